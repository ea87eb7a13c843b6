import { clsx } from 'clsx';
import {
  ArrowRightLeft,
  Ban,
  BookOpen,
  CalendarCheck,
  CircleSlash,
  ListChecks,
  Mail,
  MailCheck,
  MailWarning,
  MailX,
  MessageCircle,
  MessageSquareText,
  PencilLine,
  Reply,
  ShieldAlert,
  StickyNote,
  TreePalm,
  UserPlus,
} from 'lucide-react';
import type { ReactNode } from 'react';
import type { LeadSource, LeadTimelineEntry } from '#shared/admin/leads.ts';
import type { DeliveryStatus, EmailEventKind, EmailEventSource } from '#shared/email/email-events.ts';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { SendStatusBadge, useLeadLabels } from '../shared/leads/lead-badges.tsx';
import { leadsText } from '../shared/leads/messages.ts';
import { useStudioDates } from '../shared/leads/use-studio-dates.ts';
import { useOptionLabel } from '../shared/options/form-options-query.ts';
import { Badge } from '../shared/ui/badge.tsx';
import { leadMailText } from './lead-mail-messages.ts';
import { leadTasksText } from './lead-tasks-messages.ts';

type LeadsKey = keyof typeof leadsText.en;

const TOUCH_KEYS = {
  contact: 'touchContact',
  lookbook: 'touchLookbook',
  chat: 'touchChat',
  manual: 'touchManual',
  referral: 'touchReferral',
  social_media: 'touchSocialMedia',
} as const satisfies Record<LeadSource, LeadsKey>;

const TOUCH_ICONS: Record<LeadSource, typeof Mail> = {
  contact: MessageSquareText,
  lookbook: BookOpen,
  chat: MessageCircle,
  manual: UserPlus,
  referral: UserPlus,
  social_media: UserPlus,
};

const EMAIL_KIND_KEYS = {
  sequence: 'emailSequence',
  notification: 'emailNotification',
  test: 'emailTest',
  transactional: 'emailTransactional',
} as const satisfies Record<string, LeadsKey>;

const BOOKING_KEYS = {
  booked: 'bookingBooked',
  rescheduled: 'bookingRescheduled',
  cancelled: 'bookingCancelled',
} as const satisfies Record<string, LeadsKey>;

/** A lead's editor field names as the editor labels them (the 'edit' entry lists them). */
const FIELD_KEYS: Record<string, LeadsKey> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phone: 'phone',
  projectType: 'projectType',
  budget: 'budget',
  status: 'status',
  source: 'source',
  message: 'message',
  consent: 'consent',
};

/** The touch details that hold a form option's stored value, shown by the option's label. */
const OPTION_FIELDS = { projectType: 'projectType', budget: 'budget' } as const;

/**
 * What a touch carried besides its message (name, phone, project type…), as 'Label: value' lines;
 * a stored code ('kitchen-bath') shows as its label ('Kitchen & Bath'): codes never reach the owner.
 */
export function detailLines(
  details: Record<string, string | boolean>,
  label: (key: string) => string,
  optionLabel: (fieldType: 'projectType' | 'budget', value: string) => string,
): string[] {
  return Object.entries(details)
    .filter(([, value]) => value !== '' && value !== false)
    .map(([key, value]) => {
      const option = OPTION_FIELDS[key as keyof typeof OPTION_FIELDS];
      const shown = value === true ? '✓' : option && typeof value === 'string' ? optionLabel(option, value) : value;
      return `${label(key)}: ${shown}`;
    });
}

type MailKey = keyof typeof leadMailText.en;

const MAIL_SOURCE_KEYS = {
  resend: 'sourceResend',
  sendgrid: 'sourceSendgrid',
  imap: 'sourceImap',
} as const satisfies Record<EmailEventSource, MailKey>;

const MAIL_ICONS: Record<EmailEventKind, typeof Mail> = {
  delivered: MailCheck,
  soft_bounce: MailWarning,
  hard_bounce: MailX,
  complaint: ShieldAlert,
  dropped: CircleSlash,
  reply: Reply,
  auto_reply: TreePalm,
};

/** A send's delivery as a badge; `delivered` is said with its time instead (the entry's `deliveredAt`). */
const DELIVERY_KEYS = {
  delivered: 'deliveryDelivered',
  soft_bounce: 'deliverySoftBounce',
  hard_bounce: 'deliveryHardBounce',
  complaint: 'deliveryComplaint',
  dropped: 'deliveryDropped',
} as const satisfies Record<DeliveryStatus, MailKey>;

/**
 * The headline of an event heard about an e-mail (issue 28): "Bounced: 550 5.1.1 no such user",
 * "Dropped by SendGrid: …". A reply's first lines are quoted under it instead, as a visitor's
 * words are (SECURITY 8: text, never markup).
 */
