import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProcessEmailsResult } from '#shared/admin/email.ts';
import { createUserDirect, signInAs, type TestUser } from '../../../tests/support/admin-session.ts';
import { type EmailTestRuntime, startEmailTestRuntime } from '../../../tests/support/email-test-runtime.ts';
import { createTestApp, jsonWrite, type TestApp } from '../../../tests/support/test-app.ts';
import { emailSends, emailTemplates, leads, siteSettings } from '../../platform/db/schema/index.ts';
import { resolveEmailConfig } from '../../platform/email/email-config.ts';
import { createConfiguredTransport } from '../../platform/email/email-transport.ts';
import { type SmtpCapture, startSmtpCapture } from '../../platform/email/testing/smtp-capture.ts';
import { untilQueueIdle } from '../../platform/email/testing/until-queue-idle.ts';
import { getSiteSettings } from '../studio/index.ts';

/**
 * A booking stops the follow-up sequence (issue 27, D10): a lead who has had step 1 books a
 * consultation, and step 2 never arrives on a real SMTP server, however long the clock runs.
 * The database stamps sends with its own clock, so the app's clock runs with the real time and is
 * only moved forward.
 */
const DAY = 86_400_000;
let ahead = 0;
const clock = () => new Date(Date.now() + ahead);

let runtime: EmailTestRuntime;
let smtp: SmtpCapture;
let t: TestApp;
let editorAccount: TestUser;
let editor = '';

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
  await runtime.db
    .update(siteSettings)
    .set({ sendWindow: { days: [0, 1, 2, 3, 4, 5, 6], start: '00:00', end: '23:59' }, timeZone: 'UTC' })
    .where(eq(siteSettings.id, 1));
  await runtime.db.delete(emailTemplates);
  await runtime.db.insert(emailTemplates).values([
    { name: 'Welcome', subject: 'Welcome', htmlContent: '<p>Hello</p>', textContent: 'Hello', delayDays: 0 },
    {
      name: 'Ideas',
      subject: 'Ideas for your home',
      htmlContent: '<p>Ideas</p>',
      textContent: 'Ideas',
      sequencePosition: 2,
      delayDays: 2,
    },
  ]);
});

afterAll(async () => {
  await t?.close();
  await runtime?.stop();
  await smtp?.close();
});

async function processPending(): Promise<ProcessEmailsResult> {
  let res = await t.request('/api/admin/process-emails', jsonWrite('POST', {}, { Cookie: editor }));
  if (res.status === 401) {
    editor = await signInAs(t, editorAccount);
    res = await t.request('/api/admin/process-emails', jsonWrite('POST', {}, { Cookie: editor }));
  }
  expect(res.status).toBe(200);
  return (await res.json()) as ProcessEmailsResult;
}

const subjectsTo = (address: string) =>
  smtp.messages.filter((mail) => mail.envelopeTo.includes(address)).map((mail) => mail.parsed.subject);

describe('a lead who books a consultation', () => {
  it('gets no further sequence step: the sequence stops at the booking', async () => {
    const email = 'gia.sequence@example.com';
    const enquiry = await t.request(
      '/api/contact',
      jsonWrite('POST', { firstName: 'Gia', lastName: 'Moss', email, message: 'A calm bedroom.', consent: true }),
    );
    expect(enquiry.status).toBe(200);
    expect((await processPending()).queued).toBe(1);
    await untilQueueIdle(runtime.db);
    expect(subjectsTo(email)).toContain('Welcome');

    // She books the first open slot of the coming fortnight.
    const types = await (await t.request('/api/booking/types')).json();
    const day = (offset: number) => new Date(clock().getTime() + offset * DAY).toISOString().slice(0, 10);
    const slots = await (await t.request(`/api/booking/slots?type=${types[0].id}&from=${day(0)}&to=${day(13)}`)).json();
    const booked = await t.request(
      '/api/bookings',
      jsonWrite('POST', { typeId: types[0].id, start: slots[0].start, firstName: 'Gia', lastName: 'Moss', email }),
    );
    expect(booked.status).toBe(201);
    const [lead] = await runtime.db.select().from(leads).where(eq(leads.email, email));
    expect(lead).toMatchObject({ stage: 'booked', status: 'qualified' });

    // Step 2 falls due two days later, and a week later still nothing has been queued or sent.
    for (const days of [3, 7]) {
      ahead = days * DAY;
      expect((await processPending()).queued).toBe(0);
    }
    await untilQueueIdle(runtime.db);
    expect(subjectsTo(email)).not.toContain('Ideas for your home');
    const sequence = await runtime.db
      .select()
      .from(emailSends)
      .where(eq(emailSends.leadId, lead?.id ?? 0));
    expect(sequence.filter((send) => send.kind === 'sequence').map((send) => send.subject)).toEqual(['Welcome']);
  });

  it('(the control) a lead who does not book gets step 2 when it falls due', async () => {
    ahead = 0;
    const email = 'hal.control@example.com';
    const enquiry = await t.request(
      '/api/contact',
      jsonWrite('POST', { firstName: 'Hal', lastName: 'Ng', email, message: 'A study.', consent: true }),
    );
    expect(enquiry.status).toBe(200);
    expect((await processPending()).queued).toBe(1);
    await untilQueueIdle(runtime.db);
    ahead = 3 * DAY;
    expect((await processPending()).queued).toBe(1);
    await untilQueueIdle(runtime.db);
    expect(subjectsTo(email)).toEqual(['Welcome', 'Ideas for your home']);
  });
});
