import { eq, like } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type EmailTestRuntime, insertLead, startEmailTestRuntime } from '../../../tests/support/email-test-runtime.ts';
import { type DatabaseHandle, openPostgres } from '../../platform/db/client.ts';
import { bookings, consultationTypes, emailSends, siteSettings } from '../../platform/db/schema/index.ts';
import { type SmtpCapture, startSmtpCapture } from '../../platform/email/testing/smtp-capture.ts';
import { startBoss } from '../../platform/jobs/boss.ts';
import { type ReminderDeps, sendDueReminders } from './booking-reminders.ts';
import { verifyManageToken } from './manage-token.ts';

const PUBLIC_URL = 'https://studio.example';
const APP_SECRET = 'booking-reminders-test-secret-0123456789';
const HOUR = 3_600_000;

let runtime: EmailTestRuntime;
let smtp: SmtpCapture;
let typeId: number;
/** the app's clock, moved by each test */
let now = new Date('2027-03-01T12:00:00Z');
const lines: string[] = [];

const depsOn = (db: ReminderDeps['db'], queue: ReminderDeps['queue']): ReminderDeps => ({
  db,
  queue,
  clock: () => now,
  secrets: { appSecret: APP_SECRET },
  config: { publicUrl: PUBLIC_URL },
  log: (line) => lines.push(line),
});
const deps = () => depsOn(runtime.db, runtime.boss);

beforeAll(async () => {
  runtime = await startEmailTestRuntime();
  smtp = await startSmtpCapture();
  runtime.use({ EMAIL_SERVICE: 'smtp', SMTP_HOST: '127.0.0.1', SMTP_PORT: smtp.port });
  await runtime.db.update(siteSettings).set({ studioName: 'Larch & Lime', timeZone: 'America/Los_Angeles' });
  const [type] = await runtime.db
    .insert(consultationTypes)
    .values({ slug: 'reminder-consultation', name: 'Initial consultation', durationMinutes: 60, location: 'home' })
    .returning();
  typeId = type?.id ?? 0;
}, 60_000);
afterAll(async () => {
  await runtime.stop();
  await smtp.close();
});

let counter = 0;
/** A consultation starting `hoursAhead` after the clock, booked three days before it. */
async function book(hoursAhead: number, values: Partial<typeof bookings.$inferInsert> = {}) {
  counter += 1;
  // A minute apart and a minute long: never two at one time (the no-overlap constraint).
  const startAt = new Date(now.getTime() + hoursAhead * HOUR + counter * 60_000);
  const email = `reminded${counter}@example.com`;
  const lead = await insertLead(runtime.db, email);
  const [booking] = await runtime.db
    .insert(bookings)
    .values({
      typeId,
      leadId: lead.id,
      startAt,
      endAt: new Date(startAt.getTime() + 60_000),
      blockedUntil: new Date(startAt.getTime() + 60_000),
      firstName: 'Jane',
      lastName: 'Doe',
      email,
      visitorTimeZone: 'America/Los_Angeles',
      createdAt: new Date(startAt.getTime() - 72 * HOUR),
      ...values,
    })
    .returning();
  if (!booking) throw new Error('booking not inserted');
  return booking;
}

const remindersOf = (uid: string) =>
  runtime.db
    .select()
    .from(emailSends)
    .where(like(emailSends.idempotencyKey, `booking:${uid}:reminder:%`));

const reminderSentAt = async (id: number) =>
  (await runtime.db.select({ at: bookings.reminderSentAt }).from(bookings).where(eq(bookings.id, id)))[0]?.at ?? null;

