import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EmailDomainReport } from '#shared/api/email-domain.ts';
import type { ApiErrorBody } from '#shared/api/errors.ts';
import type { DomainRecordCheck } from '#shared/email/email-events.ts';
import { createUserDirect, signInAs } from '../../../../tests/support/admin-session.ts';
import { createTestApp, jsonWrite, type TestApp } from '../../../../tests/support/test-app.ts';
import { auditEvents, emailDomainCheck, emailSends, emailSettings, users } from '../../db/schema/index.ts';
import { verifyDkimSignature } from '../dkim/testing/verify-dkim.ts';
import { boxFor } from '../email-settings.service.ts';
import { type CapturedMail, type SmtpCapture, startSmtpCapture } from '../testing/smtp-capture.ts';
import { untilQueueIdle } from '../testing/until-queue-idle.ts';
import { createTxtLookup } from './dns-resolver.ts';
import { DOMAIN_CHECK_JOB } from './domain-check-job.ts';
import { runDailyDomainCheck } from './email-domain.service.ts';
import { startTestDnsServer, type TestDnsServer } from './testing/dns-server.ts';

const DOMAIN = 'larchandlime.example';
const APP_SECRET = 'test-app-secret-that-is-at-least-32-characters';

let t: TestApp;
let smtp: SmtpCapture;
let dns: TestDnsServer;
let admin: string;
let editor: string;
const START = new Date('2026-03-02T05:37:00Z');
let now = START;
const adminEmails: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpCapture();
  dns = await startTestDnsServer();
  t = await createTestApp({
    clock: () => now,
    // The operator's SMTP relay on this machine, and the test's DNS server: nothing leaves it.
    emailEnv: {
      EMAIL_SERVICE: 'smtp',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: smtp.port,
      SMTP_SECURE: 'false',
      EMAIL_FROM: `Larch & Lime <hello@${DOMAIN}>`,
      DNS_SERVERS: dns.address,
    },
  });
  admin = await signInAs(t, 'admin');
  editor = await signInAs(t, 'editor');
  // Who hears about a broken record: the active admins with an address, nobody else.
  const second = await createUserDirect(t.deps.db, { role: 'admin' });
  const gone = await createUserDirect(t.deps.db, { role: 'admin', active: false });
  const anEditor = await createUserDirect(t.deps.db, { role: 'editor' });
  await t.deps.db.update(users).set({ email: 'owner@studio.example' }).where(eq(users.id, second.id));
  await t.deps.db.update(users).set({ email: 'former@studio.example' }).where(eq(users.id, gone.id));
  await t.deps.db.update(users).set({ email: 'editor@studio.example' }).where(eq(users.id, anEditor.id));
  const active = await t.deps.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.active, true)));
  for (const row of active) if (row.email) adminEmails.push(row.email);
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await dns?.close();
});

beforeEach(async () => {
  // Back to the day the sessions were made (a test that moves days ahead would end them).
  now = START;
  await t.deps.db.delete(emailSettings);
  await t.deps.db.delete(emailDomainCheck);
  await t.deps.db.delete(emailSends);
  dns.zone.clear();
  dns.failing.clear();
  smtp.messages.length = 0;
});

