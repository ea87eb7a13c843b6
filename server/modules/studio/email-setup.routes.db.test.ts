import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  AdminNotices,
  EmailCheckResult,
  EmailConfigInput,
  EmailStatusReport,
  ProblemSendPage,
} from '#shared/admin/email.ts';
import type { ApiErrorBody } from '#shared/api/errors.ts';
import { signInAs } from '../../../tests/support/admin-session.ts';
import { createTestApp, jsonWrite, type TestApp } from '../../../tests/support/test-app.ts';
import { auditEvents, emailSends, emailSettings, rateLimits } from '../../platform/db/schema/index.ts';
import { type HttpCapture, startHttpCapture } from '../../platform/email/testing/http-capture.ts';
import { rawHeader, type SmtpCapture, startSmtpCapture } from '../../platform/email/testing/smtp-capture.ts';
import { untilQueueIdle } from '../../platform/email/testing/until-queue-idle.ts';
import { startTestDnsServer, type TestDnsServer } from '../../platform/net/testing/dns-server.ts';

const SMTP_USER = 'studio@larchandlime.example';
const SMTP_PASS = 'app-password-abcd-efgh-wxyz';
const RESEND_KEY = 're_test_0123456789_resendKEY9';
const SENDGRID_KEY = 'SG.test-0123456789-sendgridKEY7';

let t: TestApp;
let smtp: SmtpCapture;
let resend: HttpCapture;
let sendgrid: HttpCapture;
const cookies = {} as Record<'admin' | 'editor' | 'viewer', string>;

beforeAll(async () => {
  smtp = await startSmtpCapture({ auth: { user: SMTP_USER, pass: SMTP_PASS } });
  resend = await startHttpCapture();
  sendgrid = await startHttpCapture();
  // Production: the banner's condition; the provider APIs are local fakes speaking their wire format.
  t = await createTestApp({
    config: { production: true, trustProxyHops: 1 },
    // EMAIL_SERVICE=development is the default spelled out: it leaves the choice to Email Setup.
    // The test's SMTP server is on this machine, which Email Setup may name only when allowed.
    emailEnv: {
      EMAIL_SERVICE: 'development',
      SMTP_ALLOW_PRIVATE_HOSTS: 'true',
      RESEND_API_URL: resend.url,
      SENDGRID_API_URL: sendgrid.url,
    },
  });
  for (const role of ['admin', 'editor', 'viewer'] as const) cookies[role] = await signInAs(t, role);
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await resend?.close();
  await sendgrid?.close();
});

// Each test starts from a studio that has not set up e-mail: nothing stored, nothing sent, no test
// e-mails counted against the hourly limit. A test that needs a service saves it itself.
beforeEach(async () => {
  await t.deps.db.delete(emailSettings);
  await t.deps.db.delete(emailSends);
  await t.deps.db.delete(rateLimits);
});

const get = (path: string, cookie = cookies.admin) => t.request(path, { headers: { Cookie: cookie } });
const post = (path: string, body?: unknown, cookie = cookies.admin) =>
  t.request(
    path,
    body === undefined
      ? { method: 'POST', headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' } }
      : jsonWrite('POST', body, { Cookie: cookie }),
  );
const status = async () => (await (await get('/api/admin/email-status')).json()) as EmailStatusReport;
const saveConfig = (body: EmailConfigInput, cookie = cookies.admin) => post('/api/admin/email-config', body, cookie);
const settingsRow = async () => (await t.deps.db.select().from(emailSettings))[0] ?? null;
/** the table as a dump would print it: every column of every row as text */
const settingsDump = async () => {
  const result = (await t.deps.db.execute(
    sql`select row_to_json(e)::text as line from email_settings e`,
  )) as unknown as { rows: { line: string }[] };
  return result.rows.map((row) => row.line).join('\n');
};
const sendsCount = async () => (await t.deps.db.select({ n: count() }).from(emailSends))[0]?.n ?? 0;
const smtpConfig = (changes: Partial<EmailConfigInput> = {}): EmailConfigInput => ({
  emailService: 'smtp',
  smtpHost: '127.0.0.1',
  smtpPort: smtp.port,
  smtpSecure: false,
  emailUser: SMTP_USER,
  fromAddress: 'Larch & Lime <hello@larchandlime.example>',
  ...changes,
});
/** Email Setup saved with the test's SMTP server and this password (the right one unless told). */
async function useSmtp(password = SMTP_PASS) {
  const response = await saveConfig(smtpConfig({ emailPass: password }));
  expect(response.status).toBe(200);
}
/** The messages the SMTP server took for this recipient. */
const arrivedFor = (address: string) => smtp.messages.filter((mail) => mail.envelopeTo.includes(address));

describe('permissions (D14): admin only, the notices for every signed-in user', () => {
  const adminRoutes: [string, string, unknown?][] = [
    ['GET', '/api/admin/email-status'],
    ['GET', '/api/admin/email-sends'],
    ['POST', '/api/admin/email-check', {}],
    ['POST', '/api/admin/email-config', smtpConfigPlaceholder()],
    ['POST', '/api/admin/test-email', {}],
    ['POST', '/api/admin/email-sends/1/retry', {}],
  ];
  function smtpConfigPlaceholder(): EmailConfigInput {
    return { emailService: 'smtp', smtpHost: 'smtp.example.com', emailUser: 'u', emailPass: 'secret-pass' };
  }

  it.each(adminRoutes)('%s %s: 401 anonymous, 403 editor and viewer; nothing changes', async (method, path, body) => {
    const before = { row: await settingsRow(), sends: await sendsCount() };
    const anonymous = await t.request(path, method === 'GET' ? {} : jsonWrite(method, body));
    expect(anonymous.status).toBe(401);
    for (const role of ['editor', 'viewer'] as const) {
      const response = method === 'GET' ? await get(path, cookies[role]) : await post(path, body ?? {}, cookies[role]);
      expect(response.status).toBe(403);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    expect(await settingsRow()).toEqual(before.row);
    expect(await sendsCount()).toBe(before.sends);
  });

  it('GET /api/admin/notices answers every signed-in role, and nobody else', async () => {
    expect((await t.request('/api/admin/notices')).status).toBe(401);
    for (const role of ['admin', 'editor', 'viewer'] as const) {
      const response = await get('/api/admin/notices', cookies[role]);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ emailNotSending: true } satisfies AdminNotices);
    }
  });
});

