import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Pencil, Reply, Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  LEAD_NOTE_MAX,
  LEAD_STATUSES,
  type LeadDetail,
  type LeadStatus,
  type StepReason,
} from '#shared/admin/leads.ts';
import { TextareaField } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toaster.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { ListError } from '../shared/content-list/list-states.tsx';
import { fieldProblemText } from '../shared/errors/error-text.ts';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { DeleteLeadDialog } from '../shared/leads/delete-lead-dialog.tsx';
import { useMarkAnswered } from '../shared/leads/first-response.ts';
import { LeadSourceBadge, LeadStatusBadge, useLeadLabels } from '../shared/leads/lead-badges.tsx';
import { filtersFromSearch, leadsInboxHref } from '../shared/leads/lead-filters.ts';
import { LeadFormDialog } from '../shared/leads/lead-form-dialog.tsx';
import { leadName } from '../shared/leads/lead-payload.ts';
import { leadDetailQuery, useAddLeadNote, useUpdateLead } from '../shared/leads/leads-queries.ts';
import { leadsText } from '../shared/leads/messages.ts';
import { staffQuery } from '../shared/leads/tasks-queries.ts';
import { useStudioDates } from '../shared/leads/use-studio-dates.ts';
import { useOptionLabel } from '../shared/options/form-options-query.ts';
import { shellText } from '../shared/sections/messages.ts';
import { studioSettingsQuery } from '../shared/studio-clock/studio-settings-query.ts';
import { buttonClass } from '../shared/ui/button-class.ts';
import { refusalReason } from '../shared/ui/field-problems.ts';
import { SelectField } from '../shared/ui/select-field.tsx';
import { BookConsultationLink } from './book-consultation-link.tsx';
import { hasAttribution, LeadAttributionFacts } from './lead-attribution.tsx';
import { leadAttributionText } from './lead-attribution-messages.ts';
import { LeadFlags } from './lead-rows.tsx';
import { LeadTasks } from './lead-tasks.tsx';
import { LeadTimeline } from './lead-timeline.tsx';
import { mailtoHref, replySubject, telHref } from './reply-link.ts';
import { SequenceStopNote } from './sequence-stop-note.tsx';

/**
 * A lead's page (`/admin/leads/:id`): details with Reply (the mail client, in the lead's thread),
 * Edit and a quiet Delete; the e-mail and phone are links; the status in one click, the
 * consent the lead gave (D9), one timeline with an 'Add note' form, and the sequence steps still to
 * come, at the studio's time (D26). The back link returns to the inbox with its filters.
 */
export function LeadPage({ id }: { id: number | null }) {
  const t = useMessages(leadsText);
  const location = useLocation();
  const backHref = leadsInboxHref(filtersFromSearch(new URLSearchParams(location.search)));
  const detail = useQuery({ ...leadDetailQuery(id ?? 0), enabled: id !== null });

  const back = (
    <Link to={backHref} className="mb-4 inline-flex items-center gap-1.5 text-sm text-charcoal hover:underline">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('backToLeads')}
    </Link>
  );

  if (id === null || (detail.isError && detail.error instanceof ApiError && detail.error.status === 404)) {
    return (
      <>
        {back}
        <LeadNotFound backHref={backHref} />
      </>
    );
  }
  if (detail.isPending) {
    return (
      <>
        {back}
        <div role="status" aria-busy="true" aria-label={t('leadLoading')} className="grid gap-4">
          <div className="h-9 w-64 max-w-full animate-pulse rounded bg-sand motion-reduce:animate-none" />
          <div className="h-40 animate-pulse rounded-lg bg-sand motion-reduce:animate-none" />
        </div>
      </>
    );
  }
  if (detail.isError) {
    return (
      <>
        {back}
        <ListError error={detail.error} onRetry={() => detail.refetch()} />
      </>
    );
  }
  return (
    <>
      {back}
      <LeadView detail={detail.data} backHref={backHref} />
    </>
  );
}

function LeadNotFound({ backHref }: { backHref: string }) {
  const t = useMessages(leadsText);
  useWindowTitle(t('notFoundTitle'));
  return (
    <div className="rounded-lg border border-stone bg-white px-5 py-8 text-center">
      <h1 className="font-display text-3xl text-ink">{t('notFoundTitle')}</h1>
      <p className="mt-2 text-sm text-muted">{t('notFoundText')}</p>
      <Link to={backHref} className={buttonClass('primary', 'md', 'mt-4')}>
        {t('backToLeads')}
      </Link>
    </div>
  );
}

