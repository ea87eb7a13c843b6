import { clsx } from 'clsx';
import { useCallback } from 'react';
import type { EmailSendStatus, LeadSource, LeadStatus } from '#shared/admin/leads.ts';
import { readLeadSource } from '#shared/admin/leads.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { leadsText } from './messages.ts';

type LeadsKey = keyof typeof leadsText.en;

/** D8: every status an admin may set, with its catalog key. */
export const STATUS_LABEL_KEYS = {
  active: 'statusActive',
  contacted: 'statusContacted',
  qualified: 'statusQualified',
  converted: 'statusConverted',
  unsubscribed: 'statusUnsubscribed',
  bounced: 'statusBounced',
} as const satisfies Record<LeadStatus, LeadsKey>;

/** D8: every source a lead can have (old names are read as these by `readLeadSource`). */
export const SOURCE_LABEL_KEYS = {
  contact: 'sourceContact',
  lookbook: 'sourceLookbook',
  chat: 'sourceChat',
  manual: 'sourceManual',
  referral: 'sourceReferral',
  social_media: 'sourceSocialMedia',
} as const satisfies Record<LeadSource, LeadsKey>;

export const SEND_STATUS_LABEL_KEYS = {
  queued: 'sendQueued',
  sending: 'sendSending',
  sent: 'sendSent',
  recorded: 'sendRecorded',
  failed: 'sendFailed',
  unknown: 'sendUnknown',
  suppressed: 'sendSuppressed',
} as const satisfies Record<EmailSendStatus, LeadsKey>;

/**
 * Colour pairs that keep AA contrast in both themes: a pale fill with the hue's darkest text in
 * light, a deep fill with a pale text in dark (the admin's `dark:` follows its data-theme). The
 * label always says the value, so colour is never the only sign.
 */
const HUES = {
  olive: 'border-olive/30 bg-olive/10 text-olive-deep',
  sky: 'border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100',
  violet:
    'border-violet-300 bg-violet-50 text-violet-900 dark:border-violet-800 dark:bg-violet-950 dark:text-violet-100',
  emerald:
    'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100',
  amber: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
  rose: 'border-rose-300 bg-rose-50 text-rose-900 dark:border-rose-800 dark:bg-rose-950 dark:text-rose-100',
  teal: 'border-teal-300 bg-teal-50 text-teal-900 dark:border-teal-800 dark:bg-teal-950 dark:text-teal-100',
  clay: 'border-clay/40 bg-clay/10 text-umber',
  neutral: 'border-stone bg-sand text-charcoal',
  quiet: 'border-stone bg-transparent text-muted',
} as const;

type Hue = keyof typeof HUES;

const STATUS_HUES: Record<LeadStatus, Hue> = {
  active: 'olive',
  contacted: 'sky',
  qualified: 'violet',
  converted: 'emerald',
  unsubscribed: 'quiet',
  bounced: 'rose',
};

const SOURCE_HUES: Record<LeadSource, Hue> = {
  contact: 'clay',
  lookbook: 'teal',
  chat: 'violet',
  manual: 'neutral',
  referral: 'amber',
  social_media: 'sky',
};

const SEND_HUES: Record<EmailSendStatus, Hue> = {
  queued: 'neutral',
  sending: 'neutral',
  sent: 'emerald',
  recorded: 'sky',
  failed: 'rose',
  unknown: 'amber',
  suppressed: 'quiet',
};

function Pill({ hue, label, children }: { hue: Hue; label?: string; children: string }) {
  return (
    <span
      {...(label ? { title: label } : {})}
      className={clsx(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs leading-4 font-medium whitespace-nowrap',
        HUES[hue],
      )}
    >
      {children}
    </span>
  );
}

/** The labels of D8's statuses and sources in the admin's language (a legacy source name reads as the new one). */
export function useLeadLabels() {
  const t = useMessages(leadsText);
  const statusLabel = useCallback((status: LeadStatus) => t(STATUS_LABEL_KEYS[status] ?? 'statusActive'), [t]);
  const sourceLabel = useCallback(
    (source: LeadSource | string) => {
      const known = readLeadSource(source);
      return known ? t(SOURCE_LABEL_KEYS[known]) : source;
    },
    [t],
  );
  const sendLabel = useCallback((status: EmailSendStatus) => t(SEND_STATUS_LABEL_KEYS[status]), [t]);
  return { statusLabel, sourceLabel, sendLabel };
}

/** A lead's status (D8), with the status named for screen readers too. */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  const t = useMessages(leadsText);
  const { statusLabel } = useLeadLabels();
  const label = statusLabel(status);
  return (
    <Pill hue={STATUS_HUES[status] ?? 'neutral'} label={t('statusBadge', { status: label })}>
      {label}
    </Pill>
  );
}

/** Where a lead came from (D8); `contact_form` and `lookbook_download` read as contact and lookbook. */
export function LeadSourceBadge({ source }: { source: LeadSource | string }) {
  const t = useMessages(leadsText);
  const { sourceLabel } = useLeadLabels();
  const known = readLeadSource(source);
  const label = sourceLabel(source);
  return (
    <Pill hue={known ? SOURCE_HUES[known] : 'neutral'} label={t('sourceBadge', { source: label })}>
      {label}
    </Pill>
  );
}

/** An e-mail's outcome on a lead's timeline (sent, recorded, queued, failed, unknown, suppressed). */
export function SendStatusBadge({ status }: { status: EmailSendStatus }) {
  const { sendLabel } = useLeadLabels();
  return <Pill hue={SEND_HUES[status] ?? 'neutral'}>{sendLabel(status)}</Pill>;
}