const get = (path: string, cookie = admin) => t.request(path, { headers: { Cookie: cookie } });
const send = (method: string, path: string, body?: unknown, cookie = admin) =>
  t.request(
    path,
    body === undefined
      ? { method, headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' } }
      : jsonWrite(method, body, { Cookie: cookie }),
  );
const report = async () => (await (await get('/api/admin/email-domain')).json()) as EmailDomainReport;
const generate = async (body: unknown) => {
  const response = await send('POST', '/api/admin/email-domain/dkim', body);
  expect(response.status).toBe(200);
  return (await response.json()) as EmailDomainReport;
};
const settingsRow = async () => (await t.deps.db.select().from(emailSettings))[0] ?? null;
const checkRow = async () => (await t.deps.db.select().from(emailDomainCheck))[0] ?? null;

/** Email Setup's 'Send Test Email', and the message as the SMTP server received it. */
async function testEmail() {
  const before = smtp.messages.length;
  const response = await send('POST', '/api/admin/test-email', { to: 'jane@example.com' });
  expect(response.status).toBe(200);
  const mail = smtp.messages[before];
  if (!mail) throw new Error('the test e-mail did not arrive');
  return mail;
}
const signed = (mail: CapturedMail) => mail.parsed.headerLines.some((line) => line.key === 'dkim-signature');
const publicKeyOf = (report: EmailDomainReport) => report.dkim?.record.value.replace(/^v=DKIM1; k=rsa; p=/, '') ?? '';

describe('the DKIM key (Email Setup, issue 28)', () => {
  it('offers the From’s domain and the atelier selector; with no key nothing is signed', async () => {
    const first = await report();
    expect(first).toMatchObject({
      service: 'smtp',
      fromDomain: DOMAIN,
      dkim: null,
      check: null,
      defaults: { domain: DOMAIN, selector: 'atelier' },
    });
    expect(signed(await testEmail())).toBe(false);
  });

  it('refuses a selector or domain that is not a DNS name, storing nothing', async () => {
    for (const [body, code] of [
      [{ domain: DOMAIN, selector: 'my_key!' }, 'dkim_selector_invalid'],
      [{ domain: 'not a domain', selector: 'atelier' }, 'sending_domain_invalid'],
      [{ domain: 'localhost', selector: 'atelier' }, 'sending_domain_invalid'],
      [{ domain: DOMAIN }, 'required'],
      [{ domain: DOMAIN, selector: 'atelier', privateKey: 'mine' }, 'unknown_field'],
    ] as const) {
      const response = await send('POST', '/api/admin/email-domain/dkim', body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as ApiErrorBody).code).toBe(code);
    }
    expect(await settingsRow()).toBeNull();
    expect(
      (await send('POST', '/api/admin/email-domain/dkim', { domain: DOMAIN, selector: 'atelier' }, editor)).status,
    ).toBe(403);
    expect(await settingsRow()).toBeNull();
  });

  it('generates a 2048-bit key: the exact record to publish, the private key sealed, and SMTP sends that verify', async () => {
    const answer = await generate({ domain: ` ${DOMAIN.toUpperCase()}. `, selector: 'Atelier' });
    const row = await settingsRow();
    expect(answer.dkim).toEqual({
      domain: DOMAIN,
      selector: 'atelier',
      record: { name: `atelier._domainkey.${DOMAIN}`, value: `v=DKIM1; k=rsa; p=${row?.dkimPublicKey}` },
      signing: 'active',
    });
    // Sealed like the other secrets: nothing of the key in clear, and it opens with APP_SECRET.
    expect(row?.dkimPrivateKeyEncrypted).toMatch(/^v1:/);
    expect(row?.dkimPrivateKeyEncrypted).not.toContain('PRIVATE KEY');
    expect(boxFor(APP_SECRET).open(row?.dkimPrivateKeyEncrypted ?? '')).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    // The outgoing form's columns are not the section's to write.
    expect(row?.service).toBe('development');
    const [audit] = await t.deps.db
      .select()
      .from(auditEvents)
      .where(like(auditEvents.summary, 'DKIM key for atelier._domainkey.%'));
    expect(audit?.data).toMatchObject({ changed: ['dkim'], replaced: false });
    expect(JSON.stringify(audit?.data)).not.toContain('PRIVATE');

    const mail = await testEmail();
    expect(verifyDkimSignature(mail.raw, publicKeyOf(answer))).toMatchObject({ domain: DOMAIN, selector: 'atelier' });

    // Regenerate: a new key signs from the next message on; the old record no longer verifies it.
    const again = await generate({ domain: DOMAIN, selector: 'atelier' });
    expect(publicKeyOf(again)).not.toBe(publicKeyOf(answer));
    const next = await testEmail();
    expect(verifyDkimSignature(next.raw, publicKeyOf(again)).domain).toBe(DOMAIN);
    expect(() => verifyDkimSignature(next.raw, publicKeyOf(answer))).toThrow(/does not verify/);

    // Remove: unsigned again, all four columns cleared, and removing nothing changes nothing.
    const removed = (await (await send('DELETE', '/api/admin/email-domain/dkim')).json()) as EmailDomainReport;
    expect(removed.dkim).toBeNull();
    expect(await settingsRow()).toMatchObject({
      dkimDomain: null,
      dkimSelector: null,
      dkimPrivateKeyEncrypted: null,
      dkimPublicKey: null,
    });
    expect(signed(await testEmail())).toBe(false);
    const audits = async () =>
      (await t.deps.db.select().from(auditEvents).where(like(auditEvents.summary, 'DKIM key removed%'))).length;
    const removals = await audits();
    expect((await send('DELETE', '/api/admin/email-domain/dkim')).status).toBe(200);
    expect(await audits()).toBe(removals);
  });

  it('signs nothing while the From is at another domain, and says so', async () => {
    const answer = await generate({ domain: 'other-studio.example', selector: 'atelier' });
    expect(answer.dkim?.signing).toBe('other_domain');
    expect(signed(await testEmail())).toBe(false);
  });

  it('says the key cannot be used when it was sealed under another APP_SECRET, and sends unsigned', async () => {
    await generate({ domain: DOMAIN, selector: 'atelier' });
    await t.deps.db
      .update(emailSettings)
      .set({ dkimPrivateKeyEncrypted: boxFor('another-app-secret-of-at-least-32-characters').seal('pem') });
    expect((await report()).dkim?.signing).toBe('unreadable');
    // Mail still goes out (unsigned) rather than waiting on a key nobody can open.
    expect(signed(await testEmail())).toBe(false);
  });
});