function useWindowTitle(heading: string) {
  const shell = useMessages(shellText);
  const adminTitle = shell('adminTitle');
  useEffect(() => {
    document.title = `${heading} · ${adminTitle}`;
  }, [heading, adminTitle]);
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-lg border border-stone bg-white p-4 sm:p-5">
      <h2 id={id} className="font-display text-xl text-ink">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function LeadView({ detail, backHref }: { detail: LeadDetail; backHref: string }) {
  const t = useMessages(leadsText);
  const attribution = useMessages(leadAttributionText);
  const navigate = useNavigate();
  const { lead } = detail;
  const name = leadName(lead) || lead.email;
  useWindowTitle(name);
  const [dialog, setDialog] = useState<'none' | 'edit' | 'delete'>('none');
  const studioName = useQuery({ ...studioSettingsQuery, select: (record) => record.studioName }).data ?? '';
  return (
    <>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div className="min-w-0">
          <h1 className="font-display text-3xl break-words text-ink">{name}</h1>
          <p className="mt-1 text-sm break-all">
            <a href={mailtoHref(lead.email)} className="text-charcoal underline-offset-2 hover:underline">
              {lead.email}
            </a>
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <LeadStatusBadge status={lead.status} />
            <LeadSourceBadge source={lead.source} />
          </div>
          <div className="mt-2">
            <LeadFlags lead={lead} />
          </div>
          <StudioTimeNote />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {/* Opens the mail client: the answer leaves from the studio's own mailbox, in the lead's thread. */}
          <a
            href={mailtoHref(lead.email, replySubject(detail.timeline, studioName))}
            className={buttonClass('primary')}
          >
            <Reply className="size-4" aria-hidden="true" />
            {t('reply')}
          </a>
          <BookConsultationLink leadId={lead.id} />
          <button type="button" onClick={() => setDialog('edit')} className={buttonClass('secondary')}>
            <Pencil className="size-4" aria-hidden="true" />
            {t('edit')}
          </button>
          {/* Quiet: deleting is rare and final (D25); it asks first. */}
          <button type="button" onClick={() => setDialog('delete')} className={buttonClass('ghost')}>
            <Trash2 className="size-4" aria-hidden="true" />
            {t('delete')}
          </button>
        </div>
      </div>
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
        {/* The status and the facts first (on a phone they come before the long timeline); beside it from lg. */}
        <div className="grid gap-5 lg:col-start-2 lg:row-start-1">
          <StatusSection detail={detail} />
          <DetailsSection detail={detail} />
          {hasAttribution(detail.attribution) && (
            <Section title={attribution('attributionTitle')}>
              <LeadAttributionFacts attribution={detail.attribution} />
            </Section>
          )}
          <ConsentSection detail={detail} />
          <UpcomingSection detail={detail} />
        </div>
        <div className="grid gap-5 lg:col-start-1 lg:row-start-1">
          <LeadTasks leadId={lead.id} />
          <Section title={t('timeline')}>
            <NoteForm leadId={lead.id} />
            <div className="mt-5">
              <LeadTimeline entries={detail.timeline} />
            </div>
          </Section>
        </div>
      </div>
      <LeadFormDialog open={dialog === 'edit'} onOpenChange={(open) => setDialog(open ? 'edit' : 'none')} lead={lead} />
      <DeleteLeadDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : 'none')}
        lead={lead}
        onDeleted={() => navigate(backHref)}
      />
    </>
  );
}

/** The status in one click (admin area §4: any to any); leaving active stops the sequence (D10). */
function StatusSection({ detail }: { detail: LeadDetail }) {
  const t = useMessages(leadsText);
  const toast = useToast();
  const { statusLabel } = useLeadLabels();
  const update = useUpdateLead();
  const { lead } = detail;
  const change = async (status: LeadStatus) => {
    if (status === lead.status) return;
    try {
      const saved = await update.mutateAsync({ id: lead.id, body: { status } });
      toast({ title: t('leadUpdated'), description: t('leadUpdatedDescription', { email: saved.email }) });
    } catch (failure) {
      const reason = refusalReason(failure);
      toast({ title: t('errorTitle'), description: reason ?? t('updateFailed'), variant: 'destructive' });
    }
  };
  return (
    <Section title={t('status')}>
      <AnsweredAction detail={detail} />
      <SelectField
        label={t('changeStatus')}
        value={update.isPending && update.variables?.body.status ? update.variables.body.status : lead.status}
        onValueChange={(status) => void change(status)}
        disabled={update.isPending}
        options={LEAD_STATUSES.map((value) => ({ value, label: statusLabel(value) }))}
        {...(lead.status === 'active' ? { hint: t('sequenceStops') } : {})}
      />
      <OwnerField detail={detail} />
    </Section>
  );
}

