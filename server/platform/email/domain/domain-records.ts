import type { DomainRecordCheck } from '#shared/email/email-events.ts';
import { DEFAULT_DKIM_SELECTOR, dkimRecord } from '../dkim/dkim-key.ts';
import type { EmailServiceName } from '../email-provider.ts';

/**
 * How the domain check judges what DNS answered (issue 28): pure functions from the TXT records
 * at a name to found / missing / wrong, with the record to publish. docs/email.md, "Signed mail
 * and the domain check", has the table.
 */

/**
 * Where each provider's SPF lives and what it must include, from their setup pages: Resend sends
 * with a Return-Path on `send.<domain>` and asks for `v=spf1 include:amazonses.com ~all` there;
 * SendGrid (without automated security) for `include:sendgrid.net` on the domain. An SMTP relay's
 * addresses cannot be known from here, so one SPF record is all that can be asked.
 */
const PROVIDER_SPF: Partial<Record<EmailServiceName, { subdomain: string | null; include: string }>> = {
  resend: { subdomain: 'send', include: 'amazonses.com' },
  sendgrid: { subdomain: null, include: 'sendgrid.net' },
};

/** The selectors Resend and SendGrid sign with, when the studio has no key of its own. */
const PROVIDER_DKIM_SELECTOR: Partial<Record<EmailServiceName, string>> = { resend: 'resend', sendgrid: 's1' };

const SPF_PATTERN = /^v=spf1(\s|$)/i;
const DMARC_PATTERN = /^v=DMARC1\s*(;|$)/i;
const DMARC_POLICIES = new Set(['none', 'quarantine', 'reject']);

/** `a=b; c=d` → Map { a → b, c → d } (RFC 6376 §3.2 tag lists, also DMARC's), names lower case. */
export function parseTags(record: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const part of record.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    tags.set(part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).trim());
  }
  return tags;
}

export function spfName(domain: string, service: EmailServiceName): string {
  const subdomain = PROVIDER_SPF[service]?.subdomain;
  return subdomain ? `${subdomain}.${domain}` : domain;
}

/** An SPF record with `include:` added before its `all` term (or a new record). */
function withInclude(record: string | null, include: string): string {
  if (!record) return `v=spf1 include:${include} ~all`;
  return /\s[~?+-]?all\b/i.test(record)
    ? record.replace(/\s([~?+-]?all)\b/i, ` include:${include} $1`)
    : `${record} include:${include}`;
}

export function judgeSpf(domain: string, service: EmailServiceName, txt: string[]): DomainRecordCheck {
  const name = spfName(domain, service);
  const provider = PROVIDER_SPF[service];
  const records = txt.filter((value) => SPF_PATTERN.test(value));
  const found = records.length > 0 ? records.join('\n') : null;
  const template = provider
    ? withInclude(null, provider.include)
    : "v=spf1 include:<your mail provider's SPF domain> ~all";
  const base = { kind: 'spf' as const, name, found };
  if (records.length === 0) {
    return {
      ...base,
      state: 'missing',
      expected: template,
      detail: provider
        ? `No SPF record at ${name}: add one that includes ${provider.include}.`
        : `No SPF record at ${name}: add the one your mail provider gives (their include: or ip4: terms).`,
    };
  }
  if (records.length > 1) {
    return {
      ...base,
      state: 'wrong',
      expected: provider ? withInclude(records[0] ?? null, provider.include) : template,
      detail: `${records.length} SPF records at ${name}: receivers treat that as an error (RFC 7208 §4.5). Merge them into one.`,
    };
  }
  const [record = ''] = records;
  if (provider && !new RegExp(`(^|\\s)[+]?include:${provider.include.replace('.', '\\.')}(\\s|$)`, 'i').test(record)) {
    return {
      ...base,
      state: 'wrong',
      expected: withInclude(record, provider.include),
      detail: `The SPF record at ${name} does not include ${provider.include}, so mail sent through the provider fails SPF.`,
    };
  }
  return { ...base, state: 'found', expected: null, detail: `One SPF record at ${name}.` };
}

/** The studio's own key (Email Setup's) or, without one, the provider's selector. */
export interface DkimExpectation {
  selector: string;
  /** base64 of the public key Email Setup generated; null: none (judge the provider's, if any) */
  publicKey: string | null;
}

export function judgeDkim(
  domain: string,
  service: EmailServiceName,
  key: DkimExpectation | null,
  txt: string[],
): DomainRecordCheck {
  const providerSelector = key ? undefined : PROVIDER_DKIM_SELECTOR[service];
  const selector = key?.selector ?? providerSelector ?? DEFAULT_DKIM_SELECTOR;
  const name = `${selector}._domainkey.${domain}`;
  const records = txt.filter((value) => parseTags(value).has('p'));
  const keys = records.map((value) => (parseTags(value).get('p') ?? '').replace(/\s+/g, ''));
  const found = records.length > 0 ? records.join('\n') : null;
  const base = { kind: 'dkim' as const, name, found };

  if (!key?.publicKey) {
    if (!providerSelector) {
      return {
        ...base,
        state: records.length > 0 ? 'wrong' : 'missing',
        expected: null,
        detail: 'No DKIM key is set up in Email Setup: generate one, then publish its record.',
      };
    }
    const published = keys.length === 1 && keys[0] !== '';
    return {
      ...base,
      state: published ? 'found' : records.length > 0 ? 'wrong' : 'missing',
      expected: published ? null : `the DKIM record from your ${service === 'resend' ? 'Resend' : 'SendGrid'} account`,
      detail: published
        ? `A DKIM key is published at ${name} (the provider's own; it signs with it).`
        : `No usable DKIM key at ${name}: publish the record your provider's domain page gives.`,
    };
  }

  const expected = dkimRecord(domain, selector, key.publicKey).value;
  if (records.length === 0) {
    return { ...base, state: 'missing', expected, detail: `No DKIM record at ${name}: publish the key's record.` };
  }
  if (records.length === 1 && keys[0] === key.publicKey) {
    return { ...base, state: 'found', expected: null, detail: `The DKIM record at ${name} holds this key.` };
  }
  return {
    ...base,
    state: 'wrong',
    expected,
    detail:
      records.length > 1
        ? `${records.length} DKIM records at ${name}: keep only this key's.`
        : `The DKIM record at ${name} holds another key (an old one?): signatures made now do not verify.`,
  };
}

export function judgeDmarc(domain: string, txt: string[]): DomainRecordCheck {
  const name = `_dmarc.${domain}`;
  const records = txt.filter((value) => DMARC_PATTERN.test(value));
  const found = records.length > 0 ? records.join('\n') : null;
  const expected = 'v=DMARC1; p=none';
  const base = { kind: 'dmarc' as const, name, found };
  if (records.length === 0) {
    return {
      ...base,
      state: 'missing',
      expected,
      detail: `No DMARC record at ${name}: start with p=none, and tighten it once mail passes.`,
    };
  }
  if (records.length > 1) {
    return {
      ...base,
      state: 'wrong',
      expected,
      detail: `${records.length} DMARC records at ${name}: receivers then ignore them all (RFC 7489 §6.6.3). Keep one.`,
    };
  }
  const policy = parseTags(records[0] ?? '')
    .get('p')
    ?.toLowerCase();
  if (!policy || !DMARC_POLICIES.has(policy)) {
    return {
      ...base,
      state: 'wrong',
      expected,
      detail: `The DMARC record at ${name} has no valid p= policy (none, quarantine or reject).`,
    };
  }
  return { ...base, state: 'found', expected: null, detail: `A DMARC record at ${name} with p=${policy}.` };
}
