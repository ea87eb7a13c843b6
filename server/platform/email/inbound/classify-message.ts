import type { ParsedMail } from 'mailparser';
import {
  deliveryVerdict,
  describeRecipientStatus,
  parseDeliveryStatus,
  type RecipientStatus,
  returnedMessageId,
} from './delivery-status.ts';
import { replyFirstLines } from './reply-text.ts';

/**
 * What a message in the studio's mailbox is, from its headers and parts alone (pure; the poll
 * then looks for the send or lead it answers). Parse with `simpleParser(raw, PARSE_OPTIONS)`.
 *
 * - A delivery status notification (RFC 3464: `multipart/report; report-type=delivery-status`) is
 *   a bounce, hard or soft by its recipients' Action and Status, and names the message it returns
 *   by that message's own Message-ID. A notice that only reports success is `ignore`.
 * - An automatic reply is not a reply: RFC 3834 `Auto-Submitted` other than `no`, `X-Autoreply`,
 *   `X-Autorespond`, `Precedence: bulk | auto_reply | list | junk`, an empty Return-Path (RFC 3834
 *   section 3.3: responders send with a null sender; people never do), and Exchange's
 *   `X-MS-Exchange-Inbox-Rules-Loop` (set on every message an Outlook / Exchange inbox rule
 *   generates, the out-of-office rule among them, also by Exchange versions that write no
 *   Auto-Submitted). `X-Auto-Response-Suppress` is NOT a marker: Outlook puts it on ordinary
 *   messages to ask responders for silence, so a person's reply from Outlook carries it too.
 * - Anything from MAILER-DAEMON / postmaster that is not a readable DSN is `ignore`: not a person.
 * - The rest is a person's reply.
 */
export type Classification =
  | {
      kind: 'bounce';
      hard: boolean;
      recipient: RecipientStatus;
      /** the returned message's Message-ID (ours, when the bounce is about one of our sends) */
      returnedMessageId: string | null;
      detail: string;
    }
  | { kind: 'auto_reply'; marker: string; detail: string }
  | { kind: 'reply'; detail: string }
  | { kind: 'ignore'; reason: string };

/** mailparser keeps the `message/delivery-status` part as an attachment instead of folding it into the text. */
export const PARSE_OPTIONS = { keepDeliveryStatus: true } as const;

const BULK_PRECEDENCE = new Set(['bulk', 'auto_reply', 'list', 'junk']);
const SYSTEM_SENDER = /^(mailer-daemon|postmaster)@/i;

export function classifyMessage(mail: ParsedMail): Classification {
  const contentType = headerValue(mail, 'content-type');
  if (contentType?.value.toLowerCase() === 'multipart/report') {
    const reportType = contentType.params['report-type']?.toLowerCase();
    if (reportType === 'delivery-status') return classifyDsn(mail);
  }
  const marker = automaticMarker(mail);
  const detail = replyFirstLines(mail.text, mail.html);
  if (SYSTEM_SENDER.test(senderAddress(mail) ?? '')) return { kind: 'ignore', reason: 'from a mail system' };
  if (marker) return { kind: 'auto_reply', marker, detail };
  return { kind: 'reply', detail };
}

/** The header that makes a message automatic, as `Name: value`, or null. */
export function automaticMarker(mail: ParsedMail): string | null {
  const autoSubmitted = textHeader(mail, 'auto-submitted');
  if (autoSubmitted !== null) {
    const keyword = autoSubmitted.split(';')[0]?.trim().toLowerCase() ?? '';
    if (keyword !== 'no') return `Auto-Submitted: ${autoSubmitted}`;
  }
  for (const name of ['X-Autoreply', 'X-Autorespond', 'X-MS-Exchange-Inbox-Rules-Loop']) {
    const value = textHeader(mail, name.toLowerCase());
    if (value !== null) return `${name}: ${value}`;
  }
  const precedence = textHeader(mail, 'precedence');
  if (precedence !== null && BULK_PRECEDENCE.has(precedence.trim().toLowerCase())) return `Precedence: ${precedence}`;
  const returnPath = textHeader(mail, 'return-path');
  if (returnPath !== null && /^<?\s*>?$/.test(returnPath.trim())) return 'Return-Path: <>';
  return null;
}

function classifyDsn(mail: ParsedMail): Classification {
  const statusPart = mail.attachments.find((part) => part.contentType === 'message/delivery-status');
  if (!statusPart) return { kind: 'ignore', reason: 'a delivery report without its delivery-status part' };
  const verdict = deliveryVerdict(parseDeliveryStatus(statusPart.content.toString('utf8')));
  if (!verdict.bounce || !verdict.recipient) return { kind: 'ignore', reason: 'a delivery report of success' };
  const returned = mail.attachments.find(
    (part) => part.contentType === 'message/rfc822' || part.contentType === 'text/rfc822-headers',
  );
  return {
    kind: 'bounce',
    hard: verdict.bounce === 'hard',
    recipient: verdict.recipient,
    returnedMessageId: returned ? returnedMessageId(returned.content.toString('utf8')) : null,
    detail: describeRecipientStatus(verdict.recipient),
  };
}

/** The From address, lowercased. */
export function senderAddress(mail: ParsedMail): string | null {
  const address = mail.from?.value[0]?.address;
  return address ? address.toLowerCase() : null;
}

/** In-Reply-To, then References, newest first: the Message-IDs this message answers. */
export function answeredMessageIds(mail: ParsedMail): string[] {
  const ids = (value: string | string[] | undefined) =>
    (Array.isArray(value) ? value.join(' ') : (value ?? '')).match(/<[^<>\s]+>/g) ?? [];
  return [...new Set([...ids(mail.inReplyTo), ...ids(mail.references).reverse()])];
}

function headerValue(mail: ParsedMail, name: string): { value: string; params: Record<string, string> } | null {
  const value = mail.headers.get(name);
  if (value && typeof value === 'object' && 'value' in value && typeof value.value === 'string') {
    return { value: value.value, params: (value as { params?: Record<string, string> }).params ?? {} };
  }
  return null;
}

/** A header as it arrived (mailparser makes objects of some), unfolded; null when absent. */
function textHeader(mail: ParsedMail, name: string): string | null {
  const line = mail.headerLines.find((header) => header.key === name)?.line;
  if (line === undefined) return null;
  return line
    .slice(line.indexOf(':') + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();
}