export function mailHeadline(
  entry: Extract<LeadTimelineEntry, { kind: 'mail' }>,
  t: (key: MailKey, values?: Record<string, string>) => string,
): string {
  const reason = entry.detail?.trim() ?? '';
  const provider = t(MAIL_SOURCE_KEYS[entry.source]);
  switch (entry.event) {
    case 'delivered':
      return t('mailDelivered');
    case 'soft_bounce':
      return reason ? t('mailSoftBounce', { reason }) : t('mailSoftBounceBare');
    case 'hard_bounce':
      return reason ? t('mailHardBounce', { reason }) : t('mailHardBounceBare');
    case 'complaint':
      return t('mailComplaint');
    case 'dropped':
      return reason ? t('mailDropped', { provider, reason }) : t('mailDroppedBare', { provider });
    case 'reply':
      return t('mailReply');
    case 'auto_reply':
      return t('mailAutoReply');
  }
}

function MailEventEntry({ entry }: { entry: Extract<LeadTimelineEntry, { kind: 'mail' }> }) {
  const mail = useMessages(leadMailText);
  const Icon = MAIL_ICONS[entry.event] ?? Mail;
  const quoted = (entry.event === 'reply' || entry.event === 'auto_reply') && entry.detail;
  const alarming = entry.event === 'hard_bounce' || entry.event === 'complaint';
  return (
    <Entry at={entry.at} icon={<Icon className="size-4" />}>
      <p className={clsx('font-medium', alarming && 'text-red-800')}>{mailHeadline(entry, mail)}</p>
      <p className="text-xs text-muted">
        {mail('mailVia', { source: mail(MAIL_SOURCE_KEYS[entry.source]) })}
        {entry.subject ? ` · ${mail('mailAbout', { subject: entry.subject })}` : ''}
      </p>
      {quoted && <Quote>{entry.detail ?? ''}</Quote>}
    </Entry>
  );
}

function Entry({ icon, at, children }: { icon: ReactNode; at: string; children: ReactNode }) {
  // The whole lead page reads the studio's clock, as its Upcoming steps must (D26).
  const studioDates = useStudioDates();
  return (
    <li className="relative flex gap-3 pb-5 last:pb-0">
      <span
        aria-hidden="true"
        className="relative z-10 grid size-8 shrink-0 place-items-center rounded-full border border-stone bg-white text-muted"
      >
        {icon}
      </span>
      <div className="min-w-0 flex-1 pt-1">
        <div className="text-sm break-words text-charcoal">{children}</div>
        <time dateTime={at} className="mt-0.5 block text-xs text-muted">
          {studioDates.dateTime(at)}
        </time>
      </div>
    </li>
  );
}

function Quote({ children }: { children: string }) {
  return (
    <p className="mt-1.5 rounded-md border border-stone bg-white px-3 py-2 text-sm whitespace-pre-wrap text-charcoal">
      {children}
    </p>
  );
}

/**
 * One timeline, newest first (issue 10): every touchpoint with its source, page and message,
 * every e-mail with its outcome, status changes, notes, edits, unsubscribe and bounce. Visitors'
 * words are shown as text (SECURITY 8).
 */
