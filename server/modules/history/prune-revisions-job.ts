import type PgBoss from 'pg-boss';
import type { PlatformDeps } from '../../platform/platform-deps.ts';
import { pruneRevisions } from './prune-revisions.ts';

/** Issue 29: the daily pruning of old revisions (docs/history.md, Retention). */
export const PRUNE_REVISIONS_JOB = 'history.prune-revisions';

/** Once a day, at night UTC; pg-boss makes each cron slot one job across instances. */
export const PRUNE_REVISIONS_CRON = '23 4 * * *';

/**
 * The queue, its schedule and its worker. Exactly once across instances: pg-boss turns each cron
 * slot into one job (the stately queue holds at most one waiting), and a run overlapping another
 * waits for its lock and then finds nothing to delete. No retries: a failed night is the next
 * night's work. Tests leave the cron out and send the job, or call `pruneRevisions`, by hand.
 */
export async function registerRevisionPruningJobs(
  boss: PgBoss,
  deps: Pick<PlatformDeps, 'db' | 'log'>,
  options: { schedule?: boolean } = {},
): Promise<void> {
  await boss.createQueue(PRUNE_REVISIONS_JOB, {
    name: PRUNE_REVISIONS_JOB,
    policy: 'stately',
    retryLimit: 0,
    expireInSeconds: 600,
  });
  if (options.schedule ?? true) await boss.schedule(PRUNE_REVISIONS_JOB, PRUNE_REVISIONS_CRON);
  await boss.work(PRUNE_REVISIONS_JOB, { batchSize: 1 }, async () => {
    const deleted = await pruneRevisions(deps.db);
    if (deleted > 0) deps.log(`[history] pruned ${deleted} old revision${deleted === 1 ? '' : 's'}`);
  });
}
