import type PgBoss from 'pg-boss';
import type { PlatformDeps } from '../../platform/platform-deps.ts';
import { publishDuePosts } from './blog-publishing.service.ts';

/** D24: the queue whose schedule publishes scheduled posts when their time comes. */
export const PUBLISH_DUE_POSTS_JOB = 'blog.publish-due';

/** Every minute: a post scheduled for 10:00 is public by 10:01 at the latest. */
export const PUBLISH_DUE_POSTS_CRON = '* * * * *';

/**
 * The scheduled-publishing queue, its schedule and its worker. It needs what a content write
 * needs (the database, the content events that drop every instance's caches, the app's clock), so
 * the composition root registers it once the deps exist — after `registerJobs`, whose queues
 * need only the database.
 *
 * Once across instances: pg-boss lets one instance per minute turn the cron into a job (and keys
 * it by the minute), and `publishDuePosts` itself publishes each post once even if two runs
 * overlap. No retries: a run that fails is simply the next minute's work.
 */
export async function registerPublishingJobs(
  boss: PgBoss,
  deps: Pick<PlatformDeps, 'db' | 'contentEvents' | 'clock' | 'log'>,
): Promise<void> {
  await boss.createQueue(PUBLISH_DUE_POSTS_JOB, {
    name: PUBLISH_DUE_POSTS_JOB,
    retryLimit: 0,
    expireInSeconds: 120,
  });
  await boss.schedule(PUBLISH_DUE_POSTS_JOB, PUBLISH_DUE_POSTS_CRON);
  await boss.work(PUBLISH_DUE_POSTS_JOB, { batchSize: 1 }, async () => {
    const published = await publishDuePosts(deps);
    for (const post of published) deps.log(`[blog] published the scheduled post "${post.title}" (#${post.id})`);
  });
}