describe('status and configuration', () => {
  it('starts not configured: development, nothing stored, nothing overridden, the production warning on', async () => {
    const report = await status();
    expect(report).toMatchObject({
      status: 'development',
      service: 'development',
      overriddenByEnv: [],
      productionWithoutSending: true,
      config: {
        emailService: null,
        emailUser: '',
        smtpHost: '',
        smtpPort: null,
        smtpSecure: false,
        fromAddress: '',
        emailPass: { set: false, last4: null },
        resendApiKey: { set: false, last4: null },
        sendgridApiKey: { set: false, last4: null },
      },
    });
    expect(report.message).toMatch(/^Not configured/);
  });

  it('refuses incomplete or malformed settings with the field named, and stores nothing', async () => {
    const refusals: [EmailConfigInput | Record<string, unknown>, string][] = [
      [{ emailService: 'smtp' }, 'smtpHost'],
      [{ emailService: 'smtp', smtpHost: 'smtp.example.com', emailUser: 'me' }, 'emailPass'],
      [{ emailService: 'smtp', smtpHost: 'bad host\u0000' }, 'smtpHost'],
      [{ emailService: 'smtp', smtpHost: 'smtp.example.com', fromAddress: 'a@b.example, c@d.example' }, 'fromAddress'],
      [{ emailService: 'resend' }, 'resendApiKey'],
      [{ emailService: 'sendgrid', sendgridApiKey: '' }, 'sendgridApiKey'],
      [{ emailService: 'mailgun' }, 'emailService'],
      [{ emailService: 'smtp', smtpHost: 'smtp.example.com', emailPassEncrypted: 'v1:x' }, ''],
      [{ emailService: 'smtp', smtpHost: 'smtp.example.com', smtpPort: 70_000 }, 'smtpPort'],
      // a host with a port, a broken IPv6 literal, a bare number, a header injection
      [{ emailService: 'smtp', smtpHost: '192.0.2.1:25' }, 'smtpHost'],
      [{ emailService: 'smtp', smtpHost: '[::1' }, 'smtpHost'],
      [{ emailService: 'smtp', smtpHost: '12345' }, 'smtpHost'],
      [{ emailService: 'smtp', smtpHost: 'smtp.example.com\r\nRCPT TO:<x@evil.example>' }, 'smtpHost'],
      [
        { emailService: 'smtp', smtpHost: 'smtp.example.com', fromAddress: 'a@b.example\r\nBcc: c@d.example' },
        'fromAddress',
      ],
      [{ emailService: 'smtp', smtpHost: 'smtp.example.com', emailUser: 'me\nAUTH', emailPass: 'x' }, 'emailUser'],
      // the form's masked view sent back, and a key that could never go into a header
      [{ emailService: 'resend', resendApiKey: 'set \u2022\u2022\u2022\u2022wxyz' }, 'resendApiKey'],
      [{ emailService: 'sendgrid', sendgridApiKey: 'SG.abc def' }, 'sendgridApiKey'],
      [{ emailService: 'sendgrid', sendgridApiKey: 'SG.clé' }, 'sendgridApiKey'],
    ];
    for (const [body, field] of refusals) {
      const response = await saveConfig(body as EmailConfigInput);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as ApiErrorBody;
      expect(answer.message.length).toBeGreaterThan(0);
      if (field) expect(Object.keys(answer.fieldErrors ?? {})).toContain(field);
      expect(await settingsRow()).toBeNull();
    }
  });

  it('stores SMTP settings with the password encrypted: not in the row, not in a dump of the table', async () => {
    const response = await saveConfig(smtpConfig({ emailPass: SMTP_PASS }));
    expect(response.status).toBe(200);
    const report = (await response.json()) as EmailStatusReport;
    expect(report.status).toBe('configured');
    expect(report.message).toBe(`Active: sending with SMTP (127.0.0.1:${smtp.port}).`);
    expect(report.config.emailPass).toEqual({ set: true, last4: 'wxyz' });
    expect(JSON.stringify(report)).not.toContain(SMTP_PASS);
    expect(report.productionWithoutSending).toBe(false);

    const row = await settingsRow();
    expect(row?.emailPassEncrypted).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    const dump = await settingsDump();
    expect(dump).toContain(SMTP_USER);
    expect(dump).not.toContain(SMTP_PASS);
    expect(dump).not.toContain('wxyz');
    expect(dump).not.toContain(Buffer.from(SMTP_PASS).toString('base64').slice(0, 12));

    const [audit] = await t.deps.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityType, 'email_settings'))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(audit?.data).toMatchObject({ service: 'smtp', secretsChanged: ['emailPass'] });
    expect(JSON.stringify(audit)).not.toContain(SMTP_PASS);
  });

  it('keeps a stored secret when the form leaves it out or sends null, removes it on an explicit empty value', async () => {
    await useSmtp();
    const sealed = (await settingsRow())?.emailPassEncrypted;
    expect((await saveConfig(smtpConfig({ smtpSecure: false }))).status).toBe(200);
    expect((await settingsRow())?.emailPassEncrypted).toBe(sealed);
    expect((await saveConfig(smtpConfig({ emailPass: null }))).status).toBe(200);
    expect((await settingsRow())?.emailPassEncrypted).toBe(sealed);
    // The masked text sent back is refused, never stored as the new password.
    const masked = await saveConfig(smtpConfig({ emailPass: '\u2022\u2022\u2022\u2022wxyz' }));
    expect(masked.status).toBe(400);
    expect((await settingsRow())?.emailPassEncrypted).toBe(sealed);
    expect((await status()).config.emailPass).toEqual({ set: true, last4: 'wxyz' });

    // '' removes: then the user has no password, which SMTP refuses (both or neither).
    const refused = await saveConfig(smtpConfig({ emailPass: '' }));
    expect(refused.status).toBe(400);
    expect((await settingsRow())?.emailPassEncrypted).toBe(sealed);
    const removed = await saveConfig(smtpConfig({ emailPass: '', emailUser: '' }));
    expect(removed.status).toBe(200);
    expect((await settingsRow())?.emailPassEncrypted).toBeNull();
    expect((await status()).config.emailPass).toEqual({ set: false, last4: null });
    expect((await saveConfig(smtpConfig({ emailPass: SMTP_PASS }))).status).toBe(200);
  });
});

