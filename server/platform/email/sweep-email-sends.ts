import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { emailSends } from '../db/schema/email.ts';
import { DEFAULT_STALE_CLAIM_MINUTES, INTERRUPTED } from './deliver-email-send.ts';
import { EMAIL_SEND_JOB, type EmailQueue, enqueueEmailSend } from './email-queue.ts';

/** The safety net also asks pg-boss whether a row's job still exists (the real boss does). */
export interface SweepQueue extends EmailQueue {
  getJobById(name: string, id: string): Promise<{ state: string } | null>;
}

/** Job states in which pg-boss will still run the job. */
const LIVE_JOB_STATES: ReadonlySet<string> = new Set(['created', 'retry', 'active']);

export interface SweepOptions {
  /** a queued row untouched this long without a live job has lost it (default 5) */
  queuedForMinutes?: number;
  /** a 'sending' claim this old without a live job belongs to a dead worker (default 15) */
  staleClaimMinutes?: number;
}

/**
 * The safety net (the `email.sweep` job, every few minutes). Every row should have a live job
 * until it is finished; when that job is gone (deleted, expired by hand, a queue that was missing),
 * a queued row gets a new one, and a row stuck in 'sending' becomes 'unknown' (never re-sent, D10).
 */
export async function sweepEmailSends(
  db: Database,
  queue: SweepQueue,
  options: SweepOptions = {},
): Promise<{ redispatched: number; markedUnknown: number }> {
  const queuedFor = options.queuedForMinutes ?? 5;
  const staleClaim = options.staleClaimMinutes ?? DEFAULT_STALE_CLAIM_MINUTES;
  const hasLiveJob = async (jobId: string | null) =>
    jobId !== null && LIVE_JOB_STATES.has((await queue.getJobById(EMAIL_SEND_JOB, jobId))?.state ?? '');

  let redispatched = 0;
  const waiting = await db
    .select({ id: emailSends.id, jobId: emailSends.jobId })
    .from(emailSends)
    .where(
      and(eq(emailSends.status, 'queued'), lt(emailSends.updatedAt, sql`now() - make_interval(mins => ${queuedFor})`)),
    )
    .limit(100);
  for (const row of waiting) {
    if (await hasLiveJob(row.jobId)) continue;
    if (await enqueueEmailSend(db, queue, row.id)) redispatched += 1;
  }

  let markedUnknown = 0;
  const stuck = await db
    .select({ id: emailSends.id, claimedBy: emailSends.claimedBy })
    .from(emailSends)
    .where(
      and(
        eq(emailSends.status, 'sending'),
        lt(emailSends.claimedAt, sql`now() - make_interval(mins => ${staleClaim})`),
      ),
    )
    .limit(100);
  for (const row of stuck) {
    // A live job will settle the row itself when it runs again.
    if (await hasLiveJob(row.claimedBy)) continue;
    const settled = await db
      .update(emailSends)
      .set({ status: 'unknown', lastError: INTERRUPTED, updatedAt: new Date() })
      .where(and(eq(emailSends.id, row.id), eq(emailSends.status, 'sending')))
      .returning({ id: emailSends.id });
    markedUnknown += settled.length;
  }
  return { redispatched, markedUnknown };
}
