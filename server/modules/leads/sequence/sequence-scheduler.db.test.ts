import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProcessEmailsResult } from '#shared/admin/email.ts';
import type { LeadDetail } from '#shared/admin/leads.ts';
import type { SendWindow } from '#shared/settings.ts';
import { createUserDirect, signInAs, type TestUser } from '../../../../tests/support/admin-session.ts';
import { type EmailTestRuntime, startEmailTestRuntime } from '../../../../tests/support/email-test-runtime.ts';
import { createTestApp, jsonWrite, type TestApp } from '../../../../tests/support/test-app.ts';
import { emailSends, emailTemplates, leads, siteSettings } from '../../../platform/db/schema/index.ts';
import { resolveEmailConfig } from '../../../platform/email/email-config.ts';
import { createConfiguredTransport, type ResolveEmailTransport } from '../../../platform/email/email-transport.ts';
import {
  type CapturedMail,
  rawHeader,
  type SmtpCapture,
  startSmtpCapture,
} from '../../../platform/email/testing/smtp-capture.ts';
import { untilQueueIdle } from '../../../platform/email/testing/until-queue-idle.ts';
import { getSiteSettings } from '../../studio/settings.service.ts';
import { updateLead } from '../lead-writes.ts';
import { recordLeadTouch } from '../leads.service.ts';
import { registerSequenceJobs, SEQUENCE_CRON, SEQUENCE_JOB } from './sequence-job.ts';
import { nextSteps } from './sequence-plan.ts';
import { runSequenceScheduler } from './sequence-scheduler.ts';

/**
 * The sequence scheduler end to end (D9, D10, D11, D26; SECURITY 13): steps rendered, queued and
 * delivered by the real pipeline to a real SMTP server, on a clock the test moves. The database
 * stamps enrolment and sends with its own clock, so the test's clock runs with the real time and
 * is only ever moved forward from there.
 */
const DAY = 86_400_000;
const EVERY_DAY: SendWindow['days'] = [0, 1, 2, 3, 4, 5, 6];
// The app's clock runs `ahead` of the real one; a test moves it forward, never back past the real time.
let ahead = 0;
const clock = () => new Date(Date.now() + ahead);
const setNow = (at: Date) => {
  ahead = Math.max(0, at.getTime() - Date.now());
};
const BOUNCING = 'gone@bounce.example';

let runtime: EmailTestRuntime;
let smtp: SmtpCapture;
let t: TestApp;
let editor: string;
let editorAccount: TestUser;

beforeAll(async () => {
  runtime = await startEmailTestRuntime();
  smtp = await startSmtpCapture({ refuseRecipient: (address) => (address === BOUNCING ? 550 : null) });
  runtime.setTransport(
    createConfiguredTransport(
      resolveEmailConfig({ EMAIL_SERVICE: 'smtp', SMTP_HOST: '127.0.0.1', SMTP_PORT: smtp.port }),
      () => {},
      getSiteSettings,
    ),
  );
  t = await createTestApp({ handle: runtime.handle, queue: runtime.boss, clock });
  editorAccount = await createUserDirect(t.deps.db, { role: 'editor' });
  editor = await signInAs(t, editorAccount);
});

afterAll(async () => {
  await t?.close();
  await runtime?.stop();
  await smtp?.close();
});

let templateIds: { welcome: number; ideas: number; checkIn: number };
beforeEach(async () => {
  // Each test starts at the real time with a fresh three-step sequence (D26's shape) and the window
  // open all week in UTC.
  ahead = 0;
  await runtime.db.delete(emailTemplates);
  const rows = await runtime.db
    .insert(emailTemplates)
    .values([
      {
        name: 'Welcome',
        subject: 'Welcome, {{firstName|there}}',
        htmlContent: '<p>Hello {{firstName|there}}, thank you for getting in touch.</p>',
        textContent: 'Hello {{firstName|there}}, thank you for getting in touch.',
        sequencePosition: 1,
        delayDays: 0,
      },
      {
        name: 'Ideas',
        subject: 'Ideas for {{projectType|your home}}',
        htmlContent: '<p>Three ideas for {{projectType|your home}}.</p>',
        textContent: '',
        sequencePosition: 2,
        delayDays: 3,
      },
      {
        name: 'Check in',
        subject: 'Checking in',
        htmlContent: '<p>How is it going?</p>',
        textContent: 'How is it going?',
        sequencePosition: 3,
        delayDays: 7,
      },
    ])
    .returning({ id: emailTemplates.id });
  const [welcome, ideas, checkIn] = rows.map((row) => row.id);
  if (!welcome || !ideas || !checkIn) throw new Error('templates not inserted');
  templateIds = { welcome, ideas, checkIn };
  await setSending('UTC', { days: EVERY_DAY, start: '00:00', end: '23:59' }, 'explicit');
});