describe('a real SMTP server with a login', () => {
  it("'Check Status' passes with the right credentials (handshake and login)", async () => {
    await useSmtp();
    const response = await post('/api/admin/email-check', {});
    expect(response.status).toBe(200);
    const check = (await response.json()) as EmailCheckResult;
    expect(check).toEqual({
      ok: true,
      service: 'smtp',
      message: `SMTP server 127.0.0.1:${smtp.port} answered, signed in as ${SMTP_USER}.`,
    });
  });

  it('sends a test e-mail that arrives, headers included, and records it as a test send', async () => {
    await useSmtp();
    const before = smtp.messages.length;
    const response = await post('/api/admin/test-email');
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { message: string; sendId: number; status: string };
    expect(answer.message).toBe('Test email sent to studio@larchandlime.example with SMTP.');
    expect(smtp.messages.length).toBe(before + 1);
    const mail = smtp.messages.at(-1);
    if (!mail) throw new Error('no mail');
    expect(mail.envelopeTo).toEqual(['studio@larchandlime.example']);
    expect(rawHeader(mail, 'From')).toBe('"Larch & Lime" <hello@larchandlime.example>');
    expect(rawHeader(mail, 'To')).toBe('studio@larchandlime.example');
    expect(rawHeader(mail, 'Subject')).toMatch(/^Test email from /);
    expect(rawHeader(mail, 'Message-ID')).toMatch(
      new RegExp(`^<atelier\\.${answer.sendId}\\.[0-9a-f]{16}@larchandlime\\.example>$`),
    );
    expect(mail.parsed.text).toContain('This is a test email');
    const [row] = await t.deps.db.select().from(emailSends).where(eq(emailSends.id, answer.sendId));
    expect(row).toMatchObject({ kind: 'test', status: 'sent', provider: 'smtp', attempts: 1, lastError: null });

    const toSomeone = await post('/api/admin/test-email', { to: 'designer@larchandlime.example' });
    expect(toSomeone.status).toBe(200);
    expect(smtp.messages.at(-1)?.envelopeTo).toEqual(['designer@larchandlime.example']);
    const bad = await post('/api/admin/test-email', { to: 'not an address' });
    expect(bad.status).toBe(400);
    expect(smtp.messages.length).toBe(before + 2);
  });

  it("fails the check and the test e-mail with the server's own words when the password is wrong", async () => {
    expect((await saveConfig(smtpConfig({ emailPass: 'wrong-password-1234' }))).status).toBe(200);
    const check = (await (await post('/api/admin/email-check', {})).json()) as EmailCheckResult;
    expect(check.ok).toBe(false);
    expect(check.message).toMatch(/^SMTP check failed at 127\.0\.0\.1:\d+: .*535/);

    const before = smtp.messages.length;
    const response = await post('/api/admin/test-email', {});
    expect(response.status).toBe(502);
    const answer = (await response.json()) as { message: string; sendId: number };
    expect(answer.message).toMatch(/535/);
    expect(smtp.messages.length).toBe(before);
    const [row] = await t.deps.db.select().from(emailSends).where(eq(emailSends.id, answer.sendId));
    expect(row).toMatchObject({ kind: 'test', status: 'failed' });
    expect(row?.lastError).toMatch(/535/);
  });

  it('lists the failed send; once the password is fixed, Send again delivers it exactly once, however often it is pressed', async () => {
    // A test e-mail that failed: the password was wrong.
    const to = 'send-again@larchandlime.example';
    await useSmtp('wrong-password-1234');
    const refused = await post('/api/admin/test-email', { to });
    expect(refused.status).toBe(502);
    const { sendId } = (await refused.json()) as { sendId: number };
    const page = (await (await get('/api/admin/email-sends?status=failed')).json()) as ProblemSendPage;
    const failed = page.sends.find((send) => send.id === sendId);
    expect(failed).toMatchObject({ status: 'failed', kind: 'test', to, retryable: true });
    expect(failed?.error).toMatch(/535/);
    expect(arrivedFor(to)).toHaveLength(0);

    await useSmtp();
    // Pressed twice at once: one press queues it, the other is refused.
    const [retried, again] = await Promise.all([
      post(`/api/admin/email-sends/${sendId}/retry`, {}),
      post(`/api/admin/email-sends/${sendId}/retry`, {}),
    ]);
    expect([retried.status, again.status].sort()).toEqual([200, 409]);
    await expect.poll(() => arrivedFor(to).length, { timeout: 15_000, interval: 50 }).toBeGreaterThan(0);
    // The first arrival is not the end: a second one (another job, a sent message retried) would
    // come after it. Counted once nothing is left in the queue that could still deliver it.
    await untilQueueIdle(t.deps.db);
    expect(arrivedFor(to)).toHaveLength(1);
    const [row] = await t.deps.db.select().from(emailSends).where(eq(emailSends.id, sendId));
    if (!row) throw new Error('the retried send is gone');
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(arrivedFor(to)[0]?.parsed.subject).toBe(row.subject);
    // The audit log names the send by number, never by what it says (D25: every role reads it).
    const audited = await t.deps.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'email_send'), eq(auditEvents.entityId, String(sendId))));
    expect(audited.map((event) => [event.action, event.summary])).toEqual([['content.update', `#${sendId}`]]);
    // A sent row is not failed any more: refused, and nothing moves.
    const third = await post(`/api/admin/email-sends/${sendId}/retry`, {});
    expect(third.status).toBe(409);
    await untilQueueIdle(t.deps.db);
    expect((await t.deps.db.select().from(emailSends).where(eq(emailSends.id, sendId)))[0]).toEqual(row);
    expect(arrivedFor(to)).toHaveLength(1);
  });

  it('limits test e-mails to 30 an hour per client (429), sending and storing nothing more', async () => {
    await useSmtp();
    const from = { Cookie: cookies.admin, 'X-Forwarded-For': '203.0.113.30' };
    for (let i = 0; i < 30; i++) {
      const response = await t.request(
        '/api/admin/test-email',
        jsonWrite('POST', { to: `burst${i}@example.com` }, from),
      );
      expect(response.status, `send ${i + 1}`).toBe(200);
    }
    const before = { sends: await sendsCount(), delivered: smtp.messages.length };
    const refused = await t.request('/api/admin/test-email', jsonWrite('POST', { to: 'burst30@example.com' }, from));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect({ sends: await sendsCount(), delivered: smtp.messages.length }).toEqual(before);
    // Another client is not held back.
    const other = await t.request(
      '/api/admin/test-email',
      jsonWrite('POST', { to: 'other@example.com' }, { Cookie: cookies.admin, 'X-Forwarded-For': '203.0.113.31' }),
    );
    expect(other.status).toBe(200);
  });

  it('offers no Send again for a step that was never written, and refuses it', async () => {
    const [unwritten] = await t.deps.db
      .insert(emailSends)
      .values({
        kind: 'sequence',
        idempotencyKey: `sequence:unwritten:${randomUUID()}`,
        toAddress: 'lead@example.com',
        subject: '{{firstName}}',
        htmlBody: '',
        textBody: '',
        status: 'failed',
        lastError: 'not written: the subject is empty for this lead',
      })
      .returning();
    if (!unwritten) throw new Error('insert failed');
    const page = (await (await get('/api/admin/email-sends?status=failed&pageSize=100')).json()) as ProblemSendPage;
    expect(page.sends.find((send) => send.id === unwritten.id)).toMatchObject({ retryable: false });
    expect(page.sends.filter((send) => send.id !== unwritten.id).every((send) => send.retryable)).toBe(true);
    const response = await post(`/api/admin/email-sends/${unwritten.id}/retry`, {});
    expect(response.status).toBe(409);
    const nothing = (await response.json()) as ApiErrorBody;
    expect(nothing.code).toBe('email_nothing_to_retry');
    expect(nothing.message).toMatch(/no message to send again/);
    expect((await t.deps.db.select().from(emailSends).where(eq(emailSends.id, unwritten.id)))[0]).toEqual(unwritten);
  });

  it('refuses to send again a send whose outcome is unknown, and a send that does not exist', async () => {
    const [unknown] = await t.deps.db
      .insert(emailSends)
      .values({
        kind: 'notification',
        idempotencyKey: `notify:${randomUUID()}`,
        toAddress: 'studio@larchandlime.example',
        subject: 'New enquiry',
        htmlBody: '<p>x</p>',
        textBody: 'x',
        status: 'unknown',
        attempts: 1,
        lastError: 'SendGrid: no answer (timeout); the message may have been accepted',
      })
      .returning();
    if (!unknown) throw new Error('insert failed');
    const response = await post(`/api/admin/email-sends/${unknown.id}/retry`, {});
    expect(response.status).toBe(409);
    const unknownOutcome = (await response.json()) as ApiErrorBody;
    expect(unknownOutcome.code).toBe('email_unknown_not_retried');
    expect(unknownOutcome.message).toMatch(/may already have arrived/);
    expect((await t.deps.db.select().from(emailSends).where(eq(emailSends.id, unknown.id)))[0]).toEqual(unknown);
    expect((await post('/api/admin/email-sends/99999999/retry', {})).status).toBe(404);
    expect((await post('/api/admin/email-sends/abc/retry', {})).status).toBe(404);

    const page = (await (await get('/api/admin/email-sends')).json()) as ProblemSendPage;
    expect(page.sends[0]).toMatchObject({ id: unknown.id, status: 'unknown', kind: 'notification' });
    expect(page.sends.every((send) => send.status === 'failed' || send.status === 'unknown')).toBe(true);
    const unknownOnly = (await (await get('/api/admin/email-sends?status=unknown')).json()) as ProblemSendPage;
    expect(unknownOnly.sends.map((send) => send.id)).toEqual([unknown.id]);
    const paged = (await (await get('/api/admin/email-sends?pageSize=1&page=2')).json()) as ProblemSendPage;
    expect(paged).toMatchObject({ page: 2, pageSize: 1, total: page.total });
    expect(paged.sends).toHaveLength(page.total >= 2 ? 1 : 0);
    expect((await get('/api/admin/email-sends?status=sent')).status).toBe(400);
    expect((await get('/api/admin/email-sends?sort=x')).status).toBe(400);
  });
});

