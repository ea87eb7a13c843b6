/**
 * What Atelier hears back about an e-mail after the provider accepted it (issue 28, ADR 022):
 * the providers' webhooks (Resend, SendGrid) and the studio's incoming mailbox (IMAP) both end as
 * rows of `email_events` with one of these kinds. The effect of each kind on the send and the lead
 * is written once, in `server/modules/leads/mail-loop/`, and documented in docs/email.md.
 */

export const EMAIL_EVENT_KINDS = [
  /** the receiving server accepted the message */
  'delivered',
  /** a temporary refusal (mailbox full, greylisting): recorded only */
  'soft_bounce',
  /** the address does not exist or refuses for good: the lead becomes bounced */
  'hard_bounce',
  /** the person marked the message as spam: the lead becomes unsubscribed */
  'complaint',
  /** the provider did not even try (its own suppression list, invalid address) */
  'dropped',
  /** a person answered: the lead's sequence stops */
  'reply',
  /** a vacation or out-of-office answer: recorded, the sequence goes on */
  'auto_reply',
] as const;
export type EmailEventKind = (typeof EMAIL_EVENT_KINDS)[number];

/** Where an event came from. */
export const EMAIL_EVENT_SOURCES = ['resend', 'sendgrid', 'imap'] as const;
export type EmailEventSource = (typeof EMAIL_EVENT_SOURCES)[number];

/**
 * A send's delivery as the studio sees it in the sends' list: the most telling event so far.
 * `delivered` never overrides a bounce or complaint that came first (events arrive out of order).
 */
export const DELIVERY_STATUSES = ['delivered', 'soft_bounce', 'dropped', 'hard_bounce', 'complaint'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Higher wins: a later event only replaces the send's delivery status when it ranks at least as high. */
export const DELIVERY_RANK: Record<DeliveryStatus, number> = {
  delivered: 1,
  soft_bounce: 2,
  dropped: 3,
  hard_bounce: 4,
  complaint: 5,
};

/** Why a lead's sequence stopped for good (`leads.sequence_stop_reason`). */
export const SEQUENCE_STOP_REASONS = ['replied', 'hard_bounce', 'complaint'] as const;
export type SequenceStopReason = (typeof SEQUENCE_STOP_REASONS)[number];

/** The DNS records the domain check reads (Email Setup, the daily job). */
export const DOMAIN_RECORD_KINDS = ['spf', 'dkim', 'dmarc'] as const;
export type DomainRecordKind = (typeof DOMAIN_RECORD_KINDS)[number];
export const DOMAIN_RECORD_STATES = ['found', 'missing', 'wrong'] as const;
export type DomainRecordState = (typeof DOMAIN_RECORD_STATES)[number];

export interface DomainRecordCheck {
  kind: DomainRecordKind;
  state: DomainRecordState;
  /** the DNS name read, e.g. `atelier._domainkey.example.com` */
  name: string;
  /** what was found there (TXT strings joined), or null */
  found: string | null;
  /** the record to publish when it is missing or wrong */
  expected: string | null;
  /** one sentence in English; the admin words it from `kind` and `state` */
  detail: string;
}
