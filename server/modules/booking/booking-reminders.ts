import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { bookings } from '../../platform/db/schema/booking.ts';
import type { HttpConfig, PlatformDeps } from '../../platform/platform-deps.ts';
import { loadBookingForMail, sendVisitorMessage } from './booking-emails.ts';

/** The queue whose schedule sends the reminders that have fallen due. */
export const BOOKING_REMINDER_JOB = 'booking.reminders';

/** Every five minutes: a reminder goes out between 24 hours and 23 h 55 min before the start. */
export const BOOKING_REMINDER_CRON = '*/5 * * * *';

/** How long before the start the visitor is reminded. */
export const REMINDER_HOURS = 24;

/** Bookings handled per run; the next run takes the rest. */
const BATCH = 200;

export type ReminderDeps = Pick<PlatformDeps, 'db' | 'queue' | 'clock' | 'secrets' | 'log'> & {
  config: Pick<HttpConfig, 'publicUrl'>;
};

/**
 * Queues the reminder of every confirmed consultation that starts within the next 24 hours and
 * has none yet. Exactly once, however many instances run this at the same moment: each booking
 * is claimed with `UPDATE … SET reminder_sent_at = now WHERE reminder_sent_at IS NULL RETURNING`
 * in the transaction that queues its e-mail, so a second instance's UPDATE waits for the first to
 * commit and then matches nothing; and the e-mail's idempotency key
 * (`booking:{uid}:reminder:{sequence}:visitor`) refuses a second copy in any case.
 *
 * Not for blocks or cancelled bookings, nor for a consultation booked less than 24 hours ahead:
 * its confirmation is the reminder. A reschedule resets `reminder_sent_at` to null and raises
 * `sequence` (booking.service.ts), so the booking is reminded again for its new time.
 */
export async function sendDueReminders(deps: ReminderDeps): Promise<{ queued: number }> {
  const now = deps.clock();
  const horizon = new Date(now.getTime() + REMINDER_HOURS * 3_600_000);
  const due = await deps.db
    .select({ id: bookings.id, startAt: bookings.startAt, createdAt: bookings.createdAt })
    .from(bookings)
    .where(dueCondition(now, horizon))
    .orderBy(asc(bookings.startAt))
    .limit(BATCH);
  let queued = 0;
  for (const { id, startAt, createdAt } of due) {
    // Booked less than a day ahead: the confirmation, just sent, is the reminder.
    if (createdAt.getTime() > startAt.getTime() - REMINDER_HOURS * 3_600_000) continue;
    try {
      const sent = await deps.db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(bookings)
          .set({ reminderSentAt: now })
          .where(and(eq(bookings.id, id), dueCondition(now, horizon)))
          .returning({ id: bookings.id });
        if (!claimed) return false;
        const found = await loadBookingForMail(tx, id);
        if (!found) return false;
        const emailDeps = {
          db: tx,
          queue: deps.queue,
          publicUrl: deps.config.publicUrl,
          appSecret: deps.secrets.appSecret,
          now,
        };
        const result = await sendVisitorMessage(emailDeps, found, 'reminder', 'visitor');
        return result?.created ?? false;
      });
      if (sent) queued += 1;
    } catch (error) {
      // One booking's failure (a garbled address, say) must not hold back the others' reminders.
      deps.log(`[booking] the reminder of booking #${id} could not be queued: ${String(error)}`);
    }
  }
  if (queued > 0) deps.log(`[booking] ${queued} reminder(s) queued`);
  return { queued };
}

/** A confirmed consultation, not yet reminded, starting within (now, horizon]. */
function dueCondition(now: Date, horizon: Date) {
  return and(
    eq(bookings.kind, 'consultation'),
    eq(bookings.status, 'confirmed'),
    isNull(bookings.reminderSentAt),
    gt(bookings.startAt, now),
    lte(bookings.startAt, horizon),
  );
}

/**
 * The reminders' queue, schedule and worker, as the sequence scheduler's (sequence-job.ts): one
 * instance per tick turns the cron into a job, 'stately' keeps at most one run active and one
 * waiting; overlap would still be safe (the claim above), only wasteful. No retries: a failed run
 * is the next tick's work.
 */
export async function registerBookingReminderJobs(
  boss: PgBoss,
  deps: ReminderDeps,
  options: { schedule?: boolean } = {},
): Promise<void> {
  await boss.createQueue(BOOKING_REMINDER_JOB, {
    name: BOOKING_REMINDER_JOB,
    policy: 'stately',
    retryLimit: 0,
    expireInSeconds: 300,
  });
  if (options.schedule ?? true) await boss.schedule(BOOKING_REMINDER_JOB, BOOKING_REMINDER_CRON);
  await boss.work(BOOKING_REMINDER_JOB, { batchSize: 1 }, async () => {
    await sendDueReminders(deps);
  });
}
