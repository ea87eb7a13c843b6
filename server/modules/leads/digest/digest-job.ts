import type PgBoss from 'pg-boss';
import { type DigestDeps, runDailyDigest } from './daily-digest.ts';

/** Issue 27: the queue whose schedule sends the staff's daily digest. */
export const DIGEST_JOB = 'leads.daily-digest';

/**
 * Every quarter hour: the run itself only sends in the studio's 08:00 hour (its zone is a setting,
 * so the cron cannot carry it), so the digest goes out within 15 minutes of 08:00. Like the
 * sequence job, pg-boss turns each cron slot into one job across instances and 'stately' keeps
 * runs from piling up; a run that did overlap another would still send nothing twice (the
 * idempotency key per user and day, daily-digest.ts).
 */
export const DIGEST_CRON = '*/15 * * * *';

export async function registerDigestJobs(
  boss: PgBoss,
  deps: DigestDeps,
  options: { schedule?: boolean } = {},
): Promise<void> {
  await boss.createQueue(DIGEST_JOB, { name: DIGEST_JOB, policy: 'stately', retryLimit: 0, expireInSeconds: 300 });
  if (options.schedule ?? true) await boss.schedule(DIGEST_JOB, DIGEST_CRON);
  await boss.work(DIGEST_JOB, { batchSize: 1 }, async () => {
    const { date, queued } = await runDailyDigest(deps);
    if (date && queued > 0) deps.log(`[digest] ${date}: ${queued} digest e-mail(s) queued`);
  });
}
