import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EmailStatusReport, MaskedSecret } from '#shared/admin/email.ts';
import { signInAs } from '../../../tests/support/admin-session.ts';
import { prepareTestApp } from '../../../tests/support/test-app.ts';
import {
  anyFieldValue,
  expectNoServerError,
  fuzzWriter,
  mostly,
  requestBodies,
} from '../../../tests/support/write-fuzz.ts';
import { emailSends, emailSettings } from '../../platform/db/schema/index.ts';

/**
 * Email Setup's writes: whatever an admin's browser (or anyone holding an admin's session) sends to
 * save the setup or send a test, the answer is a success or a clear 4xx, never a 5xx; a saved setup
 * is what was sent (secrets shown only as set and their last four characters), and a test is sent
 * to the address given. The app starts in development mode, so a test e-mail is recorded, never sent.
 */
const t = prepareTestApp({ config: { trustProxyHops: 1 } });

let admin: string;
beforeAll(async () => {
  admin = await signInAs(t, 'admin');
});

const write = fuzzWriter(t, () => admin);
const post = (path: string) => (body: string) => write('POST', path, body);

async function emailStatus(): Promise<EmailStatusReport> {
  const response = await t.request('/api/admin/email-status', { headers: { Cookie: admin } });
  expect(response.status).toBe(200);
  return (await response.json()) as EmailStatusReport;
}

/** What the form's fields are sent as: hosts, ports, addresses and keys of every broken kind. */
const setupText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.constantFrom(
    'smtp.gmail.com',
    '127.0.0.1',
    '[::1]',
    '[::1',
    '192.0.2.1:25',
    'smtp.example.com\r\nRCPT TO:<x@evil.example>',
    'Studio <hello@example.com>',
    'a@b.example, c@d.example',
    're_0123456789abcdef',
    'SG.abc def',
    '\u2022\u2022\u2022\u2022wxyz',
    'x'.repeat(600),
  ),
);
const anyValue = anyFieldValue(setupText);
const port = fc.oneof(fc.integer({ min: -1, max: 70_000 }), anyValue);
const configLike = fc.record(
  {
    emailService: fc.oneof(fc.constantFrom('smtp', 'resend', 'sendgrid', 'development', 'mailgun'), anyValue),
    emailUser: anyValue,
    emailPass: anyValue,
    smtpHost: anyValue,
    smtpPort: port,
    smtpSecure: fc.oneof(fc.boolean(), anyValue),
    fromAddress: anyValue,
    sendgridApiKey: anyValue,
    resendApiKey: anyValue,
    emailPassEncrypted: anyValue,
  },
  { requiredKeys: [] },
);
const testLike = fc.record(
  { to: fc.oneof(fc.emailAddress(), anyValue, fc.constant('a@example.com\r\nBcc: b@example.com')) },
  { requiredKeys: [] },
);

/** A key as providers print them: visible ASCII, long enough that its last four are shown. */
const secret = fc.stringMatching(/^[\x21-\x7e]{12,40}$/);
const sender = fc.constantFrom('', 'hello@larchandlime.example', ' Larch & Lime <hello@larchandlime.example> ');

/** Setups the schema takes for each service; now and then one the service refuses (a private host). */
const setupsAccepted = fc.oneof(
  fc
    .tuple(
      fc.record(
        {
          emailService: fc.constant('smtp'),
          smtpHost: mostly(
            fc.constantFrom('smtp.example.com', ' mail.larchandlime.example '),
            fc.constant('127.0.0.1'),
          ),
          smtpPort: fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 65_535 })),
          smtpSecure: fc.boolean(),
          fromAddress: sender,
        },
        { requiredKeys: ['emailService', 'smtpHost'] },
      ),
      // a user and a password come together; without a user, '' removes a password stored before
      fc.oneof(
        fc.record({ emailUser: fc.constantFrom('studio@example.com', ' apikey '), emailPass: secret }),
        fc.constant({ emailUser: '', emailPass: '' }),
      ),
    )
    .map(([setup, login]) => ({ ...setup, ...login })),
  fc.record(
    { emailService: fc.constant('resend'), resendApiKey: secret, fromAddress: sender },
    { requiredKeys: ['emailService', 'resendApiKey'] },
  ),
  fc.record(
    { emailService: fc.constant('sendgrid'), sendgridApiKey: secret, fromAddress: sender },
    { requiredKeys: ['emailService', 'sendgridApiKey'] },
  ),
);

type SentSetup = Record<string, unknown>;
const SECRETS = ['emailPass', 'sendgridApiKey', 'resendApiKey'] as const;

describe('Email Setup writes never answer 5xx, and do what they accept (property-based)', () => {
  it('POST /api/admin/test-email', { timeout: 180_000 }, async () => {
    // Nothing configured: every test is recorded, never sent anywhere.
    await t.deps.db.delete(emailSettings);
    const testsAccepted = fc.record({
      to: fc.oneof(
        fc.stringMatching(/^[a-z0-9]{1,12}@[a-z0-9]{1,10}\.(com|example)$/),
        fc.constant(' Ada@Example.com '),
      ),
    });
    await expectNoServerError<{ to?: string }>(
      post('/api/admin/test-email'),
      requestBodies(fc.oneof(testsAccepted, fc.constant({})), testLike),
      100,
      {
        minAccepted: 0.15,
        expectStored: async (sent, answer) => {
          const { sendId } = (await answer.json()) as { sendId: number };
          const [send] = await t.deps.db.select().from(emailSends).where(eq(emailSends.id, sendId));
          // to the address given, else the studio's notification address
          expect(send).toMatchObject({
            kind: 'test',
            status: 'recorded',
            toAddress: sent.to?.trim() ?? 'studio@larchandlime.example',
          });
        },
      },
    );
  });

  it('POST /api/admin/email-config', { timeout: 180_000 }, async () => {
    let before: EmailStatusReport['config'];
    await expectNoServerError<SentSetup>(
      async (body) => {
        before = (await emailStatus()).config;
        return post('/api/admin/email-config')(body);
      },
      requestBodies(setupsAccepted, configLike),
      200,
      {
        minAccepted: 0.15,
        expectStored: async (sent) => {
          const { config } = await emailStatus();
          const text = (key: string) => String(sent[key] ?? '').trim();
          // Every field but a secret replaces what was stored (a field left out is emptied).
          expect(config).toMatchObject({
            emailService: sent.emailService,
            emailUser: text('emailUser'),
            smtpHost: text('smtpHost'),
            smtpPort: sent.smtpPort ?? null,
            smtpSecure: sent.smtpSecure ?? false,
            fromAddress: text('fromAddress'),
          });
          // A secret left out or null keeps the stored one, '' removes it; a new one shows its last four.
          for (const key of SECRETS) {
            const given = sent[key];
            const shown: MaskedSecret = config[key];
            if (given === undefined || given === null) expect(shown.set, key).toBe(before[key].set);
            else if (given === '') expect(shown, key).toEqual({ set: false, last4: null });
            else if (String(given).length >= 12)
              expect(shown, key).toEqual({ set: true, last4: String(given).slice(-4) });
            else expect(shown.set, key).toBe(true);
          }
        },
      },
    );
  });
});
