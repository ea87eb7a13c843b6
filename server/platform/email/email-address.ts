import addressparser from 'nodemailer/lib/addressparser';

export interface Mailbox {
  name: string;
  address: string;
}

const MAX_ADDRESS_LENGTH = 254;
// Deliberately plain: one local part, one dotted domain, nothing that could start a second address
// or a header (whitespace, angle brackets, commas, quotes, semicolons).
const ADDRESS_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:".]+(\.[^\s@<>()[\]\\,;:".]+)+$/;

/** What a deleted lead's sends hold instead of its address (D25); such a send never goes out. */
export const DELETED_LEAD_ADDRESS = 'deleted lead';
export const LEAD_DELETED_REASON = 'not sent: the lead was deleted';

/** CR or LF anywhere: the start of a header injection (nodemailer CVE-2021-23400, SECURITY 9). */
export function hasLineBreak(value: string): boolean {
  return /[\r\n]/.test(value);
}

export function isEmailAddress(value: string): boolean {
  return value.length <= MAX_ADDRESS_LENGTH && ADDRESS_PATTERN.test(value);
}

/**
 * Exactly one mailbox, bare (`a@b.example`) or named (`Studio <a@b.example>`); null for lists,
 * groups, line breaks and anything that is not an address.
 */
export function parseMailbox(value: string): Mailbox | null {
  if (hasLineBreak(value)) return null;
  const parsed = addressparser(value);
  const [only] = parsed;
  if (parsed.length !== 1 || !only || only.group !== undefined) return null;
  if (!isEmailAddress(only.address)) return null;
  return { name: only.name, address: only.address };
}

/** `"Name" <address>` with the name quoted and stripped of anything that could break the header. */
export function formatMailbox({ name, address }: Mailbox): string {
  const cleanName = name
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/[\\"]/g, '')
    .trim();
  return cleanName ? `"${cleanName}" <${address}>` : address;
}

/** The address part of a mailbox, lower-cased: how leads are matched (D8). */
export function normaliseAddress(value: string): string {
  return (parseMailbox(value)?.address ?? value).trim().toLowerCase();
}
