import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MaskedSecret } from '#shared/admin/email.ts';
import type { WebhookSettings } from '#shared/admin/email-webhooks.ts';
import { signInAs } from '../../../tests/support/admin-session.ts';
import { prepareTestApp } from '../../../tests/support/test-app.ts';
import { anyFieldValue, expectNoServerError, fuzzWriter, requestBodies } from '../../../tests/support/write-fuzz.ts';
import { resendSecret, sendgridKeys } from './testing/provider-signatures.ts';

/**
 * Email Setup's webhook keys: whatever an admin's browser sends, the answer is a success or a
 * clear 4xx, never a 5xx; a saved key is shown only as set and its last four, a key left out is
 * kept, and '' removes it.
 */
const t = prepareTestApp({ config: { trustProxyHops: 1 } });

let admin: string;
beforeAll(async () => {
  admin = await signInAs(t, 'admin');
});

const write = fuzzWriter(t, () => admin);

async function status(): Promise<WebhookSettings> {
  const response = await t.request('/api/admin/email-webhooks', { headers: { Cookie: admin } });
  expect(response.status).toBe(200);
  return (await response.json()) as WebhookSettings;
}

const publicKeys = [sendgridKeys().publicKey, sendgridKeys().publicKey];
const pem = (key: string) =>
  `-----BEGIN PUBLIC KEY-----\n${key.match(/.{1,64}/g)?.join('\n')}\n-----END PUBLIC KEY-----\n`;

/** What the fields are sent as: keys of the wrong kind, masked ones, control characters, huge ones. */
const keyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.constantFrom(
    'whsec_',
    'whsec_short',
    ' whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw ',
    'whsec_••••abcd',
    're_0123456789abcdef',
    'SG.abc.def',
    'MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE',
    `${publicKeys[0]}\u0000`,
    'x'.repeat(1200),
  ),
);
const keysLike = fc.record(
  { resendSecret: anyFieldValue(keyText), sendgridKey: anyFieldValue(keyText), extra: anyFieldValue(keyText) },
  { requiredKeys: [] },
);
const keysAccepted = fc.record(
  {
    resendSecret: fc.oneof(fc.constant(''), fc.constant(null), fc.constantFrom(resendSecret(), resendSecret())),
    sendgridKey: fc.oneof(
      fc.constant(''),
      fc.constant(null),
      fc.constantFrom(...publicKeys),
      fc.constantFrom(...publicKeys.map(pem)),
    ),
  },
  { requiredKeys: [] },
);

describe('Email Setup’s webhook keys never answer 5xx, and store what they accept (property-based)', () => {
  it('POST /api/admin/email-webhooks', { timeout: 180_000 }, async () => {
    let before: WebhookSettings;
    await expectNoServerError<Record<string, string | null | undefined>>(
      async (body) => {
        before = await status();
        return write('POST', '/api/admin/email-webhooks', body);
      },
      requestBodies(keysAccepted, keysLike),
      100,
      {
        minAccepted: 0.15,
        expectStored: async (sent) => {
          const after = await status();
          const fields = { resendSecret: 'resend', sendgridKey: 'sendgrid' } as const;
          for (const [field, provider] of Object.entries(fields) as Array<
            [keyof typeof fields, 'resend' | 'sendgrid']
          >) {
            const given = sent[field];
            const shown: MaskedSecret = after[provider].key;
            if (given === undefined || given === null) expect(shown, field).toEqual(before[provider].key);
            else if (given === '') expect(shown, field).toEqual({ set: false, last4: null });
            // A PEM is stored as its bare key: the last four are the key's, before the footer line.
            else
              expect(shown, field).toEqual({
                set: true,
                last4: given
                  .replace(/-----END PUBLIC KEY-----\n$/, '')
                  .trim()
                  .slice(-4),
              });
          }
        },
      },
    );
  });
});
