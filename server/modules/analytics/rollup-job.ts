import type PgBoss from 'pg-boss';
import type { PlatformDeps } from '../../platform/platform-deps.ts';
import { rollUpAndPrune } from './rollup.ts';

/** Issue 30: the rollup of finished days, the 30-day prune of raw events and the salts' deletion. */
export const ANALYTICS_ROLLUP_JOB = 'analytics.rollup';

/**
 * Every five minutes. Each day is rolled up for good once, after it ends (the daily part); each run
 * also refreshes today's provisional rows, so the dashboard reads today from rollups, at most five
 * minutes behind, instead of aggregating a whole day of raw events per request. A studio day ends
 * in any time zone and is rolled up (and its salt forgotten) within minutes.
 */
export const ANALYTICS_ROLLUP_CRON = '*/5 * * * *';

/**
 * The job's queue, schedule and worker, as the media clean-up's: pg-boss makes one job of each
 * cron slot across instances ('stately' keeps a second from queueing while one runs), and the
 * work itself is once-only under its advisory lock (rollup.ts). No retries: the next run picks up
 * what a failed one left.
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
    expireInSeconds: 600,
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
