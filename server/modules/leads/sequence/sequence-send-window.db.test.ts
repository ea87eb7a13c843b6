import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProcessEmailsResult } from '#shared/admin/email.ts';
import type { LeadDetail } from '#shared/admin/leads.ts';
import type { SendWindow } from '#shared/settings.ts';
import { createUserDirect, signInAs, type TestUser } from '../../../../tests/support/admin-session.ts';
import { type EmailTestRuntime, startEmailTestRuntime } from '../../../../tests/support/email-test-runtime.ts';
import { createTestApp, jsonWrite, type TestApp } from '../../../../tests/support/test-app.ts';
import { emailSends, emailTemplates, leads, siteSettings } from '../../../platform/db/schema/index.ts';
import { resolveEmailConfig } from '../../../platform/email/email-config.ts';
import { createConfiguredTransport } from '../../../platform/email/email-transport.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../platform/email/testing/smtp-capture.ts';
import { untilQueueIdle } from '../../../platform/email/testing/until-queue-idle.ts';
import { getSiteSettings } from '../../studio/settings.service.ts';
import { recordLeadTouch } from '../leads.service.ts';

/**
 * The send window (D26) as the studio lives it: Monday–Friday 09:00–17:00 in New York, through the
 * real scheduler, send pipeline and SMTP server, across a weekend and both daylight-saving changes.
 *
 * The database stamps step 1's send with the real time, so the app's clock can only run ahead of
 * it: the weekends are real future ones (found by the US rule, so the test never runs out of
 * them), and step 2's delay is the whole number of days from that send to the Saturday. What
 * 09:00 in New York is in UTC is written out (EST is UTC−5, EDT UTC−4), not computed by the code
 * under test; Intl only labels moments so the test reads in local time.
 */
const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const ZONE = 'America/New_York';
const MONDAY_TO_FRIDAY: SendWindow = { days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' };

let ahead = 0;
const clock = () => new Date(Date.now() + ahead);
const setNow = (at: Date) => {
  if (at.getTime() < clock().getTime()) throw new Error(`the clock only moves forward, not to ${at.toISOString()}`);
  ahead = at.getTime() - Date.now();
};

const newYork = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE,
  weekday: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** "Monday 09:00": the wall clock in New York at that moment. */
const inNewYork = (at: Date) => newYork.format(at);
/** A minute after a step due late on Saturday it may be Sunday. */
const WEEKEND = expect.stringMatching(/^(Saturday|Sunday) /);

/** The n-th Sunday of a month (0 = January), as the UTC midnight of its date. */
function nthSunday(year: number, month: number, n: number): number {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return Date.UTC(year, month, 1 + ((7 - first) % 7) + 7 * (n - 1));
}
// US clocks change at 02:00 on the second Sunday of March and the first Sunday of November (since 2007).
const saturdayBeforeSpringForward = (year: number) => new Date(nthSunday(year, 2, 2) - DAY);
const saturdayBeforeFallBack = (year: number) => new Date(nthSunday(year, 10, 1) - DAY);
/** A weekend of January: New York on EST all through. */
const januarySaturday = (year: number) => new Date(nthSunday(year, 0, 3) - DAY);

/** The first such Saturday (UTC midnight of its date) at least two days ahead of the real time. */
function nextSaturday(saturdayOf: (year: number) => Date): Date {
  const year = new Date().getUTCFullYear();
  const saturday = [saturdayOf(year), saturdayOf(year + 1)].find((day) => day.getTime() > Date.now() + 2 * DAY);
  if (!saturday) throw new Error('no Saturday found');
  return saturday;
}
const mondayAfter = (saturday: Date, utcHour: number) => new Date(saturday.getTime() + 2 * DAY + utcHour * HOUR);

let runtime: EmailTestRuntime;
let smtp: SmtpCapture;
let t: TestApp;
let editor: string;
let editorAccount: TestUser;

beforeAll(async () => {
  runtime = await startEmailTestRuntime();
  smtp = await startSmtpCapture();
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

/** At each moment (after the step fell due: the weekend, Sunday 09:00, Monday 08:59) nothing goes out. */
async function expectHeldAt(moments: Date[], email: string): Promise<void> {
  expect(moments.map(inNewYork)).toEqual([WEEKEND, 'Sunday 09:00', 'Monday 08:59']);
  for (const moment of moments) {
    setNow(moment);
    expect(await processPending()).toMatchObject({ queued: 0, waiting: 1 });
  }
  await untilQueueIdle(runtime.db);
  expect(subjectsTo(email)).toEqual(['Welcome, Ada']);
}

let ideasId: number;
beforeEach(async () => {
  // Each test starts at the real time with a two-step sequence; step 2's delay is set by the test.
  ahead = 0;
  await runtime.db.delete(emailTemplates);
  const [, ideas] = await runtime.db
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
        textContent: 'Three ideas for your home.',
        sequencePosition: 2,
        delayDays: 3,
      },
    ])
    .returning({ id: emailTemplates.id });
  if (!ideas) throw new Error('templates not inserted');
  ideasId = ideas.id;
  await runtime.db
    .update(siteSettings)
    .set({ timeZone: ZONE, sendWindow: MONDAY_TO_FRIDAY, consentMode: 'explicit' })
    .where(eq(siteSettings.id, 1));
});