afterEach(async () => {
  // Every lead a test made leaves the sequence, so the next test counts only its own.
  await runtime.db.update(leads).set({ status: 'converted', stage: 'won' }).where(eq(leads.status, 'active'));
});

async function setSending(timeZone: string, sendWindow: SendWindow, consentMode: 'explicit' | 'implied') {
  await runtime.db.update(siteSettings).set({ timeZone, sendWindow, consentMode }).where(eq(siteSettings.id, 1));
}

let unique = 0;
async function enrol(options: { consent?: boolean; email?: string; projectType?: string } = {}) {
  unique += 1;
  const email = options.email ?? `lead-${unique}@example.com`;
  const { leadId } = await recordLeadTouch(runtime.db, {
    source: 'contact',
    email,
    firstName: 'Ada',
    lastName: 'Park',
    consent: options.consent ?? true,
    projectType: options.projectType,
  });
  const [lead] = await runtime.db.select().from(leads).where(eq(leads.id, leadId));
  if (!lead) throw new Error('lead not recorded');
  return lead;
}

async function processPending(): Promise<ProcessEmailsResult> {
  let res = await t.request('/api/admin/process-emails', jsonWrite('POST', {}, { Cookie: editor }));
  if (res.status === 401) {
    // The clock moved past the session's idle expiry: sign in again, as the studio would.
    editor = await signInAs(t, editorAccount);
    res = await t.request('/api/admin/process-emails', jsonWrite('POST', {}, { Cookie: editor }));
  }
  expect(res.status).toBe(200);
  return (await res.json()) as ProcessEmailsResult;
}

const deliveredTo = (address: string): CapturedMail[] =>
  smtp.messages.filter((mail) => mail.envelopeTo.includes(address));
const subjectsTo = (address: string) => deliveredTo(address).map((mail) => mail.parsed.subject);

const sendsOf = (leadId: number) =>
  runtime.db.select().from(emailSends).where(eq(emailSends.leadId, leadId)).orderBy(asc(emailSends.id));

/** The lead's latest sequence send went out (or was attempted) at this moment. */
async function lastSendMoment(leadId: number): Promise<Date> {
  const sends = await sendsOf(leadId);
  const last = sends.at(-1);
  const moment = last?.sentAt ?? last?.claimedAt;
  if (!moment) throw new Error(`lead ${leadId} has no settled send`);
  return moment;
}

async function stepOneDelivered() {
  const lead = await enrol();
  expect((await processPending()).queued).toBe(1);
  await untilQueueIdle(runtime.db);
  expect(subjectsTo(lead.email)).toEqual(['Welcome, Ada']);
  return lead;
}