describe('Resend and SendGrid, through local fakes of their APIs', () => {
  it('Resend: the check calls GET /domains with the key; the test goes to POST /emails', async () => {
    expect((await saveConfig({ emailService: 'resend', resendApiKey: RESEND_KEY })).status).toBe(200);
    expect((await status()).config.resendApiKey).toEqual({ set: true, last4: 'KEY9' });
    expect(await settingsDump()).not.toContain(RESEND_KEY);

    resend.reply = (request) =>
      request.path === '/domains' ? { status: 200, body: { object: 'list', data: [{ id: 'd1' }] } } : { status: 500 };
    let check = (await (await post('/api/admin/email-check', {})).json()) as EmailCheckResult;
    expect(check).toEqual({ ok: true, service: 'resend', message: 'Resend accepted the API key (1 domain).' });
    const call = resend.requests.at(-1);
    expect(call).toMatchObject({ method: 'GET', path: '/domains' });
    expect(call?.headers.authorization).toBe(`Bearer ${RESEND_KEY}`);

    resend.reply = () => ({
      status: 401,
      body: { statusCode: 401, name: 'restricted_api_key', message: 'This API key is restricted to only send emails' },
    });
    check = (await (await post('/api/admin/email-check', {})).json()) as EmailCheckResult;
    expect(check.ok).toBe(true);
    resend.reply = () => ({
      status: 403,
      body: { statusCode: 403, name: 'validation_error', message: 'API key is invalid' },
    });
    check = (await (await post('/api/admin/email-check', {})).json()) as EmailCheckResult;
    expect(check).toEqual({ ok: false, service: 'resend', message: 'Resend check failed (403): API key is invalid' });

    resend.reply = () => ({ status: 200, body: { id: 'resend-msg-1' } });
    const sent = await post('/api/admin/test-email', {});
    expect(sent.status).toBe(200);
    const email = resend.requests.at(-1);
    expect(email).toMatchObject({ method: 'POST', path: '/emails' });
    expect(email?.body).toMatchObject({
      to: ['studio@larchandlime.example'],
      subject: expect.stringMatching(/^Test email/),
    });
    expect(email?.headers['idempotency-key']).toMatch(/^test:/);

    resend.reply = () => ({
      status: 422,
      body: { statusCode: 422, name: 'validation_error', message: 'The from domain is not verified' },
    });
    const refused = await post('/api/admin/test-email', {});
    expect(refused.status).toBe(502);
    const refusal = (await refused.json()) as ApiErrorBody;
    expect(refusal.code).toBe('email_provider_refused');
    expect(refusal.message).toBe('Resend 422: validation_error: The from domain is not verified');
  });

  it('SendGrid: the check calls GET /v3/scopes and wants mail.send; the test goes to POST /v3/mail/send', async () => {
    // Resend was chosen before, its key stored.
    expect((await saveConfig({ emailService: 'resend', resendApiKey: RESEND_KEY })).status).toBe(200);
    expect((await saveConfig({ emailService: 'sendgrid', sendgridApiKey: SENDGRID_KEY })).status).toBe(200);
    // The Resend key stays stored (encrypted) while another service is chosen.
    expect((await status()).config.resendApiKey.set).toBe(true);

    sendgrid.reply = () => ({ status: 200, body: { scopes: ['mail.send', 'user.profile.read'] } });
    let check = (await (await post('/api/admin/email-check', {})).json()) as EmailCheckResult;
    expect(check).toEqual({
      ok: true,
      service: 'sendgrid',
      message: 'SendGrid accepted the API key (mail.send allowed).',
    });
    expect(sendgrid.requests.at(-1)).toMatchObject({ method: 'GET', path: '/v3/scopes' });
    expect(sendgrid.requests.at(-1)?.headers.authorization).toBe(`Bearer ${SENDGRID_KEY}`);

    sendgrid.reply = () => ({ status: 200, body: { scopes: ['user.profile.read'] } });
    check = (await (await post('/api/admin/email-check', {})).json()) as EmailCheckResult;
    expect(check.ok).toBe(false);
    expect(check.message).toMatch(/mail\.send/);
    sendgrid.reply = () => ({ status: 401, body: { errors: [{ field: null, message: 'authorization required' }] } });
    check = (await (await post('/api/admin/email-check', {})).json()) as EmailCheckResult;
    expect(check).toEqual({
      ok: false,
      service: 'sendgrid',
      message: 'SendGrid check failed (401): authorization required',
    });

    sendgrid.reply = () => ({ status: 202, headers: { 'X-Message-Id': 'sg-1' } });
    const sent = await post('/api/admin/test-email', {});
    expect(sent.status).toBe(200);
    expect(sendgrid.requests.at(-1)).toMatchObject({ method: 'POST', path: '/v3/mail/send' });
    const [row] = await t.deps.db
      .select()
      .from(emailSends)
      .where(and(eq(emailSends.kind, 'test'), eq(emailSends.providerMessageId, 'sg-1')));
    expect(row?.status).toBe('sent');
  });

  it('turns the production warning off once a real service is in force', async () => {
    const notices = async () => (await get('/api/admin/notices', cookies.viewer)).json();
    expect(await notices()).toEqual({ emailNotSending: true });
    expect((await saveConfig({ emailService: 'sendgrid', sendgridApiKey: SENDGRID_KEY })).status).toBe(200);
    expect(await notices()).toEqual({ emailNotSending: false });
  });
});

