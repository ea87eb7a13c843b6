import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  DELIVERY_STATUSES,
  type DomainRecordCheck,
  EMAIL_EVENT_KINDS,
  EMAIL_EVENT_SOURCES,
} from '#shared/email/email-events.ts';
import { leads } from './leads.ts';

export const emailTemplates = pgTable(
  'email_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    htmlContent: text('html_content').notNull(),
    textContent: text('text_content').notNull(),
    /**
     * Issue 28: false while the plain-text part is written from the HTML at each save; true once the
     * user chose to edit it by hand (then it is kept as typed).
     */
    textEdited: boolean('text_edited').notNull().default(false),
    sequencePosition: integer('sequence_position').notNull().default(1),
    delayDays: integer('delay_days').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** issue 29: the number of the template's newest revision */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('email_templates_position_min', sql`${t.sequencePosition} >= 1`),
    check('email_templates_delay_min', sql`${t.delayDays} >= 0`),
  ],
);

/** A text attachment of an outbound message: `invite.ics`, `text/calendar; method=REQUEST`. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** UTF-8 text */
  content: string;
}

export const emailSendKinds = ['sequence', 'notification', 'test', 'transactional'] as const;
export const emailSendStatuses = ['queued', 'sending', 'sent', 'recorded', 'failed', 'unknown', 'suppressed'] as const;

/**
 * Every outbound message, written before any provider is called (server/platform/email/send-email.ts) and
 * holding the rendered message itself, so the worker sends exactly what was recorded and the admin
 * can read it later. The unique keys make a second copy of the same message impossible (D10,
 * SECURITY 13); the states are described in docs/email.md.
 */
export const emailSends = pgTable(
  'email_sends',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: emailSendKinds }).notNull(),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    templateId: integer('template_id').references(() => emailTemplates.id, { onDelete: 'set null' }),
    /** a stable key per logical message (e.g. "sequence:lead:12:template:3"), also sent to Resend */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    toAddress: text('to_address').notNull(),
    /** the sender actually used, filled in when the worker claims the row */
    fromAddress: text('from_address'),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    htmlBody: text('html_body').notNull(),
    textBody: text('text_body').notNull(),
    /** extra headers passed through to the provider (e.g. List-Unsubscribe, RFC 8058) */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    /** text attachments sent with the message, such as a booking's calendar invitation (.ics) */
    attachments: jsonb('attachments').$type<EmailAttachment[]>().notNull().default(sql`'[]'::jsonb`),
    status: text('status', { enum: emailSendStatuses }).notNull().default('queued'),
    provider: text('provider'),
    providerMessageId: text('provider_message_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** the pg-boss job meant to deliver this row (the safety net re-dispatches when it is gone) */
    jobId: text('job_id'),
    /** the job holding the row while it talks to the provider, and since when */
    claimedBy: text('claimed_by'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * The Message-ID header the message went out with (angle brackets included), written when the
     * worker claims the row; replies name it in In-Reply-To / References (issue 28).
     */
    messageId: text('message_id'),
    /** what the provider told us after accepting it: the most telling event so far (DELIVERY_RANK) */
    deliveryStatus: text('delivery_status', { enum: DELIVERY_STATUSES }),
    deliveryStatusAt: timestamp('delivery_status_at', { withTimezone: true }),
  },
  (t) => [
    index('email_sends_message_id_idx').on(t.messageId),
    index('email_sends_provider_message_idx').on(t.providerMessageId),
    uniqueIndex('email_sends_lead_template_uq').on(t.leadId, t.templateId).where(sql`${t.kind} = 'sequence'`),
    index('email_sends_status_idx').on(t.status, t.createdAt),
    // a lead's sends: its timeline, its last activity in the inbox, D25's scrub on delete
    index('email_sends_lead_idx').on(t.leadId, t.updatedAt),
  ],
);