describe('step 1 (Immediate)', () => {
  it('arrives once, with one-click unsubscribe headers, a Message-ID and no header injected from the name', async () => {
    const lead = await enrol();
    // A name that tries to add a header (stored by an old import, say): it stays in the subject line.
    await runtime.db
      .update(leads)
      .set({ firstName: 'Ada\r\nBcc: thief@evil.example\r\nX-Injected: yes' })
      .where(eq(leads.id, lead.id));

    const first = await processPending();
    expect(first).toMatchObject({ queued: 1, waiting: 0, message: 'Processed 1 email.' });
    await untilQueueIdle(runtime.db);
    // Pressing again (or the next minute's run) sends nothing more.
    expect(await processPending()).toMatchObject({ queued: 0, message: 'Processed 0 emails.' });
    await untilQueueIdle(runtime.db);

    const mails = deliveredTo(lead.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails as [CapturedMail];
    expect(mail.envelopeTo).toEqual([lead.email]);
    expect(mail.parsed.subject).toBe('Welcome, Ada Bcc: thief@evil.example X-Injected: yes');
    expect(mail.parsed.headerLines.map((header) => header.key)).not.toContain('bcc');
    expect(mail.parsed.headerLines.map((header) => header.key)).not.toContain('x-injected');
    expect(smtp.messages.flatMap((m) => m.envelopeTo)).not.toContain('thief@evil.example');
    expect(rawHeader(mail, 'List-Unsubscribe')).toMatch(
      /^<http:\/\/localhost\/api\/unsubscribe\/one-click\?token=[A-Za-z0-9_-]+>$/,
    );
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.parsed.messageId).toMatch(/^<.+@.+>$/);
    expect(mail.parsed.text).toContain('/unsubscribe?token=');

    const sends = await sendsOf(lead.id);
    expect(sends).toHaveLength(1);
    expect(sends[0]).toMatchObject({
      kind: 'sequence',
      status: 'sent',
      templateId: templateIds.welcome,
      idempotencyKey: `sequence:lead:${lead.id}:template:${templateIds.welcome}`,
    });
  });

  it('is not sent to a lead who did not consent (D9), until the studio switches to implied consent', async () => {
    const before = await runtime.db.select({ n: count() }).from(emailSends);
    const unconsented = await enrol({ consent: false });
    expect(unconsented.enrolledAt).toBeNull();
    expect((await processPending()).queued).toBe(0);
    await untilQueueIdle(runtime.db);
    expect(deliveredTo(unconsented.email)).toHaveLength(0);
    expect(await runtime.db.select({ n: count() }).from(emailSends)).toEqual(before);

    await setSending('UTC', { days: EVERY_DAY, start: '00:00', end: '23:59' }, 'implied');
    const implied = await enrol({ consent: false });
    expect(implied.enrolledAt).not.toBeNull();
    expect((await processPending()).queued).toBe(1);
    await untilQueueIdle(runtime.db);
    expect(subjectsTo(implied.email)).toEqual(['Welcome, Ada']);
    expect(deliveredTo(unconsented.email)).toHaveLength(0);
  });
});

describe('later steps (D10, D26)', () => {
  it('step 2 waits its three days counted from step 1, then for the send window, and arrives once inside it', async () => {
    const lead = await stepOneDelivered();
    const due = new Date((await lastSendMoment(lead.id)).getTime() + 3 * DAY);
    // The window: 09:00–17:00 UTC on the day after the step falls due only.
    const nextDay = new Date(Date.UTC(due.getUTCFullYear(), due.getUTCMonth(), due.getUTCDate() + 1));
    await setSending('UTC', { days: [nextDay.getUTCDay() as 0], start: '09:00', end: '17:00' }, 'explicit');
    const opening = new Date(nextDay.getTime() + 9 * 3_600_000);

    setNow(new Date(due.getTime() - 60_000));
    expect(await processPending()).toMatchObject({ queued: 0, waiting: 0 });
    setNow(new Date(due.getTime() + 60_000));
    expect(await processPending()).toMatchObject({
      queued: 0,
      waiting: 1,
      message: 'Processed 0 emails. 1 waiting for the send window.',
    });
    setNow(new Date(opening.getTime() - 60_000));
    expect(await processPending()).toMatchObject({ queued: 0, waiting: 1 });
    await untilQueueIdle(runtime.db);
    expect(subjectsTo(lead.email)).toEqual(['Welcome, Ada']);

    // The lead page's plan says the same: due, held until the opening.
    const [templates, sends] = await Promise.all([runtime.db.select().from(emailTemplates), sendsOf(lead.id)]);
    const schedule = {
      timeZone: 'UTC',
      sendWindow: { days: [nextDay.getUTCDay() as 0], start: '09:00', end: '17:00' },
    };
    const [upcoming] = nextSteps(lead, templates, sends, schedule, clock());
    expect(upcoming).toMatchObject({ templateId: templateIds.ideas, reason: 'waiting-for-window', dueAt: opening });

    setNow(opening);
    expect(await processPending()).toMatchObject({ queued: 1, waiting: 0 });
    await untilQueueIdle(runtime.db);
    expect(await processPending()).toMatchObject({ queued: 0 });
    await untilQueueIdle(runtime.db);
    expect(subjectsTo(lead.email)).toEqual(['Welcome, Ada', 'Ideas for your home']);
  });

  it('passes over a template deactivated or deleted mid-sequence without losing the rest', async () => {
    const lead = await stepOneDelivered();
    const other = await stepOneDelivered();
    // Step 2 deactivated: step 3 becomes due 7 days after step 1.
    await runtime.db.update(emailTemplates).set({ active: false }).where(eq(emailTemplates.id, templateIds.ideas));
    setNow(new Date((await lastSendMoment(other.id)).getTime() + 3 * DAY + 60_000));
    expect((await processPending()).queued).toBe(0);
    setNow(new Date((await lastSendMoment(other.id)).getTime() + 7 * DAY + 60_000));
    expect((await processPending()).queued).toBe(2);
    await untilQueueIdle(runtime.db);
    expect(subjectsTo(lead.email)).toEqual(['Welcome, Ada', 'Checking in']);
    expect(subjectsTo(other.email)).toEqual(['Welcome, Ada', 'Checking in']);

    // Step 1 deleted once sent, and step 2 active again: it comes next for a lead not yet past it.
    const later = await stepOneDelivered();
    await runtime.db.delete(emailTemplates).where(eq(emailTemplates.id, templateIds.welcome));
    const [orphaned] = await sendsOf(later.id);
    expect(orphaned).toMatchObject({ templateId: null, status: 'sent' });
    await runtime.db.update(emailTemplates).set({ active: true }).where(eq(emailTemplates.id, templateIds.ideas));
    setNow(new Date((await lastSendMoment(later.id)).getTime() + 3 * DAY + 60_000));
    // `later` gets Ideas 3 days after its welcome, its only send. The first two never had it, but
    // they are past its place (they had Checking in, step 3): a step from behind is never sent back.
    expect((await processPending()).queued).toBe(1);
    await untilQueueIdle(runtime.db);
    expect(await processPending()).toMatchObject({ queued: 0 });
    await untilQueueIdle(runtime.db);
    expect(subjectsTo(later.email)).toEqual(['Welcome, Ada', 'Ideas for your home']);
    expect(subjectsTo(lead.email)).toEqual(['Welcome, Ada', 'Checking in']);
    expect(subjectsTo(other.email)).toEqual(['Welcome, Ada', 'Checking in']);
  });
});