describe('environment variables override the stored settings (D13)', () => {
  let envApp: TestApp;
  let adminCookie: string;
  beforeAll(async () => {
    envApp = await createTestApp({
      emailEnv: { EMAIL_SERVICE: 'smtp', SMTP_HOST: '127.0.0.1', SMTP_PORT: smtp.port, SMTP_USER, SMTP_PASS },
    });
    adminCookie = await signInAs(envApp, 'admin');
  });
  afterAll(async () => {
    await envApp?.close();
  });

  it('reports the overridden fields and the values in force, the secret masked; a save cannot displace them', async () => {
    const read = async () =>
      (await (
        await envApp.request('/api/admin/email-status', { headers: { Cookie: adminCookie } })
      ).json()) as EmailStatusReport;
    let report = await read();
    expect(report.status).toBe('configured');
    expect(report.overriddenByEnv.sort()).toEqual(['emailPass', 'emailService', 'emailUser', 'smtpHost', 'smtpPort']);
    expect(report.config).toMatchObject({
      emailService: 'smtp',
      smtpHost: '127.0.0.1',
      smtpPort: smtp.port,
      emailUser: SMTP_USER,
      emailPass: { set: true, last4: 'wxyz' },
    });
    expect(JSON.stringify(report)).not.toContain(SMTP_PASS);
    expect(report.productionWithoutSending).toBe(false);

    // The stored choice says Resend; the environment's SMTP still wins, and the test goes by SMTP.
    const saved = await envApp.request(
      '/api/admin/email-config',
      jsonWrite('POST', { emailService: 'resend', resendApiKey: RESEND_KEY }, { Cookie: adminCookie }),
    );
    expect(saved.status).toBe(200);
    report = await read();
    expect(report.service).toBe('smtp');
    expect(report.config.emailService).toBe('smtp');
    // The form sends the environment's values back with the rest; none of them is stored, so
    // removing the variables later leaves no half SMTP setting (a user without its password).
    const echoed = await envApp.request(
      '/api/admin/email-config',
      jsonWrite(
        'POST',
        { emailService: 'smtp', smtpHost: '127.0.0.1', smtpPort: smtp.port, emailUser: SMTP_USER, fromAddress: '' },
        { Cookie: adminCookie },
      ),
    );
    expect(echoed.status).toBe(200);
    const [row] = await envApp.deps.db.select().from(emailSettings);
    expect(row).toMatchObject({ service: 'development', smtpHost: null, smtpPort: null, emailUser: null });
    expect(row?.emailPassEncrypted).toBeNull();
    const before = smtp.messages.length;
    const sent = await envApp.request(
      '/api/admin/test-email',
      jsonWrite('POST', { to: 'env@larchandlime.example' }, { Cookie: adminCookie }),
    );
    expect(sent.status).toBe(200);
    expect(smtp.messages.length).toBe(before + 1);
    expect(smtp.messages.at(-1)?.envelopeTo).toEqual(['env@larchandlime.example']);
  });
});

