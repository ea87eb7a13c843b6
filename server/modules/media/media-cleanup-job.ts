import type PgBoss from 'pg-boss';
import { UNUSED_MEDIA_DAYS } from '#shared/admin/media-library.ts';
import type { PlatformDeps } from '../../platform/platform-deps.ts';
import { removeUnusedMedia } from './media-library.service.ts';

/** Issue 29: the daily removal of uploads nobody used (docs/media-library.md). */
export const MEDIA_CLEANUP_JOB = 'media.cleanup';

/** Once a day, at night UTC; pg-boss turns each cron slot into one job across instances. */
export const MEDIA_CLEANUP_CRON = '47 3 * * *';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The clean-up's queue, schedule and worker. Exactly once across instances twice over: pg-boss
 * makes one job of each cron slot (and the 'stately' policy keeps a second from queueing while one
 * runs), and `removeUnusedMedia` locks each image with SKIP LOCKED and checks it again under the
 * lock, so even two runs at once delete — and audit — each image once. No retries: what a failed
 * run left is the next day's work.
 */
export async function registerMediaCleanupJobs(
  boss: PgBoss,
  deps: Pick<PlatformDeps, 'db' | 'clock' | 'log'>,
  options: { schedule?: boolean } = {},
): Promise<void> {
  await boss.createQueue(MEDIA_CLEANUP_JOB, {
    name: MEDIA_CLEANUP_JOB,
    policy: 'stately',
    retryLimit: 0,
    expireInSeconds: 600,
  });
  if (options.schedule ?? true) await boss.schedule(MEDIA_CLEANUP_JOB, MEDIA_CLEANUP_CRON);
  await boss.work(MEDIA_CLEANUP_JOB, { batchSize: 1 }, async () => {
    const cutoff = new Date(deps.clock().getTime() - UNUSED_MEDIA_DAYS * DAY);
    const removed = await removeUnusedMedia(deps, cutoff);
    if (removed.length > 0) deps.log(`[media] removed ${removed.length} unused upload(s): ${removed.join(', ')}`);
  });
}