describe('a step that cannot be written for a lead', () => {
  it('becomes one failed send with the reason (never tried again each minute), and the next step still comes', async () => {
    // A subject that is only a placeholder without a fallback: empty for a lead with no project type.
    await runtime.db
      .update(emailTemplates)
      .set({ subject: '{{projectType}}' })
      .where(eq(emailTemplates.id, templateIds.ideas));
    const lead = await stepOneDelivered();
    setNow(new Date((await lastSendMoment(lead.id)).getTime() + 3 * DAY + 60_000));
    expect(await processPending()).toMatchObject({ queued: 0, skipped: 1 });
    const [, unwritten] = await sendsOf(lead.id);
    expect(unwritten).toMatchObject({
      templateId: templateIds.ideas,
      status: 'failed',
      htmlBody: '',
      lastError: expect.stringMatching(/^not written: /),
    });
    // The next minute's run does not try it again.
    expect(await processPending()).toMatchObject({ queued: 0, skipped: 0 });
    expect(await sendsOf(lead.id)).toHaveLength(2);

    // Step 3 counts its 7 days from the failed step, and goes out.
    setNow(new Date((unwritten?.createdAt ?? new Date()).getTime() + 7 * DAY + 60_000));
    expect((await processPending()).queued).toBe(1);
    await untilQueueIdle(runtime.db);
    expect(subjectsTo(lead.email)).toEqual(['Welcome, Ada', 'Checking in']);
  });
});

