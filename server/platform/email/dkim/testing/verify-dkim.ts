import { createHash, createPublicKey, verify } from 'node:crypto';

/**
 * A DKIM verifier for tests, written from RFC 6376 itself rather than borrowed from the signer
 * (nodemailer), so a test that passes shows a receiver would accept the signature: the body hash
 * over the relaxed body (RFC 6376 §3.4.4), then the RSA-SHA256 signature over the relaxed headers the
 * signature names, bottom-up (RFC 6376 §5.4.2), followed by the DKIM-Signature field with an empty b= (RFC 6376 §3.7).
 * Only what our signer uses: a=rsa-sha256, c=relaxed/relaxed, no l=.
 */
export interface DkimVerdict {
  domain: string;
  selector: string;
  /** the header names the signature covers, lower case */
  signedHeaders: string[];
}

interface HeaderField {
  name: string;
  /** the whole field as received: name, colon, value, folding included, no final CRLF */
  raw: string;
}

function splitMessage(raw: string): { fields: HeaderField[]; body: string } {
  const normal = raw.replace(/\r?\n/g, '\r\n');
  const end = normal.indexOf('\r\n\r\n');
  const head = end === -1 ? normal : normal.slice(0, end);
  const body = end === -1 ? '' : normal.slice(end + 4);
  const fields: HeaderField[] = [];
  for (const line of head.split('\r\n')) {
    const last = fields.at(-1);
    if (/^[ \t]/.test(line) && last) last.raw += `\r\n${line}`;
    else fields.push({ name: line.slice(0, line.indexOf(':')).trim().toLowerCase(), raw: line });
  }
  return { fields, body };
}

/** RFC 6376 §3.4.2: lower-case name, unfolded value with runs of whitespace as one space, trimmed. */
function relaxedHeader(raw: string): string {
  const colon = raw.indexOf(':');
  const name = raw.slice(0, colon).trim().toLowerCase();
  const value = raw
    .slice(colon + 1)
    .replace(/\r\n/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim();
  return `${name}:${value}`;
}

/** RFC 6376 §3.4.4: whitespace runs as one space, none at line ends, no empty lines at the end. */
function relaxedBody(body: string): string {
  const lines = body.split('\r\n').map((line) => line.replace(/[ \t]+/g, ' ').replace(/ $/, ''));
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  return lines.length > 0 ? `${lines.join('\r\n')}\r\n` : '';
}

function tagsOf(value: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const part of value.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) tags.set(part.slice(0, eq).trim(), part.slice(eq + 1).replace(/\s+/g, ''));
  }
  return tags;
}

/** Verifies the message's (first) DKIM-Signature with the base64 DER public key; throws saying why it fails. */
export function verifyDkimSignature(raw: string, publicKeyBase64: string): DkimVerdict {
  const { fields, body } = splitMessage(raw);
  const signature = fields.find((field) => field.name === 'dkim-signature');
  if (!signature) throw new Error('no DKIM-Signature header');
  const tags = tagsOf(signature.raw.slice(signature.raw.indexOf(':') + 1).replace(/\r\n/g, ''));
  if (tags.get('a') !== 'rsa-sha256') throw new Error(`unexpected a=${tags.get('a')}`);
  if (tags.get('c') !== 'relaxed/relaxed') throw new Error(`unexpected c=${tags.get('c')}`);
  if (tags.has('l')) throw new Error('l= is not expected');

  const bodyHash = createHash('sha256').update(relaxedBody(body), 'utf8').digest('base64');
  if (bodyHash !== tags.get('bh')) throw new Error(`body hash differs: computed ${bodyHash}, signed ${tags.get('bh')}`);

  const signedHeaders = (tags.get('h') ?? '').split(':').map((name) => name.toLowerCase());
  const used = new Set<HeaderField>();
  let data = '';
  for (const name of signedHeaders) {
    // RFC 6376 §5.4.2: each listed name takes the last instance not taken yet; a missing one adds nothing.
    const field = [...fields].reverse().find((f) => f.name === name && !used.has(f) && f !== signature);
    if (!field) continue;
    used.add(field);
    data += `${relaxedHeader(field.raw)}\r\n`;
  }
  data += relaxedHeader(signature.raw).replace(/(^|;)(\s*)b=[^;]*/, '$1$2b=');

  const key = createPublicKey({ key: Buffer.from(publicKeyBase64, 'base64'), format: 'der', type: 'spki' });
  const ok = verify('sha256', Buffer.from(data, 'utf8'), key, Buffer.from(tags.get('b') ?? '', 'base64'));
  if (!ok) throw new Error('the signature does not verify against this public key');
  return { domain: tags.get('d') ?? '', selector: tags.get('s') ?? '', signedHeaders };
}
