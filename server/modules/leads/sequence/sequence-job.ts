import type PgBoss from 'pg-boss';
import { processDueSteps, type SequenceRunDeps } from './sequence-scheduler.ts';

/** D10: the queue whose schedule sends the sequence steps that have fallen due. */
export const SEQUENCE_JOB = 'email.sequence';

/** Every minute: an 'Immediate' step goes out within a minute of enrolment. */
export const SEQUENCE_CRON = '* * * * *';

/**
 * The sequence scheduler's queue, schedule and worker. Like the publishing job it needs more than
 * the database (the queue it hands steps to, the app's clock, the secret that signs unsubscribe
 * links, the public address), so the composition root registers it once `AppDeps` exists.
 *
 * Once across instances: pg-boss lets one instance per minute turn the cron into a job (keyed by
 * the minute), and the 'stately' policy keeps at most one run active and one waiting, so a slow run
 * is never overlapped by the next minute's. Overlap would still be safe (each step is queued once
 * by the unique lead × template index), only wasteful. No retries: a failed run is simply the next
 * minute's work.
 */
export async function registerSequenceJobs(
  boss: PgBoss,
  deps: SequenceRunDeps,
  options: { schedule?: boolean } = {},
): Promise<void> {
  await boss.createQueue(SEQUENCE_JOB, {
    name: SEQUENCE_JOB,
    policy: 'stately',
    retryLimit: 0,
    expireInSeconds: 300,
  });
  // Production always schedules; tests that run the scheduler by hand leave the cron out (compose.ts).
  if (options.schedule ?? true) await boss.schedule(SEQUENCE_JOB, SEQUENCE_CRON);
  await boss.work(SEQUENCE_JOB, { batchSize: 1 }, async () => {
    await processDueSteps(deps);
  });
}