describe('what stops a sequence', () => {
  const pastStepTwo = async (leadId: number) => {
    setNow(new Date((await lastSendMoment(leadId)).getTime() + 3 * DAY + 60_000));
  };

  it('a status other than active, at once: a step the worker takes in that moment is withdrawn, later ones never queued', async () => {
    const lead = await stepOneDelivered();
    await pastStepTwo(lead.id);
    // Step 2 is queued, and the lead is marked contacted in the same moment (committed together), so
    // the worker claims the row before anything could withdraw it and finds the lead not active.
    await runtime.db.transaction(async (tx) => {
      const run = await runSequenceScheduler({ ...t.deps, db: tx });
      expect(run.queued).toBe(1);
      await tx.update(leads).set({ status: 'contacted', stage: 'contacted' }).where(eq(leads.id, lead.id));
    });
    await untilQueueIdle(runtime.db);
    const sends = await sendsOf(lead.id);
    expect(sends.map((send) => [send.templateId, send.status])).toEqual([[templateIds.welcome, 'sent']]);
    setNow(new Date(clock().getTime() + 30 * DAY));
    expect((await processPending()).queued).toBe(0);
    await untilQueueIdle(runtime.db);
    expect(subjectsTo(lead.email)).toEqual(['Welcome, Ada']);
    expect(await sendsOf(lead.id)).toEqual(sends);
  });

  it.each([
    ['the status change withdraws it before the worker takes it', 'status change'],
    ['the worker takes it in the moment the status changes', 'worker'],
  ])(
    'set active again, the lead gets the step that was queued, once, and the rest on time (%s)',
    async (_, withdrawnBy) => {
      const lead = await stepOneDelivered();
      await pastStepTwo(lead.id);
      await runtime.db.transaction(async (tx) => {
        expect((await runSequenceScheduler({ ...t.deps, db: tx })).queued).toBe(1);
        if (withdrawnBy === 'worker') {
          await tx.update(leads).set({ status: 'contacted', stage: 'contacted' }).where(eq(leads.id, lead.id));
        } else {
          // The studio's PATCH, in the same transaction so no worker can see the row first.
          await updateLead({ ...t.deps, db: tx }, editorAccount, lead.id, { status: 'contacted' });
        }
      });
      await untilQueueIdle(runtime.db);
      expect((await sendsOf(lead.id)).map((send) => send.templateId)).toEqual([templateIds.welcome]);

      // The studio makes the lead active again: step 2 was due already, so it goes now. (The clock
      // stays put: the database stamps the send with the real time, see the top of this file.)
      editor = await signInAs(t, editorAccount); // the clock has moved days past the last sign-in
      const reactivated = await t.request(
        `/api/leads/${lead.id}`,
        jsonWrite('PATCH', { status: 'active' }, { Cookie: editor }),
      );
      expect(reactivated.status).toBe(200);
      expect((await processPending()).queued).toBe(1);
      await untilQueueIdle(runtime.db);
      expect((await processPending()).queued).toBe(0);
      await untilQueueIdle(runtime.db);
      expect(subjectsTo(lead.email)).toEqual(['Welcome, Ada', 'Ideas for your home']);

      // Step 3 counts its seven days from step 2's send, as ever.
      const stepTwoAt = await lastSendMoment(lead.id);
      setNow(new Date(stepTwoAt.getTime() + 7 * DAY - 60_000));
      expect((await processPending()).queued).toBe(0);
      setNow(new Date(stepTwoAt.getTime() + 7 * DAY + 60_000));
      expect((await processPending()).queued).toBe(1);
      await untilQueueIdle(runtime.db);
      expect(subjectsTo(lead.email)).toEqual(['Welcome, Ada', 'Ideas for your home', 'Checking in']);
      expect((await sendsOf(lead.id)).map((send) => [send.templateId, send.status])).toEqual([
        [templateIds.welcome, 'sent'],
        [templateIds.ideas, 'sent'],
        [templateIds.checkIn, 'sent'],
      ]);
    },
  );

  it("the lead's own one-click unsubscribe (the List-Unsubscribe link of step 1)", async () => {
    const lead = await stepOneDelivered();
    const [mail] = deliveredTo(lead.email) as [CapturedMail];
    const link = new URL((rawHeader(mail, 'List-Unsubscribe') ?? '').replace(/^<|>$/g, ''));
    const res = await t.request(`${link.pathname}${link.search}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    const [after] = await runtime.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(after?.status).toBe('unsubscribed');
    await pastStepTwo(lead.id);
    expect((await processPending()).queued).toBe(0);
    await untilQueueIdle(runtime.db);
    expect(subjectsTo(lead.email)).toEqual(['Welcome, Ada']);
    expect(await sendsOf(lead.id)).toHaveLength(1);
  });

  it('an unsubscribe is final: the studio setting the lead active again does not restart the sequence', async () => {
    const lead = await stepOneDelivered();
    const [mail] = deliveredTo(lead.email) as [CapturedMail];
    const link = new URL((rawHeader(mail, 'List-Unsubscribe') ?? '').replace(/^<|>$/g, ''));
    await t.request(`${link.pathname}${link.search}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    const reactivated = await t.request(
      `/api/leads/${lead.id}`,
      jsonWrite('PATCH', { status: 'active' }, { Cookie: editor }),
    );
    expect(reactivated.status).toBe(200);
    await pastStepTwo(lead.id);
    expect((await processPending()).queued).toBe(0);
    // A step queued by an older instance's run is stopped at the last moment too.
    const [queued] = await runtime.db.transaction(async (tx) => {
      await tx.update(leads).set({ unsubscribedAt: null }).where(eq(leads.id, lead.id));
      const run = await runSequenceScheduler({ ...t.deps, db: tx });
      expect(run.queued).toBe(1);
      await tx.update(leads).set({ unsubscribedAt: new Date() }).where(eq(leads.id, lead.id));
      return tx
        .select()
        .from(emailSends)
        .where(and(eq(emailSends.leadId, lead.id), eq(emailSends.status, 'queued')));
    });
    await untilQueueIdle(runtime.db);
    const [settled] = await runtime.db
      .select()
      .from(emailSends)
      .where(eq(emailSends.id, queued?.id ?? 0));
    expect([settled?.status, settled?.lastError]).toEqual(['suppressed', 'not sent: the lead unsubscribed']);
    expect(subjectsTo(lead.email)).toEqual(['Welcome, Ada']);
    const detail = await t.request(`/api/leads/${lead.id}`, { headers: { Cookie: editor } });
    const { upcoming } = (await detail.json()) as LeadDetail;
    expect(upcoming.map((step) => step.reason)).toEqual(['unsubscribed']);
  });

  it('a bounce: the refused step 1 fails, the lead is bounced and gets nothing more', async () => {
    const lead = await enrol({ email: BOUNCING });
    expect((await processPending()).queued).toBe(1);
    await untilQueueIdle(runtime.db);
    const [failed] = await sendsOf(lead.id);
    expect(failed?.status).toBe('failed');
    const [after] = await runtime.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(after?.status).toBe('bounced');
    setNow(new Date(clock().getTime() + 30 * DAY));
    expect((await processPending()).queued).toBe(0);
    await untilQueueIdle(runtime.db);
    expect(deliveredTo(BOUNCING)).toHaveLength(0);
    expect(await sendsOf(lead.id)).toHaveLength(1);
  });

  it('a deleted lead', async () => {
    const lead = await stepOneDelivered();
    const [sent] = await sendsOf(lead.id);
    await runtime.db.delete(leads).where(eq(leads.id, lead.id));
    setNow(new Date(clock().getTime() + 30 * DAY));
    expect((await processPending()).queued).toBe(0);
    await untilQueueIdle(runtime.db);
    expect(subjectsTo(lead.email)).toEqual(['Welcome, Ada']);
    const rows = await runtime.db
      .select()
      .from(emailSends)
      .where(eq(emailSends.id, sent?.id ?? 0));
    expect(rows.map((row) => [row.leadId, row.status])).toEqual([[null, 'sent']]);
  });
});

describe('a run', () => {
  it('is bounded: a batch of leads per run, in order, and the next run goes on', async () => {
    const batch = [await enrol(), await enrol(), await enrol(), await enrol(), await enrol()];
    const runs = [];
    for (let i = 0; i < 3; i += 1) runs.push((await runSequenceScheduler(t.deps, { batchSize: 2 })).queued);
    expect(runs).toEqual([2, 2, 1]);
    await untilQueueIdle(runtime.db);
    for (const lead of batch) expect(subjectsTo(lead.email)).toEqual(['Welcome, Ada']);
  });

  it('holds every step in production while e-mail is in development mode or has no sender, and sends them once it is set up', async () => {
    const lead = await enrol();
    // One run as a production instance would do it, sending through `resolveTransport`.
    const runInProduction = (resolveTransport: ResolveEmailTransport) =>
      runSequenceScheduler({
        ...t.deps,
        config: { ...t.deps.config, production: true },
        email: { ...t.deps.email, resolveTransport },
      });
    const development = createConfiguredTransport(resolveEmailConfig({}), () => {}, getSiteSettings);
    expect(await runInProduction(development)).toMatchObject({ queued: 0, held: true });
    expect(await sendsOf(lead.id)).toEqual([]);
    const smtpTransport = createConfiguredTransport(
      resolveEmailConfig({ EMAIL_SERVICE: 'smtp', SMTP_HOST: '127.0.0.1', SMTP_PORT: smtp.port }),
      () => {},
      getSiteSettings,
    );
    // SMTP set up but no sender address (no EMAIL_FROM, the studio's e-mail left blank): held too.
    const [studio] = await runtime.db.select({ email: siteSettings.email }).from(siteSettings);
    await runtime.db.update(siteSettings).set({ email: '' });
    try {
      expect(await runInProduction(smtpTransport)).toMatchObject({ queued: 0, held: true });
      expect(await sendsOf(lead.id)).toEqual([]);
    } finally {
      await runtime.db.update(siteSettings).set({ email: studio?.email ?? '' });
    }
    // Set up (SMTP, as the worker here): the step goes out, not used up by the wait.
    const setUp = await runInProduction(smtpTransport);
    expect(setUp).toMatchObject({ queued: 1, held: false });
    await untilQueueIdle(runtime.db);
    expect(subjectsTo(lead.email)).toEqual(['Welcome, Ada']);
  });

  it('counts a step it lost to a run at the same moment as skipped, not queued', async () => {
    const lead = await enrol();
    const [one, two] = await Promise.all([runSequenceScheduler(t.deps), runSequenceScheduler(t.deps)]);
    expect((one?.queued ?? 0) + (two?.queued ?? 0)).toBe(1);
    expect((one?.skipped ?? 0) + (two?.skipped ?? 0)).toBeLessThanOrEqual(1);
    await untilQueueIdle(runtime.db);
    expect(subjectsTo(lead.email)).toEqual(['Welcome, Ada']);
  });

  it('runs every minute as a pg-boss schedule, and its job sends what is due', async () => {
    await registerSequenceJobs(runtime.boss, t.deps);
    try {
      const schedules = await runtime.boss.getSchedules();
      expect(schedules.find((s) => s.name === SEQUENCE_JOB)?.cron).toBe(SEQUENCE_CRON);
      expect(SEQUENCE_CRON).toBe('* * * * *');
      expect((await runtime.boss.getQueue(SEQUENCE_JOB))?.policy).toBe('stately');
      const lead = await enrol();
      const id = await runtime.boss.send(SEQUENCE_JOB, {});
      if (!id) throw new Error('the job was not queued');
      await expect
        .poll(async () => (await runtime.boss.getJobById(SEQUENCE_JOB, id))?.state, { timeout: 20_000, interval: 200 })
        .toBe('completed');
      await untilQueueIdle(runtime.db);
      expect(subjectsTo(lead.email)).toEqual(['Welcome, Ada']);
    } finally {
      // Left running, the minute's run would queue other tests' steps before their own presses do.
      await runtime.boss.unschedule(SEQUENCE_JOB);
      await runtime.boss.offWork(SEQUENCE_JOB);
    }
  });
});

describe('POST /api/admin/process-emails', () => {
  it('is for the leads permission: anonymous 401, viewer 403, cross-site 403, a body 400 — and nothing is queued', async () => {
    const lead = await enrol();
    const viewer = await signInAs(t, 'viewer');
    const admin = await signInAs(t, 'admin');
    const sendsBefore = await runtime.db.select({ n: count() }).from(emailSends);
    const refused = [
      await t.request('/api/admin/process-emails', jsonWrite('POST', {})),
      await t.request('/api/admin/process-emails', jsonWrite('POST', {}, { Cookie: viewer })),
      await t.request('/api/admin/process-emails', {
        ...jsonWrite('POST', {}, { Cookie: editor }),
        headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site', Cookie: editor },
      }),
      await t.request('/api/admin/process-emails', jsonWrite('POST', { force: true }, { Cookie: editor })),
      await t.request('/api/admin/process-emails', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', Cookie: editor },
        body: '{not json',
      }),
    ];
    expect(refused.map((res) => res.status)).toEqual([401, 403, 403, 400, 400]);
    expect(await runtime.db.select({ n: count() }).from(emailSends)).toEqual(sendsBefore);
    expect(await sendsOf(lead.id)).toHaveLength(0);

    // No body at all (the spec's 'empty'), as an admin.
    const res = await t.request('/api/admin/process-emails', {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'same-origin', Cookie: admin },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ queued: 1, skipped: 0, waiting: 0, held: false, message: 'Processed 1 email.' });
    await untilQueueIdle(runtime.db);
    const sends = await runtime.db
      .select()
      .from(emailSends)
      .where(and(eq(emailSends.leadId, lead.id), eq(emailSends.kind, 'sequence')));
    expect(sends.map((send) => send.status)).toEqual(['sent']);
  });
});