const NOBODY = 'none';

/** Issue 27: who looks after the lead (an active admin or editor); the pipeline board filters by it. */
function OwnerField({ detail }: { detail: LeadDetail }) {
  const t = useMessages(leadsText);
  const toast = useToast();
  const staff = useQuery(staffQuery);
  const update = useUpdateLead();
  const { lead } = detail;
  const current = lead.ownerId === null ? NOBODY : String(lead.ownerId);
  const pending = update.isPending && update.variables?.body.ownerId !== undefined;
  const change = async (value: string) => {
    if (value === current) return;
    try {
      const saved = await update.mutateAsync({
        id: lead.id,
        body: { ownerId: value === NOBODY ? null : Number(value) },
      });
      toast({ title: t('leadUpdated'), description: t('leadUpdatedDescription', { email: saved.email }) });
    } catch (failure) {
      toast({
        title: t('errorTitle'),
        description: refusalReason(failure) ?? t('updateFailed'),
        variant: 'destructive',
      });
    }
  };
  const members = staff.data ?? [];
  // A former owner who is no longer active staff still shows by id until someone is chosen.
  const options = [
    { value: NOBODY, label: t('ownerNobody') },
    ...members.map((member) => ({ value: String(member.id), label: member.name })),
    ...(current !== NOBODY && !members.some((member) => String(member.id) === current)
      ? [{ value: current, label: `#${current}` }]
      : []),
  ];
  return (
    <div className="mt-4">
      <SelectField
        label={t('owner')}
        value={pending ? String(update.variables?.body.ownerId ?? NOBODY) : current}
        onValueChange={(value) => void change(value)}
        disabled={update.isPending || staff.isPending}
        options={options}
        hint={t('ownerHint')}
      />
    </div>
  );
}

/**
 * Issue 27: a reply made outside the app (a call, the studio's own mail client) stops the
 * first-response clock; once recorded, when it was.
 */
function AnsweredAction({ detail }: { detail: LeadDetail }) {
  const t = useMessages(leadsText);
  const toast = useToast();
  const { dateTime } = useStudioDates();
  const mark = useMarkAnswered();
  const { lead } = detail;
  if (lead.firstResponseAt) {
    return <p className="mb-3 text-xs text-muted">{t('answeredAt', { date: dateTime(lead.firstResponseAt) })}</p>;
  }
  return (
    <div className="mb-3">
      <button
        type="button"
        disabled={mark.isPending}
        onClick={() =>
          mark.mutate(lead.id, {
            onError: (failure) =>
              toast({
                title: t('errorTitle'),
                description: refusalReason(failure) ?? t('markAnsweredFailed'),
                variant: 'destructive',
              }),
          })
        }
        className={buttonClass('secondary', 'sm')}
      >
        {t('markAnswered')}
      </button>
      <p className="mt-1 text-xs text-muted">{t('markAnswered_hint')}</p>
    </div>
  );
}

function DetailsSection({ detail }: { detail: LeadDetail }) {
  const t = useMessages(leadsText);
  const studioDates = useStudioDates();
  const optionLabel = useOptionLabel();
  const { lead } = detail;
  const link = (href: string, text: string) => (
    <a href={href} className="underline underline-offset-2">
      {text}
    </a>
  );
  const rows: Array<[string, ReactNode]> = [
    [t('firstName'), lead.firstName],
    [t('lastName'), lead.lastName],
    [t('email'), link(mailtoHref(lead.email), lead.email)],
    [t('phone'), lead.phone ? link(telHref(lead.phone), lead.phone) : ''],
    [t('projectType'), lead.projectType ? optionLabel('projectType', lead.projectType) : ''],
    [t('budget'), lead.budget ? optionLabel('budget', lead.budget) : ''],
    [t('created'), studioDates.dateTime(lead.createdAt)],
  ];
  return (
    <Section title={t('details')}>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="break-words text-charcoal">{value || <span className="text-muted">—</span>}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-muted">
        {t('lastActivity', { date: studioDates.dateTime(lead.lastActivityAt) })}
      </p>
      {lead.message && (
        <div className="mt-3">
          <p className="text-sm text-muted">{t('message')}</p>
          <p className="mt-1 text-sm whitespace-pre-wrap break-words text-charcoal">{lead.message}</p>
        </div>
      )}
    </Section>
  );
}

