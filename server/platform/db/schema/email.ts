import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { leads } from './leads.ts';

export const emailTemplates = pgTable(
  'email_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    htmlContent: text('html_content').notNull(),
    textContent: text('text_content').notNull(),
    sequencePosition: integer('sequence_position').notNull().default(1),
    delayDays: integer('delay_days').notNull().default(0),
    active: boolean('active').notNull().default(true),
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
  },
  (t) => [
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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('email_settings_single_row', sql`${t.id} = 1`)],
);