describe('an SMTP host on this machine or a private network, without SMTP_ALLOW_PRIVATE_HOSTS (SSRF)', () => {
  let closedApp: TestApp;
  let adminCookie: string;
  let dns: TestDnsServer;
  beforeAll(async () => {
    // The server's real resolver asks this test's DNS server (DNS_SERVERS), never the internet's.
    dns = await startTestDnsServer({
      'mail.studio-relay.example': { A: ['10.20.30.40'] },
      'relay.studio-relay.example': { A: ['127.0.0.1'] },
    });
    closedApp = await createTestApp({ config: { production: true }, emailEnv: { DNS_SERVERS: dns.server } });
    adminCookie = await signInAs(closedApp, 'admin');
  });
  afterAll(async () => {
    await closedApp?.close();
    await dns?.close();
  });
  beforeEach(async () => {
    await closedApp.deps.db.delete(emailSettings);
    await closedApp.deps.db.delete(emailSends);
    await closedApp.deps.db.delete(rateLimits);
  });
  const postAs = (path: string, body: unknown) =>
    closedApp.request(path, jsonWrite('POST', body, { Cookie: adminCookie }));
  const statusOf = async () =>
    (await (
      await closedApp.request('/api/admin/email-status', { headers: { Cookie: adminCookie } })
    ).json()) as EmailStatusReport;
  const rows = async () => closedApp.deps.db.select().from(emailSettings);
  const sendRows = async () => closedApp.deps.db.select().from(emailSends);
  const refusalText = (host: string) =>
    `The mail server ${host} is on this computer or the studio's own network. For safety, Email Setup only connects to mail servers on the internet. To send through a local relay, whoever runs the website's server sets SMTP_ALLOW_PRIVATE_HOSTS=true (or names the relay with SMTP_HOST) in its environment.`;

  it.each(['127.0.0.1', 'localhost', '10.0.0.5', '169.254.169.254', '[::1]', '192.168.1.1'])(
    'refuses to save %s, naming the field and the switch; nothing is stored',
    async (host) => {
      const before = await rows();
      const response = await postAs('/api/admin/email-config', smtpConfig({ smtpHost: host, smtpPort: smtp.port }));
      expect(response.status).toBe(400);
      const body = (await response.json()) as ApiErrorBody;
      // Not a fault: the rule, why, and what the server's operator sets for a local relay.
      expect(body.fieldErrors?.smtpHost).toEqual({
        code: 'smtp_host_private',
        message: refusalText(host),
        params: { host, variable: 'SMTP_ALLOW_PRIVATE_HOSTS', hostVariable: 'SMTP_HOST' },
      });
      expect(await rows()).toEqual(before);
    },
  );

  it('a public-looking name that resolves to a private address: saved, then refused after DNS by the status, Check Status and the test e-mail, which all say so', async () => {
    // A name is judged where it leads, not by its look: saving it asks no DNS.
    const saved = await postAs(
      '/api/admin/email-config',
      smtpConfig({ smtpHost: 'mail.studio-relay.example', smtpPort: smtp.port, emailUser: '' }),
    );
    expect(saved.status).toBe(200);
    const host = 'mail.studio-relay.example (10.20.30.40)';
    const expected = {
      code: 'smtp_host_private',
      message: refusalText(host),
      params: { host, variable: 'SMTP_ALLOW_PRIVATE_HOSTS', hostVariable: 'SMTP_HOST' },
    };
    // The status line does not say "Active" for a server nothing may reach.
    const report = (await saved.json()) as EmailStatusReport;
    expect(report).toMatchObject({ status: 'error', service: 'smtp', message: refusalText(host), problem: expected });
    expect(await statusOf()).toMatchObject({ status: 'error', problem: expected });

    const connectionsBefore = smtp.connections;
    const check = (await (await postAs('/api/admin/email-check', {})).json()) as EmailCheckResult;
    expect(check).toEqual({ ok: false, service: 'smtp', message: refusalText(host), problem: expected });

    const test = await postAs('/api/admin/test-email', { to: 'designer@larchandlime.example' });
    expect(test.status).toBe(502);
    const answer = (await test.json()) as ApiErrorBody & { status: string; sendId: number };
    expect(answer).toMatchObject({ ...expected, status: 'failed' });
    // Recorded as the failed test it is: never counted as sent.
    expect(await sendRows()).toEqual([
      expect.objectContaining({ id: answer.sendId, kind: 'test', status: 'failed', sentAt: null }),
    ]);
    expect(smtp.connections).toBe(connectionsBefore);
    expect(dns.asked).toContain('A mail.studio-relay.example');
  });

  it('a private host stored while it was allowed: the status says so; Check Status and the test e-mail never reach it', async () => {
    // As after the operator removed the switch: the row holds a host the server may no longer reach.
    await closedApp.deps.db
      .insert(emailSettings)
      .values({ id: 1, service: 'smtp', smtpHost: '127.0.0.1', smtpPort: smtp.port, updatedAt: new Date() });
    const report = await statusOf();
    expect(report).toMatchObject({ status: 'error', service: 'smtp', message: refusalText('127.0.0.1') });
    const connectionsBefore = smtp.connections;
    const check = (await (await postAs('/api/admin/email-check', {})).json()) as EmailCheckResult;
    expect(check).toMatchObject({ ok: false, message: refusalText('127.0.0.1') });
    expect(check.problem?.code).toBe('smtp_host_private');
    const sent = await postAs('/api/admin/test-email', { to: 'designer@larchandlime.example' });
    expect(sent.status).toBe(502);
    expect((await sent.json()) as { code: string; status: string }).toMatchObject({
      code: 'smtp_host_private',
      status: 'failed',
    });
    expect(smtp.connections).toBe(connectionsBefore);
  });

  it('switches e-mail off from the screen even while the refused host is still in the form: development stored, nothing sent afterwards', async () => {
    await closedApp.deps.db
      .insert(emailSettings)
      .values({ id: 1, service: 'smtp', smtpHost: '127.0.0.1', smtpPort: smtp.port, updatedAt: new Date() });
    const off = await postAs(
      '/api/admin/email-config',
      smtpConfig({ emailService: 'development', smtpHost: '127.0.0.1', emailUser: '' }),
    );
    expect(off.status).toBe(200);
    expect((await rows())[0]).toMatchObject({ service: 'development' });
    const report = (await off.json()) as EmailStatusReport;
    expect(report).toMatchObject({
      status: 'development',
      service: 'development',
      message: 'Email is off (development mode): emails are only logged, nothing is sent.',
    });
    // A choice, not the absence of one: the form shows 'Off', the status line 'Development mode'.
    expect(report.config.emailService).toBe('development');

    const connectionsBefore = smtp.connections;
    // Nothing to check is not "Email service works".
    const check = (await (await postAs('/api/admin/email-check', {})).json()) as EmailCheckResult;
    expect(check).toMatchObject({ ok: false, service: 'development' });
    expect(check.message).toMatch(/^Email is off \(development mode\)/);
    // The test is recorded, and says it was not sent; the row is 'recorded', never 'sent'.
    const test = await postAs('/api/admin/test-email', { to: 'designer@larchandlime.example' });
    expect(test.status).toBe(200);
    expect(await test.json()).toMatchObject({
      status: 'recorded',
      message: 'Development mode: the test email to designer@larchandlime.example was recorded, not sent.',
    });
    expect((await sendRows()).map((row) => row.status)).toEqual(['recorded']);
    expect(smtp.connections).toBe(connectionsBefore);
  });
});

