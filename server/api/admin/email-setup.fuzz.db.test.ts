import fc from 'fast-check';
import { beforeAll, describe, it } from 'vitest';
import { signInAs } from '../../../tests/support/admin-session.ts';
import { prepareTestApp } from '../../../tests/support/test-app.ts';
import { anyFieldValue, expectNoServerError, fuzzWriter, requestBodies } from '../../../tests/support/write-fuzz.ts';

/**
 * SECURITY 7 for Email Setup's writes: whatever an admin's browser (or anyone holding an admin's
 * session) sends to save the setup or send a test, the answer is a success or a clear 4xx, never
 * a 5xx. The app starts in development mode, so a test e-mail is recorded, never sent.
 */
const t = prepareTestApp({ config: { trustProxyHops: 1 } });

let admin: string;
beforeAll(async () => {
  admin = await signInAs(t, 'admin');
});

const write = fuzzWriter(t, () => admin);
const post = (path: string) => (body: string) => write('POST', path, body);

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

describe('Email Setup writes never answer 5xx (property-based)', () => {
  // The test sends first, while nothing is configured: recorded, never sent anywhere.
  it('POST /api/admin/test-email', { timeout: 180_000 }, () =>
    expectNoServerError(post('/api/admin/test-email'), requestBodies(testLike), 100),
  );
  it('POST /api/admin/email-config', { timeout: 180_000 }, () =>
    expectNoServerError(post('/api/admin/email-config'), requestBodies(configLike), 200),
  );
});