/** D13: one row; provider secrets encrypted with APP_SECRET (AES-256-GCM), never sent to browsers. */
export const emailSettings = pgTable(
  'email_settings',
  {
    id: integer('id').primaryKey().default(1),
    service: text('service', { enum: ['development', 'smtp', 'resend', 'sendgrid'] })
      .notNull()
      .default('development'),
    fromAddress: text('from_address'),
    smtpHost: text('smtp_host'),
    smtpPort: integer('smtp_port'),
    /** TLS from the first byte (port 465); false: STARTTLS when the server offers it */
    smtpSecure: boolean('smtp_secure').notNull().default(false),
    emailUser: text('email_user'),
    emailPassEncrypted: text('email_pass_encrypted'),
    sendgridApiKeyEncrypted: text('sendgrid_api_key_encrypted'),
    resendApiKeyEncrypted: text('resend_api_key_encrypted'),
    /** issue 28: the providers' webhook signing secret (Resend, `whsec_…`) and verification key (SendGrid) */
    resendWebhookSecretEncrypted: text('resend_webhook_secret_encrypted'),
    sendgridWebhookKeyEncrypted: text('sendgrid_webhook_key_encrypted'),
    /** issue 28: the incoming mailbox read for replies and bounces (IMAP) */
    imapHost: text('imap_host'),
    imapPort: integer('imap_port'),
    /** TLS from the first byte (993); false: STARTTLS, required before the password leaves this machine */
    imapSecure: boolean('imap_secure').notNull().default(true),
    imapUser: text('imap_user'),
    imapPassEncrypted: text('imap_pass_encrypted'),
    imapMailbox: text('imap_mailbox').notNull().default('INBOX'),
    /** issue 28: DKIM signing of SMTP sends; the private key sealed like the other secrets */
    dkimDomain: text('dkim_domain'),
    dkimSelector: text('dkim_selector'),
    dkimPrivateKeyEncrypted: text('dkim_private_key_encrypted'),
    /** base64 of the DER public key, the `p=` of the TXT record to publish */
    dkimPublicKey: text('dkim_public_key'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('email_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * Issue 28: everything heard about an e-mail after the provider accepted it, from a webhook or the
 * incoming mailbox. `dedupe_key` is unique, so the same event delivered three times (providers
 * retry, a mailbox is polled twice) is one row. The effects on the send and the lead happen in the
 * transaction that inserts the row, only when the insert happened (docs/email.md, "The loop").
 */
export const emailEvents = pgTable(
  'email_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    source: text('source', { enum: EMAIL_EVENT_SOURCES }).notNull(),
    kind: text('kind', { enum: EMAIL_EVENT_KINDS }).notNull(),
    /** e.g. `resend:msg_2Zx…`, `sendgrid:<sg_event_id>`, `imap:<Message-ID>` */
    dedupeKey: text('dedupe_key').notNull().unique(),
    /** the send it names, when one matched */
    sendId: integer('send_id').references(() => emailSends.id, { onDelete: 'set null' }),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    /** the address the event is about (the recipient, or the replying sender) */
    address: text('address'),
    /** when it happened by the provider's or the message's clock */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** one line for people: the bounce reason, a reply's first lines */
    detail: text('detail'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_events_lead_idx').on(t.leadId, t.occurredAt),
    index('email_events_send_idx').on(t.sendId),
    index('email_events_kind_idx').on(t.kind, t.occurredAt),
  ],
);

/**
 * Issue 28: how far the reply poll has read a mailbox. Resumable by UID: a poll reads UIDs above
 * `last_uid` while `uid_validity` is unchanged; a new UIDVALIDITY starts over (dedupe keys keep it
 * from counting a message twice).
 */
export const imapPollState = pgTable('imap_poll_state', {
  /** `user@host/mailbox`, so pointing Email Setup at another mailbox starts that one afresh */
  mailboxKey: text('mailbox_key').primaryKey(),
  uidValidity: bigint('uid_validity', { mode: 'number' }).notNull(),
  lastUid: bigint('last_uid', { mode: 'number' }).notNull().default(0),
  polledAt: timestamp('polled_at', { withTimezone: true }),
  lastError: text('last_error'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Issue 28: the sending domain's SPF, DKIM and DMARC as last read (Email Setup's check and the daily
 * job). `alerted` holds the records the admins were told about, so a record that stays missing is
 * reported once, not every day. One row.
 */
export const emailDomainCheck = pgTable(
  'email_domain_check',
  {
    id: integer('id').primaryKey().default(1),
    domain: text('domain').notNull(),
    records: jsonb('records').$type<DomainRecordCheck[]>().notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    alerted: jsonb('alerted').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [check('email_domain_check_single_row', sql`${t.id} = 1`)],
);