/** The records of a healthy domain for the key in force. */
async function publishHealthy(publicKey: string) {
  dns.publish(DOMAIN, 'v=spf1 include:_spf.mailhost.example ~all', 'google-site-verification=abc');
  dns.publish(`atelier._domainkey.${DOMAIN}`, `v=DKIM1; k=rsa; p=${publicKey}`);
  dns.publish(`_dmarc.${DOMAIN}`, 'v=DMARC1; p=quarantine; rua=mailto:dmarc@larchandlime.example');
}
const check = async (domain = DOMAIN) => send('POST', '/api/admin/email-domain/check', { domain });
const states = (records: DomainRecordCheck[] | undefined) =>
  Object.fromEntries((records ?? []).map((r) => [r.kind, r.state]));
const recordOf = (body: EmailDomainReport, kind: DomainRecordCheck['kind']) =>
  body.check?.records.find((r) => r.kind === kind);

describe('the domain check (issue 28)', () => {
  it('asks the DNS server DNS_SERVERS names, never another', async () => {
    expect(createTxtLookup(t.deps.email.env.DNS_SERVERS).servers).toEqual([dns.address]);
    const key = publicKeyOf(await generate({ domain: DOMAIN, selector: 'atelier' }));
    await publishHealthy(key);
    const asked = dns.queries.length;
    const response = await check();
    expect(response.status).toBe(200);
    expect(dns.queries.slice(asked).sort()).toEqual(
      [DOMAIN, `_dmarc.${DOMAIN}`, `atelier._domainkey.${DOMAIN}`].sort(),
    );
  });

  it('finds SPF, DKIM (the key split into 255-character strings) and DMARC, and keeps the result', async () => {
    const key = publicKeyOf(await generate({ domain: DOMAIN, selector: 'atelier' }));
    await publishHealthy(key);
    expect(dns.zone.get(`atelier._domainkey.${DOMAIN}`)?.[0]?.length).toBeGreaterThan(1);
    const body = (await (await check()).json()) as EmailDomainReport;
    expect(states(body.check?.records)).toEqual({ spf: 'found', dkim: 'found', dmarc: 'found' });
    expect(body.check).toMatchObject({ domain: DOMAIN, checkedAt: now.toISOString() });
    expect(recordOf(body, 'dkim')).toMatchObject({ name: `atelier._domainkey.${DOMAIN}`, expected: null });
    expect((await checkRow())?.records).toEqual(body.check?.records);
  });

  it('says what is missing, with the record to add', async () => {
    const key = publicKeyOf(await generate({ domain: DOMAIN, selector: 'atelier' }));
    dns.publish(DOMAIN, 'google-site-verification=abc');
    const body = (await (await check()).json()) as EmailDomainReport;
    expect(states(body.check?.records)).toEqual({ spf: 'missing', dkim: 'missing', dmarc: 'missing' });
    expect(recordOf(body, 'spf')?.expected).toMatch(/^v=spf1 include:.* ~all$/);
    expect(recordOf(body, 'dkim')).toMatchObject({
      name: `atelier._domainkey.${DOMAIN}`,
      expected: `v=DKIM1; k=rsa; p=${key}`,
    });
    expect(recordOf(body, 'dmarc')).toMatchObject({ name: `_dmarc.${DOMAIN}`, expected: 'v=DMARC1; p=none' });
  });

  it('says what is wrong: two SPF records, another DKIM key, a DMARC record without a policy or twice', async () => {
    const key = publicKeyOf(await generate({ domain: DOMAIN, selector: 'atelier' }));
    await publishHealthy(key);
    dns.publish(DOMAIN, 'v=spf1 include:_spf.mailhost.example ~all', 'v=spf1 mx -all');
    dns.publish(`atelier._domainkey.${DOMAIN}`, 'v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAold');
    dns.publish(`_dmarc.${DOMAIN}`, 'v=DMARC1; rua=mailto:dmarc@larchandlime.example');
    let body = (await (await check()).json()) as EmailDomainReport;
    expect(states(body.check?.records)).toEqual({ spf: 'wrong', dkim: 'wrong', dmarc: 'wrong' });
    expect(recordOf(body, 'dkim')?.expected).toBe(`v=DKIM1; k=rsa; p=${key}`);
    dns.publish(`_dmarc.${DOMAIN}`, 'v=DMARC1; p=none', 'v=DMARC1; p=reject');
    body = (await (await check()).json()) as EmailDomainReport;
    expect(recordOf(body, 'dmarc')?.state).toBe('wrong');
  });

  it('judges SPF by the provider in use: Resend’s on send.<domain> including amazonses.com', async () => {
    await t.deps.db.insert(emailSettings).values({ id: 1, service: 'resend' });
    const resend = await createTestApp({
      handle: t.handle,
      clock: () => now,
      emailEnv: {
        EMAIL_SERVICE: 'resend',
        RESEND_API_KEY: 're_test_key',
        EMAIL_FROM: `hello@${DOMAIN}`,
        DNS_SERVERS: dns.address,
      },
    });
    try {
      const cookie = await signInAs(resend, 'admin');
      const checkResend = async () => {
        const response = await resend.request(
          '/api/admin/email-domain/check',
          jsonWrite('POST', { domain: DOMAIN }, { Cookie: cookie }),
        );
        return ((await response.json()) as EmailDomainReport).check?.records.find((r) => r.kind === 'spf');
      };
      dns.publish(DOMAIN, 'v=spf1 mx ~all');
      expect(await checkResend()).toMatchObject({
        state: 'missing',
        name: `send.${DOMAIN}`,
        expected: 'v=spf1 include:amazonses.com ~all',
      });
      dns.publish(`send.${DOMAIN}`, 'v=spf1 mx ~all');
      expect(await checkResend()).toMatchObject({ state: 'wrong', expected: 'v=spf1 mx include:amazonses.com ~all' });
      dns.publish(`send.${DOMAIN}`, 'v=spf1 include:amazonses.com ~all');
      expect((await checkResend())?.state).toBe('found');
    } finally {
      await resend.close();
    }
  });

  it('refuses to judge when DNS does not answer (503), keeping the last result', async () => {
    const key = publicKeyOf(await generate({ domain: DOMAIN, selector: 'atelier' }));
    await publishHealthy(key);
    await check();
    const before = await checkRow();
    dns.failing.add(`_dmarc.${DOMAIN}`);
    now = new Date(now.getTime() + 60_000);
    const response = await check();
    expect(response.status).toBe(503);
    expect(((await response.json()) as ApiErrorBody).code).toBe('domain_check_failed');
    expect(await checkRow()).toEqual(before);
  });

  it('refuses a domain that is not one and editors, storing nothing', async () => {
    const response = await check('http://larchandlime.example');
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiErrorBody).code).toBe('sending_domain_invalid');
    expect((await send('POST', '/api/admin/email-domain/check', { domain: DOMAIN }, editor)).status).toBe(403);
    expect(await checkRow()).toBeNull();
  });
});

