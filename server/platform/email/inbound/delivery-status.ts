/**
 * Reading a delivery status notification (RFC 3464): the `message/delivery-status` part of a
 * `multipart/report; report-type=delivery-status` message. Its body is one block of per-message
 * fields, a blank line, then one block per recipient (`Final-Recipient`, `Action`, `Status`,
 * `Diagnostic-Code`…), each field `Name: value` with folded continuation lines. Pure: tested with
 * the real shapes Postfix, Gmail and Exchange Online send.
 */

export interface RecipientStatus {
  /** the address in `Final-Recipient: rfc822; gone@example.com` (lowercased), or null */
  finalRecipient: string | null;
  /** failed | delayed | delivered | relayed | expanded (lowercased) */
  action: string;
  /** the enhanced status code, e.g. `5.1.1`, or null */
  status: string | null;
  /** `smtp; 550 5.1.1 … User unknown`, unfolded, or null */
  diagnostic: string | null;
}

export type DeliveryVerdict =
  | { bounce: 'hard' | 'soft'; recipient: RecipientStatus }
  /** every recipient was delivered, relayed or expanded: a success notice, nothing to record */
  | { bounce: null; recipient: RecipientStatus | null };

/** Every recipient block of a `message/delivery-status` body. */
export function parseDeliveryStatus(body: string): RecipientStatus[] {
  const blocks = body
    .replace(/\r\n/g, '\n')
    .split(/\n[ \t]*\n/)
    .map(parseFields);
  const recipients: RecipientStatus[] = [];
  for (const fields of blocks) {
    const action = fields.get('action');
    if (!action) continue; // the per-message block (Reporting-MTA, Arrival-Date…)
    recipients.push({
      finalRecipient: addressOf(fields.get('final-recipient') ?? fields.get('original-recipient') ?? null),
      action: action.toLowerCase().split(/[\s(]/)[0] ?? '',
      status: /\b([245]\.\d{1,3}\.\d{1,3})\b/.exec(fields.get('status') ?? '')?.[1] ?? null,
      diagnostic: fields.get('diagnostic-code') ?? null,
    });
  }
  return recipients;
}

/**
 * What the notice says about the message: a hard bounce when a recipient `failed` with a 5.x.x
 * status (or none: a failure without a code is still final), a soft one when it failed with 4.x.x
 * (the sender's server gave up on a temporary refusal) or is `delayed`. A failed recipient wins
 * over a delayed one; delivered / relayed / expanded alone is a success notice.
 */
export function deliveryVerdict(recipients: RecipientStatus[]): DeliveryVerdict {
  const failed = recipients.filter((recipient) => recipient.action === 'failed');
  const hard = failed.find((recipient) => !recipient.status?.startsWith('4.'));
  if (hard) return { bounce: 'hard', recipient: hard };
  const soft = failed[0] ?? recipients.find((recipient) => recipient.action === 'delayed');
  if (soft) return { bounce: 'soft', recipient: soft };
  return { bounce: null, recipient: recipients[0] ?? null };
}

/** The bounce in one line for people: `5.1.1 smtp; 550 5.1.1 <gone@…>: User unknown`. */
export function describeRecipientStatus(recipient: RecipientStatus): string {
  const parts = [recipient.status, recipient.diagnostic].filter((part): part is string => Boolean(part));
  const text = parts.length > 0 ? parts.join(' ') : `Action: ${recipient.action}`;
  return text.length > 500 ? `${text.slice(0, 499)}…` : text;
}

/** `Name: value` fields with folded lines joined, names lowercased; the first of a repeated name wins. */
function parseFields(block: string): Map<string, string> {
  const fields = new Map<string, string>();
  let current: { name: string; value: string } | null = null;
  const flush = () => {
    if (current && !fields.has(current.name)) fields.set(current.name, current.value.replace(/\s+/g, ' ').trim());
  };
  for (const line of block.split('\n')) {
    if (/^[ \t]/.test(line) && current) {
      current.value += ` ${line.trim()}`;
      continue;
    }
    flush();
    const colon = line.indexOf(':');
    current = colon > 0 ? { name: line.slice(0, colon).trim().toLowerCase(), value: line.slice(colon + 1) } : null;
  }
  flush();
  return fields;
}

/** `rfc822; Gone@Example.com` → `gone@example.com`; another address type → null. */
function addressOf(field: string | null): string | null {
  if (!field) return null;
  const semicolon = field.indexOf(';');
  const type = semicolon >= 0 ? field.slice(0, semicolon).trim().toLowerCase() : 'rfc822';
  if (type !== 'rfc822') return null;
  const address = (semicolon >= 0 ? field.slice(semicolon + 1) : field).trim().replace(/^<(.*)>$/, '$1');
  return address.includes('@') ? address.toLowerCase() : null;
}

/**
 * The Message-ID of the returned message, from the `message/rfc822` or `text/rfc822-headers` part
 * (only its header section is read).
 */
export function returnedMessageId(returned: string): string | null {
  const headerSection = returned.replace(/\r\n/g, '\n').split(/\n\n/, 1)[0] ?? '';
  const unfolded = headerSection.replace(/\n[ \t]+/g, ' ');
  const match = /^message-id:\s*(<[^>\s]+>)/im.exec(unfolded);
  return match?.[1] ?? null;
}