export function LeadTimeline({ entries }: { entries: readonly LeadTimelineEntry[] }) {
  const t = useMessages(leadsText);
  const tasks = useMessages(leadTasksText);
  const mail = useMessages(leadMailText);
  const { statusLabel, sourceLabel } = useLeadLabels();
  const studioDates = useStudioDates();
  const optionLabel = useOptionLabel();
  if (entries.length === 0) return <p className="text-sm text-muted">{t('timelineEmpty')}</p>;
  const by = (name: string | null) => (name ? ` ${t('byWhom', { name })}` : '');
  return (
    <ol className="relative before:absolute before:top-2 before:bottom-2 before:left-4 before:w-px before:bg-stone">
      {entries.map((entry, index) => {
        const key = `${entry.kind}-${entry.at}-${index}`;
        switch (entry.kind) {
          case 'touch': {
            const Icon = TOUCH_ICONS[entry.source] ?? UserPlus;
            const lines = detailLines(
              entry.details,
              (field) => (FIELD_KEYS[field] ? t(FIELD_KEYS[field]) : field),
              optionLabel,
            );
            return (
              <Entry key={key} at={entry.at} icon={<Icon className="size-4" />}>
                <p className="font-medium">{t(TOUCH_KEYS[entry.source] ?? 'touchManual')}</p>
                <p className="text-xs text-muted">
                  {sourceLabel(entry.source)}
                  {entry.page ? ` · ${t('onPage', { page: entry.page })}` : ''}
                </p>
                {entry.message && <Quote>{entry.message}</Quote>}
                {lines.length > 0 && (
                  <ul className="mt-1 text-xs text-muted">
                    {lines.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                )}
              </Entry>
            );
          }
          case 'status':
            return (
              <Entry key={key} at={entry.at} icon={<ArrowRightLeft className="size-4" />}>
                <p>
                  {t('statusChange', { from: statusLabel(entry.from), to: statusLabel(entry.to) })}
                  {by(entry.by)}
                </p>
                {entry.withdrawn > 0 && (
                  <p className="mt-1 text-xs text-muted">{t('withdrawn', { count: entry.withdrawn })}</p>
                )}
              </Entry>
            );
          case 'stage':
            return (
              <Entry key={key} at={entry.at} icon={<ArrowRightLeft className="size-4" />}>
                <p>
                  {t('stageEntry', { from: t(`stage_${entry.from}`), to: t(`stage_${entry.to}`) })}
                  {by(entry.by)}
                </p>
                {entry.withdrawn > 0 && (
                  <p className="mt-1 text-xs text-muted">{t('withdrawn', { count: entry.withdrawn })}</p>
                )}
              </Entry>
            );
          case 'note':
            return (
              <Entry key={key} at={entry.at} icon={<StickyNote className="size-4" />}>
                <p className="font-medium">
                  {t('noteEntry')}
                  <span className="font-normal text-muted">{by(entry.by)}</span>
                </p>
                <Quote>{entry.text}</Quote>
              </Entry>
            );
          case 'edit':
            return (
              <Entry key={key} at={entry.at} icon={<PencilLine className="size-4" />}>
                <p>
                  {t('editEntry', {
                    fields: entry.fields.map((field) => (FIELD_KEYS[field] ? t(FIELD_KEYS[field]) : field)).join(', '),
                  })}
                  {by(entry.by)}
                </p>
              </Entry>
            );
          case 'unsubscribe':
            return (
              <Entry key={key} at={entry.at} icon={<Ban className="size-4" />}>
                <p className="font-medium">{t('unsubscribeEntry')}</p>
                {entry.message && <p className="text-xs text-muted">{entry.message}</p>}
              </Entry>
            );
          case 'bounce':
            return (
              <Entry key={key} at={entry.at} icon={<MailX className="size-4" />}>
                <p className="font-medium">{t('bounceEntry')}</p>
                {entry.message && <p className="text-xs text-muted">{entry.message}</p>}
              </Entry>
            );
          case 'booking':
            return (
              <Entry key={key} at={entry.at} icon={<CalendarCheck className="size-4" />}>
                <p className="font-medium">
                  {t(BOOKING_KEYS[entry.action], { type: entry.typeName })}
                  <span className="font-normal text-muted">{by(entry.by)}</span>
                </p>
                <p className="text-xs text-muted">
                  {entry.previousStart
                    ? t('bookingMovedFrom', {
                        from: studioDates.dateTime(entry.previousStart),
                        to: studioDates.dateTime(entry.start),
                      })
                    : studioDates.dateTime(entry.start)}
                </p>
              </Entry>
            );
          case 'task':
            return (
              <Entry key={key} at={entry.at} icon={<ListChecks className="size-4" />}>
                <p>
                  {tasks(entry.action === 'done' ? 'timelineTaskDone' : 'timelineTaskAdded', { title: entry.title })}
                  {by(entry.by)}
                </p>
              </Entry>
            );
          case 'email':
            return (
              <Entry key={key} at={entry.at} icon={<Mail className="size-4" />}>
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{t(EMAIL_KIND_KEYS[entry.emailKind] ?? 'emailTransactional')}</span>
                  <SendStatusBadge status={entry.status} />
                  {entry.delivery && entry.delivery !== 'delivered' && (
                    <Badge tone={entry.delivery === 'soft_bounce' ? 'neutral' : 'accent'}>
                      {mail(DELIVERY_KEYS[entry.delivery])}
                    </Badge>
                  )}
                </div>
                <p className="mt-0.5 break-words">{entry.subject}</p>
                {entry.templateName && (
                  <p className="text-xs text-muted">{t('emailTemplate', { name: entry.templateName })}</p>
                )}
                {entry.deliveredAt ? (
                  <p className="text-xs text-muted">
                    {mail('deliveredOn', { date: studioDates.dateTime(entry.deliveredAt) })}
                  </p>
                ) : (
                  entry.delivery === 'delivered' && <p className="text-xs text-muted">{mail('deliveryDelivered')}</p>
                )}
                {entry.status === 'recorded' && <p className="text-xs text-muted">{t('sendRecordedHint')}</p>}
                {entry.status === 'unknown' && <p className="text-xs text-muted">{t('sendUnknownHint')}</p>}
                {entry.error && (
                  <p className={clsx('mt-0.5 text-xs', entry.status === 'failed' ? 'text-red-800' : 'text-muted')}>
                    {t('emailReason', { reason: entry.error })}
                  </p>
                )}
              </Entry>
            );
          case 'mail':
            return <MailEventEntry key={key} entry={entry} />;
          default:
            return null;
        }
      })}
    </ol>
  );
}