/** Runs the daily job through pg-boss, as its schedule would, and waits for it and what it queued. */
async function runDailyJob() {
  const boss = t.boss;
  if (!boss) throw new Error('no queue');
  const id = await boss.send(DOMAIN_CHECK_JOB, {});
  await expect
    .poll(
      async () => {
        const result = (await t.deps.db.execute(
          sql`select state from pgboss.job where id = ${id}::uuid`,
        )) as unknown as { rows: { state: string }[] };
        return result.rows[0]?.state;
      },
      { timeout: 20_000, interval: 100 },
    )
    .toBe('completed');
  await untilQueueIdle(t.deps.db);
}
/** The daily job's body, as the queue runs it (runDailyJob goes through pg-boss itself; polling makes that slower). */
const runDaily = () => runDailyDomainCheck(t.deps);
const alertsSent = () =>
  smtp.messages.filter((mail) => /stopped checking out/.test(mail.parsed.subject ?? '')).map((m) => m.envelopeTo[0]);
/** The alerts recorded (queued or sent), by recipient. */
const alertsRecorded = async () =>
  (await t.deps.db.select().from(emailSends).where(like(emailSends.idempotencyKey, 'domain-alert:%'))).map(
    (row) => row.toAddress,
  );
const nextDay = () => {
  now = new Date(now.getTime() + 24 * 60 * 60 * 1000);
};