describe('booking reminders', () => {
  it('go out once, 24 hours before the start, to the visitor, with the manage link; not earlier, not twice', async () => {
    const booking = await book(30);
    // 25 hours before: too early.
    now = new Date(booking.startAt.getTime() - 25 * HOUR);
    await sendDueReminders(deps());
    expect(await remindersOf(booking.uid)).toEqual([]);
    expect(await reminderSentAt(booking.id)).toBeNull();

    // Within the last 24 hours: one reminder, and the booking says when.
    now = new Date(booking.startAt.getTime() - 24 * HOUR + 60_000);
    await sendDueReminders(deps());
    const [row, ...more] = await remindersOf(booking.uid);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ kind: 'transactional', toAddress: booking.email, attachments: [] });
    expect(row?.idempotencyKey).toBe(`booking:${booking.uid}:reminder:0:visitor`);
    expect(await reminderSentAt(booking.id)).toEqual(now);

    // Later runs find nothing to do.
    now = new Date(now.getTime() + 5 * 60_000);
    await sendDueReminders(deps());
    await sendDueReminders(deps());
    expect(await remindersOf(booking.uid)).toHaveLength(1);

    await expect
      .poll(async () => (await remindersOf(booking.uid))[0]?.status, { timeout: 15_000, interval: 100 })
      .toBe('sent');
    const mail = smtp.messages.find((m) => m.envelopeTo[0] === booking.email);
    expect(mail?.parsed.subject).toMatch(/^Reminder: your Initial consultation with Larch & Lime, /);
    expect(mail?.parsed.text).toContain('Where: At your home');
    const token = /\/book\/manage\/([A-Za-z0-9_-]+)/.exec(mail?.parsed.text ?? '')?.[1];
    expect(verifyManageToken(APP_SECRET, token, now)).toEqual({ uid: booking.uid });
  });

  it('are not sent for cancelled bookings, blocks, past starts, or consultations booked less than a day ahead', async () => {
    const cancelled = await book(10, { status: 'cancelled', cancelledAt: now });
    const lastMinute = await book(10);
    await runtime.db
      .update(bookings)
      .set({ createdAt: new Date(lastMinute.startAt.getTime() - 3 * HOUR) })
      .where(eq(bookings.id, lastMinute.id));
    const started = await book(-30);
    const blockStart = new Date(now.getTime() + 12 * HOUR);
    const [block] = await runtime.db
      .insert(bookings)
      .values({
        kind: 'block',
        startAt: blockStart,
        endAt: new Date(blockStart.getTime() + HOUR),
        blockedUntil: new Date(blockStart.getTime() + HOUR),
        createdAt: new Date(blockStart.getTime() - 72 * HOUR),
      })
      .returning();
    await sendDueReminders(deps());
    for (const booking of [cancelled, lastMinute, started, block]) {
      expect(await remindersOf(booking?.uid ?? '')).toEqual([]);
      expect(await reminderSentAt(booking?.id ?? 0)).toBeNull();
    }
  });

  it('a rescheduled booking is reminded again for its new time', async () => {
    const booking = await book(20);
    await sendDueReminders(deps());
    expect(await remindersOf(booking.uid)).toHaveLength(1);
    // What the booking service does on a reschedule: a new time, SEQUENCE raised, the reminder reset.
    const newStart = new Date(booking.startAt.getTime() + 48 * HOUR);
    await runtime.db
      .update(bookings)
      .set({
        startAt: newStart,
        endAt: new Date(newStart.getTime() + HOUR),
        blockedUntil: new Date(newStart.getTime() + HOUR),
        sequence: 1,
        reminderSentAt: null,
      })
      .where(eq(bookings.id, booking.id));
    await sendDueReminders(deps());
    expect(await remindersOf(booking.uid)).toHaveLength(1);
    now = new Date(newStart.getTime() - 23 * HOUR);
    await sendDueReminders(deps());
    const keys = (await remindersOf(booking.uid)).map((r) => r.idempotencyKey).sort();
    expect(keys).toEqual([`booking:${booking.uid}:reminder:0:visitor`, `booking:${booking.uid}:reminder:1:visitor`]);
  });

  it('two workers running at the same moment queue each reminder exactly once', async () => {
    const due = await Promise.all([book(3), book(4), book(5), book(6)]);
    const runs = await Promise.all([sendDueReminders(deps()), sendDueReminders(deps()), sendDueReminders(deps())]);
    expect(runs.reduce((sum, run) => sum + run.queued, 0)).toBe(due.length);
    for (const booking of due) expect(await remindersOf(booking.uid)).toHaveLength(1);
  });
});

describe.runIf(Boolean(inject('postgresUrl')))('booking reminders on two instances of one PostgreSQL', () => {
  let secondPool: DatabaseHandle;
  let secondBoss: PgBoss;

  beforeAll(async () => {
    const url = (runtime.handle as DatabaseHandle & { url?: string }).url ?? '';
    secondPool = openPostgres(url, 4);
    secondBoss = await startBoss(secondPool);
  });
  afterAll(async () => {
    await secondBoss?.stop({ graceful: true, wait: true, timeout: 10_000 });
    await secondPool?.close();
  });

  it('each instance with its own pool and queue: every due booking is reminded exactly once', async () => {
    const due = await Promise.all(Array.from({ length: 8 }, (_, i) => book(1 + i)));
    const a = deps();
    const b = depsOn(secondPool.db, secondBoss);
    const runs = await Promise.all([
      sendDueReminders(a),
      sendDueReminders(b),
      sendDueReminders(a),
      sendDueReminders(b),
    ]);
    expect(runs.reduce((sum, run) => sum + run.queued, 0)).toBe(due.length);
    for (const booking of due) {
      expect(await remindersOf(booking.uid)).toHaveLength(1);
      expect(await reminderSentAt(booking.id)).toEqual(now);
    }
  });
});
