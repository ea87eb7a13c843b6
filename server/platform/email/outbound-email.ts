import type { EmailAttachment, emailSendKinds } from '../db/schema/email.ts';
import { ValidationError } from '../errors.ts';
import { hasLineBreak, isEmailAddress, parseMailbox } from './email-address.ts';

/** One logical message, fully rendered by its caller (templates, notifications, tests). */
export interface OutboundEmail {
  kind: (typeof emailSendKinds)[number];
  /** stable per logical message, e.g. 'notify:contact:lead:12:event:40'; a repeat creates nothing */
  idempotencyKey: string;
  /** one bare address */
  to: string;
  subject: string;
  html: string;
  text: string;
  /** one address, bare or named */
  replyTo?: string;
  /** extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) */
  headers?: Record<string, string>;
  /** required for kind 'sequence' (the send-time unsubscribed/bounced/deleted check needs it) */
  leadId?: number | null;
  templateId?: number | null;
  /** text attachments, e.g. a booking's `invite.ics` (`text/calendar; method=REQUEST`) */
  attachments?: EmailAttachment[];
}

export interface ValidatedEmail {
  kind: OutboundEmail['kind'];
  idempotencyKey: string;
  toAddress: string;
  replyTo: string | null;
  subject: string;
  htmlBody: string;
  textBody: string;
  headers: Record<string, string>;
  leadId: number | null;
  templateId: number | null;
  attachments: EmailAttachment[];
}

const LIMITS = {
  idempotencyKey: 256,
  subject: 998,
  body: 1_000_000,
  headers: 20,
  headerValue: 2_000,
  attachments: 5,
  attachment: 200_000,
};
/** A plain file name: no path, no quotes or control characters to break a MIME header. */
const ATTACHMENT_NAME = /^[A-Za-z0-9][A-Za-z0-9._ -]{0,99}$/;
/** `type/subtype` with optional `; name=value` parameters, nothing that could end the header. */
const ATTACHMENT_TYPE = /^[a-z0-9][a-z0-9.+-]*\/[a-z0-9][a-z0-9.+-]*(; ?[a-z0-9-]+=[A-Za-z0-9._-]+)*$/i;
/** RFC 5322 field name: printable ASCII without the colon. */
const HEADER_NAME = /^[!-9;-~]{1,76}$/;
/** Headers the pipeline itself writes; a caller setting them could redirect or forge the message. */
const RESERVED_HEADERS = new Set([
  'from',
  'to',
  'cc',
  'bcc',
  'subject',
  'reply-to',
  'sender',
  'return-path',
  'date',
  'message-id',
  'mime-version',
  'content-type',
  'content-transfer-encoding',
]);
// Control characters other than tab never belong in a header value (CR and LF least of all).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const HEADER_VALUE_FORBIDDEN = /[\u0000-\u0008\u000a-\u001f\u007f]/;

/** Refuses (ValidationError) anything that could break a header or address more than one person. */
export function validateOutboundEmail(email: OutboundEmail): ValidatedEmail {
  const refuse = (reason: string): never => {
    throw new ValidationError('email_refused', { reason });
  };
  const key = email.idempotencyKey;
  if (!key || key.length > LIMITS.idempotencyKey || hasLineBreak(key))
    refuse('the idempotency key is missing or invalid');
  const to = email.to.trim();
  if (hasLineBreak(email.to) || !isEmailAddress(to)) refuse('the recipient must be exactly one e-mail address');
  if (hasLineBreak(email.subject)) refuse('line breaks in the subject');
  if (!email.subject.trim() || email.subject.length > LIMITS.subject) refuse('the subject is empty or too long');
  if (email.html.length > LIMITS.body || email.text.length > LIMITS.body) refuse('the message is too long');
  if (!email.text.trim()) refuse('the plain-text part is empty');
  let replyTo: string | null = null;
  if (email.replyTo !== undefined) {
    if (hasLineBreak(email.replyTo) || !parseMailbox(email.replyTo)) refuse('Reply-To must be exactly one address');
    replyTo = email.replyTo;
  }
  const headers = email.headers ?? {};
  const names = Object.keys(headers);
  if (names.length > LIMITS.headers) refuse('too many headers');
  for (const name of names) {
    const value = headers[name] ?? '';
    if (!HEADER_NAME.test(name)) refuse(`invalid header name ${JSON.stringify(name)}`);
    if (RESERVED_HEADERS.has(name.toLowerCase())) refuse(`the ${name} header is set by the pipeline`);
    if (HEADER_VALUE_FORBIDDEN.test(value)) refuse(`line breaks or control characters in the ${name} header`);
    if (value.length > LIMITS.headerValue) refuse(`the ${name} header is too long`);
  }
  const attachments = email.attachments ?? [];
  if (attachments.length > LIMITS.attachments) refuse('too many attachments');
  for (const attachment of attachments) {
    if (!ATTACHMENT_NAME.test(attachment.filename))
      refuse(`invalid attachment name ${JSON.stringify(attachment.filename)}`);
    if (!ATTACHMENT_TYPE.test(attachment.contentType))
      refuse(`invalid content type of the attachment ${attachment.filename}`);
    if (typeof attachment.content !== 'string' || attachment.content.length > LIMITS.attachment)
      refuse(`the attachment ${attachment.filename} is missing or too large`);
  }
  const leadId = email.leadId ?? null;
  if (email.kind === 'sequence' && leadId === null) refuse('a sequence e-mail needs its lead');
  return {
    kind: email.kind,
    idempotencyKey: key,
    toAddress: to,
    replyTo,
    subject: email.subject,
    htmlBody: email.html,
    textBody: email.text,
    headers: { ...headers },
    leadId,
    templateId: email.templateId ?? null,
    attachments: attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
  };
}