describe('the daily domain check (issue 28)', () => {
  it('does nothing until the domain was checked once (no DNS asked)', async () => {
    const asked = dns.queries.length;
    await runDailyJob();
    expect(dns.queries.length).toBe(asked);
    expect(await checkRow()).toBeNull();
  });

  it('tells the active admins once when a record that was found breaks, and again after a fix and a new break', async () => {
    const key = publicKeyOf(await generate({ domain: DOMAIN, selector: 'atelier' }));
    await publishHealthy(key);
    await check();

    // Day 1: the DKIM record disappears (a DNS host migration lost it).
    nextDay();
    dns.zone.delete(`atelier._domainkey.${DOMAIN}`);
    await runDailyJob();
    expect(states((await checkRow())?.records)).toEqual({ spf: 'found', dkim: 'missing', dmarc: 'found' });
    expect((await checkRow())?.alerted).toEqual(['dkim']);
    expect(alertsSent().sort()).toEqual([...adminEmails].sort());
    expect(alertsSent()).not.toContain('former@studio.example');
    expect(alertsSent()).not.toContain('editor@studio.example');
    const [alert] = smtp.messages.filter((mail) => /stopped checking out/.test(mail.parsed.subject ?? ''));
    expect(alert?.parsed.subject).toBe(`${DOMAIN}: the DKIM record stopped checking out`);
    expect(alert?.parsed.text).toContain(`Publish: v=DKIM1; k=rsa; p=${key}`);

    // Days 2 and 3: still missing, nothing more; so is a repeat of the same day's run.
    nextDay();
    await runDaily();
    await runDaily();
    nextDay();
    await runDaily();
    expect(await alertsRecorded()).toHaveLength(adminEmails.length);

    // Day 4: fixed, which clears what was told; day 5 it breaks again (now wrong): told again.
    nextDay();
    dns.publish(`atelier._domainkey.${DOMAIN}`, `v=DKIM1; k=rsa; p=${key}`);
    await runDaily();
    expect((await checkRow())?.alerted).toEqual([]);
    expect(await alertsRecorded()).toHaveLength(adminEmails.length);
    nextDay();
    dns.publish(`atelier._domainkey.${DOMAIN}`, 'v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAold');
    await runDaily();
    expect(await alertsRecorded()).toHaveLength(2 * adminEmails.length);
    expect((await checkRow())?.alerted).toEqual(['dkim']);
    const rows = await t.deps.db.select().from(emailSends).where(like(emailSends.idempotencyKey, 'domain-alert:%'));
    expect(rows.every((row) => row.kind === 'notification')).toBe(true);
  });

  it('does not tell anyone about a record that was never right', async () => {
    await generate({ domain: DOMAIN, selector: 'atelier' });
    dns.publish(DOMAIN, 'v=spf1 mx ~all');
    await check();
    nextDay();
    await runDaily();
    expect(states((await checkRow())?.records)).toMatchObject({ dkim: 'missing', dmarc: 'missing' });
    expect(await alertsRecorded()).toEqual([]);
  });
});
