import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { IncomingMailboxReport } from '#shared/admin/email-inbound.ts';
import { signInAs } from '../../../../tests/support/admin-session.ts';
import { prepareTestApp } from '../../../../tests/support/test-app.ts';
import {
  anyFieldValue,
  expectNoServerError,
  fuzzWriter,
  mostly,
  requestBodies,
} from '../../../../tests/support/write-fuzz.ts';

/**
 * Email Setup's incoming mailbox: whatever an admin's browser sends to save it, the answer is a
 * success or a clear 4xx, never a 5xx; what is accepted is stored as sent (the password shown only
 * as set and its last four characters). Saving connects to nothing.
 */
const t = prepareTestApp();

let admin: string;
beforeAll(async () => {
  admin = await signInAs(t, 'admin');
});

const write = fuzzWriter(t, () => admin);

async function report(): Promise<IncomingMailboxReport> {
  const response = await t.request('/api/admin/email-inbound', { headers: { Cookie: admin } });
  expect(response.status).toBe(200);
  return (await response.json()) as IncomingMailboxReport;
}

const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.constantFrom(
    'imap.gmail.com',
    '127.0.0.1',
    '[::1]',
    '[fd00::1',
    'imap.example.com:993',
    'INBOX\r\nA1 LOGOUT',
    '\u2022\u2022\u2022\u2022ests',
    'x'.repeat(600),
  ),
);
const anyValue = anyFieldValue(text);
const mailboxLike = fc.record(
  {
    imapHost: anyValue,
    imapPort: fc.oneof(fc.integer({ min: -1, max: 70_000 }), anyValue),
    imapSecure: fc.oneof(fc.boolean(), anyValue),
    imapUser: anyValue,
    imapPass: anyValue,
    imapMailbox: anyValue,
    imapPassEncrypted: anyValue,
  },
  { requiredKeys: [] },
);
const accepted = fc.oneof(
  fc.record({
    imapHost: mostly(fc.constantFrom('imap.example.com', ' mail.larchandlime.example '), fc.constant('10.0.0.8')),
    imapPort: fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 65_535 })),
    imapSecure: fc.boolean(),
    imapUser: fc.constantFrom('hello@larchandlime.example', ' studio '),
    imapPass: fc.stringMatching(/^[\x21-\x7e]{12,40}$/),
    imapMailbox: fc.constantFrom('', 'INBOX', 'Replies', 'INBOX/Sequence'),
  }),
  fc.constant({ imapHost: '', imapPort: null, imapSecure: true, imapUser: '', imapPass: '', imapMailbox: '' }),
);

describe('the incoming mailbox’s save never answers 5xx, and stores what it accepts (property-based)', () => {
  it('POST /api/admin/email-inbound', { timeout: 180_000 }, async () => {
    await expectNoServerError<Record<string, unknown>>(
      (body) => write('POST', '/api/admin/email-inbound', body),
      requestBodies(accepted, mailboxLike),
      150,
      {
        minAccepted: 0.15,
        expectStored: async (sent) => {
          const { config, configured } = await report();
          const trimmed = (key: string) => String(sent[key] ?? '').trim();
          expect(config).toMatchObject({
            imapHost: trimmed('imapHost'),
            imapPort: sent.imapPort ?? null,
            imapSecure: sent.imapSecure,
            imapUser: trimmed('imapUser'),
            imapMailbox: trimmed('imapMailbox') || 'INBOX',
          });
          const pass = String(sent.imapPass ?? '');
          expect(config.imapPass).toEqual(
            pass === '' ? { set: false, last4: null } : { set: true, last4: pass.slice(-4) },
          );
          expect(configured).toBe(pass !== '');
        },
      },
    );
  });
});
