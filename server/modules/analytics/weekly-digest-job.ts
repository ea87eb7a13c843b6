import type PgBoss from 'pg-boss';
import { runWeeklyDigest, type WeeklyDigestDeps } from './weekly-digest.ts';

/** Issue 30: the queue whose schedule sends the admins' weekly analytics digest. */
export const WEEKLY_DIGEST_JOB = 'analytics.weekly-digest';

/**
 * Every quarter hour, as the daily digest: the run sends only in the studio's Monday 08:00 hour
 * (its zone is a setting, so the cron cannot carry it). pg-boss makes one job of each cron slot
 * across instances and 'stately' keeps runs from piling up; an overlap would still send nothing
 * twice (the idempotency key per admin and week, weekly-digest.ts).
 */
export const WEEKLY_DIGEST_CRON = '*/15 * * * *';

export async function registerWeeklyDigestJobs(
  boss: PgBoss,
  deps: WeeklyDigestDeps,
  options: { schedule?: boolean } = {},
): Promise<void> {
  await boss.createQueue(WEEKLY_DIGEST_JOB, {
    name: WEEKLY_DIGEST_JOB,
    policy: 'stately',
    retryLimit: 0,
    expireInSeconds: 300,
  });
  if (options.schedule ?? true) await boss.schedule(WEEKLY_DIGEST_JOB, WEEKLY_DIGEST_CRON);
  await boss.work(WEEKLY_DIGEST_JOB, { batchSize: 1 }, async () => {
    const { week, queued } = await runWeeklyDigest(deps);
    if (week && queued > 0) deps.log(`[analytics] week of ${week}: ${queued} weekly digest e-mail(s) queued`);
  });
}
