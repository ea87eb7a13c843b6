import { IsoInstant } from '../api/common.ts';
import { withCode } from '../api/errors.ts';
import { hasControlCharacters } from '../forms.ts';
import { z } from '../zod.ts';
import { MaskedSecretSchema } from './email.ts';

/**
 * Email Setup's incoming mailbox (issue 28, "Replies"): the IMAP mailbox the reply poll reads for
 * answers to the sequence and for bounce notices. Admins only (D14). The password leaves the server
 * only as `{ set, last4 }`, like the outgoing secrets.
 */

export const IMAP_MAILBOX_DEFAULT = 'INBOX';
export const IMAP_PORTS = { tls: 993, starttls: 143 } as const;

const oneLine = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((value) => !hasControlCharacters(value, false), withCode('one_line', `${label} must be on one line.`));

/** The form shows a stored secret as 'set ••••abcd'; that text coming back is never a new password. */
const MASK_CHARACTER = '\u2022';

/**
 * POST /api/admin/email-inbound. Every plain field is sent (an empty body is refused, not read as
 * "clear everything"). The password: absent or null keeps the stored one, '' removes it, anything
 * else replaces it. Empty host, user and password together switch the poll off.
 */
export const IncomingMailboxSchema = z.strictObject({
  imapHost: oneLine('IMAP host', 253),
  imapPort: z.number().int().min(1).max(65_535).nullable(),
  /** TLS from the first byte (993); false: STARTTLS (143), required before the password is sent */
  imapSecure: z.boolean({ error: 'Choose whether the connection uses TLS.' }),
  imapUser: oneLine('IMAP user', 254),
  imapPass: z
    .string()
    .max(500, 'IMAP password is too long.')
    .refine((value) => !hasControlCharacters(value, false), withCode('one_line', 'IMAP password must be on one line.'))
    .refine(
      (value) => !value.includes(MASK_CHARACTER),
      withCode(
        'secret_masked',
        'IMAP password looks like the masked value: type the whole secret, or leave the field empty to keep the stored one.',
      ),
    )
    .nullable()
    .optional(),
  /** the folder read, INBOX when empty */
  imapMailbox: oneLine('Mailbox', 200),
});
export type IncomingMailboxInput = z.input<typeof IncomingMailboxSchema>;
export type IncomingMailboxChanges = z.output<typeof IncomingMailboxSchema>;

export const IncomingMailboxReportSchema = z.strictObject({
  config: z.strictObject({
    imapHost: z.string(),
    imapPort: z.number().int().nullable(),
    imapSecure: z.boolean(),
    imapUser: z.string(),
    imapPass: MaskedSecretSchema,
    imapMailbox: z.string(),
  }),
  /** host, user and password are set: the poll reads the mailbox every two minutes */
  configured: z.boolean(),
  /** why the stored settings cannot be used now (a private host no longer allowed, an unreadable password), or null */
  problem: z.string().nullable(),
  /** the poll's last run on this mailbox: when, how far it has read, and its error (null: it went through) */
  lastPoll: z
    .strictObject({
      at: IsoInstant,
      lastUid: z.number().int(),
      error: z.string().nullable(),
    })
    .nullable(),
  /** what the mailbox gave in the last 30 days (email_events from IMAP) */
  recorded: z.strictObject({
    replies: z.number().int(),
    autoReplies: z.number().int(),
    bounces: z.number().int(),
  }),
});
export type IncomingMailboxReport = z.output<typeof IncomingMailboxReportSchema>;

/** POST /api/admin/email-inbound/check: connect, sign in, open the mailbox; what answered. */
export const IncomingCheckResultSchema = z.strictObject({
  ok: z.boolean(),
  /** e.g. 'IMAP server imap.example.com:993 answered, signed in as hello@…; INBOX has 12 messages.' */
  message: z.string(),
});
export type IncomingCheckResult = z.output<typeof IncomingCheckResultSchema>;
