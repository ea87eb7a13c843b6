import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Field, TextareaField } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toaster.tsx';
import { fieldProblemText, refusalText } from '../shared/errors/error-text.ts';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { leadName } from '../shared/leads/lead-payload.ts';
import { leadDetailQuery, leadsListQuery } from '../shared/leads/leads-queries.ts';
import { AdminDialog, DialogActions } from '../shared/ui/admin-dialog.tsx';
import { buttonClass } from '../shared/ui/button-class.ts';
import { SelectField } from '../shared/ui/select-field.tsx';
import { typesQuery, useBookForLead } from './bookings-queries.ts';
import { bookingsText } from './messages.ts';
import { chosenStart, TimeChoice, type TimeChoiceValue } from './time-choice.tsx';
import { useBookingDates } from './use-booking-dates.ts';

/**
 * "Book for a lead": staff book a consultation on a lead's behalf (a call that ended in "let's
 * meet"). The lead is searched by name or e-mail (or comes from the lead page's link), the type
 * is one of the active ones, the time an open slot or any time the server accepts.
 */
export function BookForLeadDialog({
  open,
  onOpenChange,
  leadId,
  today,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** a lead chosen already (the lead page's "Book a consultation") */
  leadId: number | null;
  today: string;
}) {
  const t = useMessages(bookingsText);
  return (
    <AdminDialog open={open} onOpenChange={onOpenChange} title={t('bookTitle')} description={t('bookDescription')}>
      <BookForm initialLead={leadId} today={today} onDone={() => onOpenChange(false)} />
    </AdminDialog>
  );
}

type Problems = Partial<Record<'lead' | 'type' | 'start' | 'message', string>>;

function BookForm({ initialLead, today, onDone }: { initialLead: number | null; today: string; onDone: () => void }) {
  const t = useMessages(bookingsText);
  const dates = useBookingDates();
  const toast = useToast();
  const book = useBookForLead();
  const types = useQuery(typesQuery);
  const active = (types.data ?? []).filter((type) => type.active);
  const [leadId, setLeadId] = useState<number | null>(initialLead);
  const [typeId, setTypeId] = useState<number | null>(null);
  const chosenType = typeId ?? active[0]?.id ?? null;
  const [time, setTime] = useState<TimeChoiceValue>({ day: today, slot: null, typed: '' });
  const [message, setMessage] = useState('');
  const [problems, setProblems] = useState<Problems>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const start = chosenStart(time, dates.timeZone);
    const found: Problems = {};
    if (leadId === null) found.lead = t('chooseLead');
    if (chosenType === null) found.type = t('chooseType');
    if (!start) found.start = t('chooseTime');
    setProblems(found);
    if (leadId === null || chosenType === null || !start) return;
    try {
      await book.mutateAsync({ leadId, typeId: chosenType, start, message });
      toast({ title: t('booked'), description: t('bookedDescription') });
      onDone();
    } catch (failure) {
      setProblems({
        lead: fieldProblemText(failure, 'leadId'),
        type: fieldProblemText(failure, 'typeId'),
        start: fieldProblemText(failure, 'start'),
        message: fieldProblemText(failure, 'message'),
      });
      toast({ title: t('errorTitle'), description: refusalText(failure) ?? t('bookFailed'), variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <LeadPicker leadId={leadId} onChange={setLeadId} error={problems.lead} />
      {types.isSuccess && active.length === 0 ? (
        <p role="alert" className="text-sm text-red-800">
          {t('noActiveTypes')}
        </p>
      ) : (
        <SelectField
          label={t('type')}
          value={chosenType === null ? '' : String(chosenType)}
          onValueChange={(value) => {
            setTypeId(Number(value));
            setTime((current) => ({ ...current, slot: null }));
          }}
          options={active.map((type) => ({
            value: String(type.id),
            label: type.name,
            hint: t('minutes', { count: type.durationMinutes }),
          }))}
          error={problems.type}
        />
      )}
      <TimeChoice typeId={chosenType} value={time} onChange={setTime} error={problems.start} />
      <TextareaField
        label={t('messageForBooking')}
        rows={3}
        maxLength={2000}
        value={message}
        error={problems.message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <p className="text-sm text-muted">{t('bookTellsVisitor')}</p>
      <DialogActions>
        <button type="button" onClick={onDone} className={buttonClass('secondary')}>
          {t('close')}
        </button>
        <button type="submit" disabled={book.isPending} className={buttonClass('primary')}>
          {book.isPending ? t('working') : t('bookSave')}
        </button>
      </DialogActions>
    </form>
  );
}

/** A lead by search (name or e-mail, the inbox's search), shown as the chosen one once picked. */
function LeadPicker({
  leadId,
  onChange,
  error,
}: {
  leadId: number | null;
  onChange: (id: number | null) => void;
  error?: string;
}) {
  const t = useMessages(bookingsText);
  const [q, setQ] = useState('');
  const chosen = useQuery({ ...leadDetailQuery(leadId ?? 0), enabled: leadId !== null });
  const results = useQuery({
    ...leadsListQuery({ q: q.trim(), sort: 'recent-activity', page: 1 }, 6),
    enabled: leadId === null,
  });

  if (leadId !== null) {
    const lead = chosen.data?.lead;
    return (
      <div>
        <p className="text-sm font-medium text-charcoal">{t('lead')}</p>
        <div className="mt-1.5 flex items-center justify-between gap-3 rounded-md border border-stone bg-white px-3.5 py-2.5">
          <span className="min-w-0 text-sm break-words text-ink">
            {lead ? `${leadName(lead) || lead.email} · ${lead.email}` : t('loading')}
          </span>
          <button type="button" onClick={() => onChange(null)} className={buttonClass('ghost', 'sm')}>
            {t('changeLead')}
          </button>
        </div>
      </div>
    );
  }
  const leads = results.data?.leads ?? [];
  return (
    <div>
      <Field
        label={t('findLead')}
        type="search"
        required
        autoComplete="off"
        placeholder={t('findLeadPlaceholder')}
        value={q}
        error={error}
        onChange={(event) => setQ(event.target.value)}
      />
      {results.isSuccess && leads.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('noLeadsFound')}</p>
      ) : (
        <ul aria-label={t('leadResults')} className="mt-2 grid gap-1">
          {leads.map((lead) => (
            <li key={lead.id}>
              <button
                type="button"
                onClick={() => onChange(lead.id)}
                className="flex w-full flex-wrap gap-x-2 rounded-md border border-stone bg-white px-3 py-2 text-left text-sm hover:bg-sand"
              >
                <span className="font-medium text-ink">{leadName(lead) || lead.email}</span>
                <span className="break-all text-muted">{lead.email}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