describe('a row sealed under another APP_SECRET', () => {
  it('reports status error with the reason instead of failing, and the test e-mail is refused cleanly', async () => {
    expect((await saveConfig(smtpConfig({ emailPass: SMTP_PASS }))).status).toBe(200);
    const row = await settingsRow();
    const garbled = `${row?.emailPassEncrypted?.slice(0, -4)}AAAA`;
    await t.deps.db.update(emailSettings).set({ emailPassEncrypted: garbled });
    const report = await status();
    expect(report.status).toBe('error');
    expect(report.message).toMatch(/cannot be decrypted/);
    expect(report.config.emailPass.set).toBe(true);
    expect(await (await get('/api/admin/notices', cookies.viewer)).json()).toEqual({ emailNotSending: true });
    const check = (await (await post('/api/admin/email-check', {})).json()) as EmailCheckResult;
    expect(check.ok).toBe(false);
    const sends = await sendsCount();
    const test = await post('/api/admin/test-email', {});
    expect(test.status).toBe(409);
    const unusable = (await test.json()) as ApiErrorBody;
    expect(unusable.code).toBe('email_settings_unusable');
    expect(unusable.message).toMatch(/^The email settings cannot be used/);
    expect(await sendsCount()).toBe(sends);
    // Typing the password again repairs it.
    expect((await saveConfig(smtpConfig({ emailPass: SMTP_PASS }))).status).toBe(200);
    expect((await status()).status).toBe('configured');
  });

  it("stops nothing when the unreadable secret is another service's", async () => {
    expect((await saveConfig(smtpConfig({ emailPass: SMTP_PASS, sendgridApiKey: SENDGRID_KEY }))).status).toBe(200);
    const row = await settingsRow();
    await t.deps.db
      .update(emailSettings)
      .set({ sendgridApiKeyEncrypted: `${row?.sendgridApiKeyEncrypted?.slice(0, -4)}AAAA` });
    const report = await status();
    expect(report.status).toBe('configured');
    expect(report.config.sendgridApiKey).toEqual({ set: true, last4: null });
    expect((await post('/api/admin/test-email', {})).status).toBe(200);
    expect((await saveConfig(smtpConfig({ smtpSecure: false }))).status).toBe(200);
  });
});
