import type PgBoss from 'pg-boss';
import { type PollDeps, pollIncomingMailbox } from './poll-mailbox.ts';

/** The reply poll's queue (issue 28). */
export const INBOUND_POLL_JOB = 'email.inbound-poll';

/** Every two minutes: a reply stops the sequence well before any next step is due (days apart). */
export const INBOUND_POLL_CRON = '*/2 * * * *';

/**
 * The reply poll's queue, schedule and worker, as the sequence scheduler's: pg-boss turns each cron
 * slot into one job across instances, and 'stately' keeps at most one run active and one waiting;
 * the run itself takes an advisory lock on PostgreSQL (poll-mailbox.ts), so even a run that outlives
 * its job's expiry is never overlapped. No retries: a failed run is the next slot's work, and its
 * error is shown in Email Setup. Registered by the composition root, which fills the mail loop's port.
 */
export async function registerInboundMailJobs(
  boss: PgBoss,
  deps: PollDeps,
  options: { schedule?: boolean } = {},
): Promise<void> {
  await boss.createQueue(INBOUND_POLL_JOB, {
    name: INBOUND_POLL_JOB,
    policy: 'stately',
    retryLimit: 0,
    expireInSeconds: 300,
  });
  if (options.schedule ?? true) await boss.schedule(INBOUND_POLL_JOB, INBOUND_POLL_CRON);
  await boss.work(INBOUND_POLL_JOB, { batchSize: 1 }, async () => {
    await pollIncomingMailbox(deps);
  });
}