afterEach(async () => {
  // Every lead a test made leaves the sequence, so the next test counts only its own.
  await runtime.db.update(leads).set({ status: 'converted', stage: 'won' }).where(eq(leads.status, 'active'));
});

/** A request as the signed-in editor; after a long jump of the clock the session has expired, so sign in again. */
async function asEditor(path: string, init: RequestInit = {}): Promise<Response> {
  const withCookie = () => ({ ...init, headers: { ...(init.headers as Record<string, string>), Cookie: editor } });
  let res = await t.request(path, withCookie());
  if (res.status === 401) {
    editor = await signInAs(t, editorAccount);
    res = await t.request(path, withCookie());
  }
  return res;
}

/** 'Process Pending', as the studio presses it. */
async function processPending(): Promise<ProcessEmailsResult> {
  const res = await asEditor('/api/admin/process-emails', jsonWrite('POST', {}));
  expect(res.status).toBe(200);
  return (await res.json()) as ProcessEmailsResult;
}

/** What the lead's page says comes next. */
async function upcomingFor(leadId: number): Promise<LeadDetail['upcoming']> {
  const res = await asEditor(`/api/leads/${leadId}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as LeadDetail).upcoming;
}

const subjectsTo = (address: string) =>
  smtp.messages.filter((mail) => mail.envelopeTo.includes(address)).map((mail) => mail.parsed.subject);

let unique = 0;
async function enrol() {
  unique += 1;
  const { leadId } = await recordLeadTouch(runtime.db, {
    source: 'contact',
    email: `window-${unique}@example.com`,
    firstName: 'Ada',
    lastName: 'Park',
    consent: true,
  });
  const [lead] = await runtime.db.select().from(leads).where(eq(leads.id, leadId));
  if (!lead) throw new Error('lead not recorded');
  return lead;
}

/**
 * A lead whose step 1 went out just now (real time) and whose step 2 falls due on `saturday` in New
 * York (the delay is whole days of 24 hours from that send).
 */
async function leadWithStepTwoDueOn(saturday: Date) {
  const lead = await enrol();
  expect((await processPending()).queued).toBe(1);
  await untilQueueIdle(runtime.db);
  expect(subjectsTo(lead.email)).toEqual(['Welcome, Ada']);
  const [welcome] = await runtime.db
    .select()
    .from(emailSends)
    .where(eq(emailSends.leadId, lead.id))
    .orderBy(asc(emailSends.id));
  if (!welcome?.sentAt) throw new Error('step 1 was not sent');

  const sent = welcome.sentAt.getTime();
  // Whole days from the send to that Saturday's UTC midnight, then one or two more: one of those
  // lands on Saturday in New York, whatever the time of day the test runs.
  const days = Math.floor((saturday.getTime() - sent) / DAY);
  const delayDays = [days + 1, days + 2].find((delay) =>
    inNewYork(new Date(sent + delay * DAY)).startsWith('Saturday'),
  );
  if (delayDays === undefined) throw new Error('no delay falls due on that Saturday');
  await runtime.db.update(emailTemplates).set({ delayDays }).where(eq(emailTemplates.id, ideasId));
  return { lead, due: new Date(sent + delayDays * DAY) };
}

describe('a weekend (D26: Monday–Friday 09:00–17:00, America/New_York)', () => {
  it("a step due on Saturday is not sent on Saturday or Sunday, and goes out once at Monday's opening, not a minute before", async () => {
    const saturday = nextSaturday(januarySaturday);
    const { lead, due } = await leadWithStepTwoDueOn(saturday);
    const opening = mondayAfter(saturday, 14); // 09:00 EST
    expect(inNewYork(opening)).toBe('Monday 09:00');

    setNow(new Date(due.getTime() - MINUTE));
    expect(await processPending()).toMatchObject({ queued: 0, waiting: 0 });

    const heldAt = [
      new Date(due.getTime() + MINUTE),
      new Date(saturday.getTime() + DAY + 14 * HOUR),
      new Date(opening.getTime() - MINUTE),
    ];
    await expectHeldAt(heldAt, lead.email);
    // The lead page says the same: due, held until Monday's opening.
    expect(await upcomingFor(lead.id)).toEqual([
      { templateId: ideasId, templateName: 'Ideas', dueAt: opening.toISOString(), reason: 'waiting-for-window' },
    ]);

    setNow(opening);
    expect(await processPending()).toMatchObject({ queued: 1, waiting: 0 });
    await untilQueueIdle(runtime.db);
    expect(await processPending()).toMatchObject({ queued: 0, waiting: 0 });
    await untilQueueIdle(runtime.db);
    expect(subjectsTo(lead.email)).toEqual(['Welcome, Ada', 'Ideas for your home']);
  });

  it("an 'Immediate' step goes out at once on a Saturday, while a delayed one due then waits", async () => {
    const saturday = nextSaturday(januarySaturday);
    const { lead: waiting, due } = await leadWithStepTwoDueOn(saturday);
    setNow(new Date(due.getTime() + MINUTE));
    expect(inNewYork(clock())).toEqual(WEEKEND);

    const newcomer = await enrol();
    expect(await processPending()).toMatchObject({ queued: 1, waiting: 1 });
    await untilQueueIdle(runtime.db);
    expect(subjectsTo(newcomer.email)).toEqual(['Welcome, Ada']);
    expect(subjectsTo(waiting.email)).toEqual(['Welcome, Ada']);
  });
});

describe.each([
  {
    change: 'spring-forward',
    saturdayOf: saturdayBeforeSpringForward,
    // The Friday before, 09:00 EST was 14:00 UTC; the Monday after, 09:00 EDT is 13:00 UTC.
    openingUtcHour: 13,
  },
  {
    change: 'fall-back',
    saturdayOf: saturdayBeforeFallBack,
    // The Friday before, 09:00 EDT was 13:00 UTC; the Monday after, 09:00 EST is 14:00 UTC.
    openingUtcHour: 14,
  },
])('the $change weekend in New York', ({ saturdayOf, openingUtcHour }) => {
  it(`a step due on Saturday goes out at 09:00 local on Monday (${openingUtcHour}:00 UTC), not an hour early or late`, async () => {
    const saturday = nextSaturday(saturdayOf);
    const { lead, due } = await leadWithStepTwoDueOn(saturday);
    const opening = mondayAfter(saturday, openingUtcHour);
    expect(inNewYork(opening)).toBe('Monday 09:00');

    const heldAt = [
      new Date(due.getTime() + MINUTE),
      new Date(opening.getTime() - DAY),
      new Date(opening.getTime() - MINUTE),
    ];
    await expectHeldAt(heldAt, lead.email);
    expect((await upcomingFor(lead.id))[0]).toMatchObject({
      dueAt: opening.toISOString(),
      reason: 'waiting-for-window',
    });

    setNow(opening);
    expect(await processPending()).toMatchObject({ queued: 1, waiting: 0 });
    await untilQueueIdle(runtime.db);
    expect(await processPending()).toMatchObject({ queued: 0, waiting: 0 });
    await untilQueueIdle(runtime.db);
    expect(subjectsTo(lead.email)).toEqual(['Welcome, Ada', 'Ideas for your home']);
  });
});