/** D9: when, on which form and with which words the lead agreed to marketing e-mail. */
function ConsentSection({ detail }: { detail: LeadDetail }) {
  const t = useMessages(leadsText);
  const studioDates = useStudioDates();
  const { sourceLabel } = useLeadLabels();
  const { lead } = detail;
  // The form: the lead's record, else the touch that carried the consent.
  const consentTouch = [...detail.timeline]
    .reverse()
    .find((entry) => entry.kind === 'touch' && entry.details.consent === true);
  const form = lead.consentSource ?? (consentTouch?.kind === 'touch' ? consentTouch.source : null);
  return (
    <Section title={t('consent')}>
      {lead.consentAt ? (
        <div className="grid gap-1 text-sm text-charcoal">
          <p>{t('consentGiven', { date: studioDates.dateTime(lead.consentAt) })}</p>
          {form && <p>{t('consentForm', { form: sourceLabel(form) })}</p>}
          {lead.consentText && <p className="break-words">{t('consentWording', { text: lead.consentText })}</p>}
        </div>
      ) : (
        <p className="text-sm text-muted">{t('consentNone')}</p>
      )}
      <p className="mt-2 text-xs text-muted">
        {lead.enrolledAt ? t('enrolled', { date: studioDates.date(lead.enrolledAt) }) : t('notEnrolled')}
      </p>
      {lead.unsubscribedAt && (
        <p className="mt-1 text-xs text-muted">
          {t('unsubscribedOn', { date: studioDates.date(lead.unsubscribedAt) })}
        </p>
      )}
    </Section>
  );
}

const REASON_TEXT = {
  unsubscribed: 'reasonUnsubscribed',
  'lead-not-active': 'reasonNotActive',
  'not-enrolled': 'reasonNotEnrolled',
  'previous-in-flight': 'reasonInFlight',
  'waiting-for-window': 'reasonWaitingForWindow',
} as const satisfies Record<StepReason, keyof typeof leadsText.en>;

/** Every time on the lead page is on the studio's clock (D26): the page says which. */
function StudioTimeNote() {
  const t = useMessages(leadsText);
  const { timeZone } = useStudioDates();
  return <p className="mt-2 text-xs text-muted">{t('studioTime', { zone: timeZone })}</p>;
}

/**
 * The steps still to come, with their due time on the studio's clock (D26); issue 28: once a reply,
 * a hard bounce or a spam report stopped the sequence for good, that instead, with its day.
 */
function UpcomingSection({ detail }: { detail: LeadDetail }) {
  const t = useMessages(leadsText);
  const studioDates = useStudioDates();
  return (
    <Section title={t('upcoming')}>
      {detail.sequenceStop ? (
        <SequenceStopNote stop={detail.sequenceStop} />
      ) : detail.upcoming.length === 0 ? (
        <p className="text-sm text-muted">{t('upcomingNone')}</p>
      ) : (
        <ol className="grid gap-2 text-sm">
          {detail.upcoming.map((step) => (
            <li key={step.templateId} className="rounded-md border border-stone px-3 py-2">
              <p className="font-medium break-words text-charcoal">{step.templateName}</p>
              <p className="text-xs text-muted">
                {step.dueAt
                  ? t('dueAt', { date: studioDates.dateTime(step.dueAt) })
                  : step.reason
                    ? t(REASON_TEXT[step.reason])
                    : t('notDue')}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

/** 'Add note': a note lands on the timeline (POST /api/leads/:id/notes). */
function NoteForm({ leadId }: { leadId: number }) {
  const t = useMessages(leadsText);
  const toast = useToast();
  const add = useAddLeadNote();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(t('noteIsRequired'));
      return;
    }
    setError(undefined);
    try {
      await add.mutateAsync({ id: leadId, body: { text } });
      setText('');
      toast({ title: t('noteAdded') });
    } catch (failure) {
      const fieldError = fieldProblemText(failure, 'text');
      if (fieldError) setError(fieldError);
      const reason = refusalReason(failure);
      toast({ title: t('errorTitle'), description: reason ?? t('noteFailed'), variant: 'destructive' });
    }
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <TextareaField
        label={t('note')}
        rows={3}
        maxLength={LEAD_NOTE_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
        {...(error ? { error } : {})}
      />
      <div className="flex justify-end">
        <button type="submit" disabled={add.isPending} className={buttonClass('primary', 'sm')}>
          {add.isPending ? t('adding') : t('addNote')}
        </button>
      </div>
    </form>
  );
}
