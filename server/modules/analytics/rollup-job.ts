import type PgBoss from 'pg-boss';
import type { PlatformDeps } from '../../platform/platform-deps.ts';
import { rollUpAndPrune } from './rollup.ts';

/** Issue 30: the rollup of finished days, the 30-day prune of raw events and the salts' deletion. */
export const ANALYTICS_ROLLUP_JOB = 'analytics.rollup';

/**
 * Every hour at :11. It is a daily job in what it does (a day is rolled up once, after it ends);
 * running it hourly means a studio day ends in any time zone and is rolled up (and its salt
 * forgotten) within the hour, not up to a day later.
 */
export const ANALYTICS_ROLLUP_CRON = '11 * * * *';

/**
 * The job's queue, schedule and worker, as the media clean-up's: pg-boss makes one job of each
 * cron slot across instances ('stately' keeps a second from queueing while one runs), and the
 * work itself is once-only under its advisory lock (rollup.ts). No retries: the next hour's run
 * picks up what a failed one left.
 */
export async function registerAnalyticsJobs(
  boss: PgBoss,
  deps: Pick<PlatformDeps, 'db' | 'clock' | 'log'>,
  options: { schedule?: boolean } = {},
): Promise<void> {
  await boss.createQueue(ANALYTICS_ROLLUP_JOB, {
    name: ANALYTICS_ROLLUP_JOB,
    policy: 'stately',
    retryLimit: 0,
    expireInSeconds: 900,
  });
  if (options.schedule ?? true) await boss.schedule(ANALYTICS_ROLLUP_JOB, ANALYTICS_ROLLUP_CRON);
  await boss.work(ANALYTICS_ROLLUP_JOB, { batchSize: 1 }, async () => {
    const outcome = await rollUpAndPrune(deps);
    if (outcome.rolledUp.length > 0 || outcome.pruned > 0) {
      deps.log(
        `[analytics] rolled up ${outcome.rolledUp.join(', ') || 'no day'}; ${outcome.pruned} raw event(s) past ${30} days deleted`,
      );
    }
  });
}
