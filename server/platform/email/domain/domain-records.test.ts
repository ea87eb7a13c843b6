import { describe, expect, it } from 'vitest';
import { judgeDkim, judgeDmarc, judgeSpf, parseTags } from './domain-records.ts';

/**
 * The rules of the domain check on their own (the routes' test reads the same records from a real
 * DNS server): what each provider's SPF must hold, and the edge cases of the tag lists.
 */
const DOMAIN = 'larchandlime.example';

describe('SPF by provider', () => {
  it('SendGrid: on the domain, with include:sendgrid.net, added before the all term when missing', () => {
    expect(judgeSpf(DOMAIN, 'sendgrid', ['v=spf1 include:sendgrid.net ~all'])).toMatchObject({
      name: DOMAIN,
      state: 'found',
    });
    expect(judgeSpf(DOMAIN, 'sendgrid', ['v=spf1 include:_spf.google.com -all'])).toMatchObject({
      state: 'wrong',
      expected: 'v=spf1 include:_spf.google.com include:sendgrid.net -all',
    });
    expect(judgeSpf(DOMAIN, 'sendgrid', ['v=spf1 include:sendgrid.net.evil.example ~all']).state).toBe('wrong');
    expect(judgeSpf(DOMAIN, 'sendgrid', [])).toMatchObject({
      state: 'missing',
      expected: 'v=spf1 include:sendgrid.net ~all',
    });
  });

  it('SMTP and development: one v=spf1 record is all that can be asked; other TXT records do not count', () => {
    expect(judgeSpf(DOMAIN, 'smtp', ['google-site-verification=x', 'v=spf1 mx -all']).state).toBe('found');
    expect(judgeSpf(DOMAIN, 'development', ['v=spf10 mx', 'spf1']).state).toBe('missing');
    expect(judgeSpf(DOMAIN, 'smtp', ['v=spf1 mx -all', 'V=SPF1 a -all']).state).toBe('wrong');
  });
});

describe('DKIM and DMARC records', () => {
  it('compares the key with its whitespace removed (long values are often typed with breaks)', () => {
    const key = { selector: 'atelier', publicKey: 'MIIBIjANBgkqAAAA' };
    expect(judgeDkim(DOMAIN, 'smtp', key, ['v=DKIM1; k=rsa; p=MIIBIjANBg kqAAAA']).state).toBe('found');
    expect(judgeDkim(DOMAIN, 'smtp', key, ['v=DKIM1; k=rsa; p=']).state).toBe('wrong');
  });

  it('without a key of ours: the provider’s selector for Resend, nothing to publish for SMTP', () => {
    expect(judgeDkim(DOMAIN, 'resend', null, ['p=MIGfMA0GCSq'])).toMatchObject({
      name: `resend._domainkey.${DOMAIN}`,
      state: 'found',
    });
    expect(judgeDkim(DOMAIN, 'smtp', null, [])).toMatchObject({
      name: `atelier._domainkey.${DOMAIN}`,
      state: 'missing',
      expected: null,
    });
  });

  it('DMARC needs a policy among none, quarantine and reject', () => {
    expect(judgeDmarc(DOMAIN, ['v=DMARC1;p=reject;pct=100']).state).toBe('found');
    expect(judgeDmarc(DOMAIN, ['v=DMARC1; p=block']).state).toBe('wrong');
    expect(judgeDmarc(DOMAIN, ['v=spf1 -all']).state).toBe('missing');
    expect(parseTags(' v = DMARC1 ; P = Quarantine ; ').get('p')).toBe('Quarantine');
  });
});
