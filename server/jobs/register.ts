import type PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';
import { warmMediaVariants } from '../media/media.service.ts';

export const JOBS = {
  /** encode every responsive variant of one image ahead of visitors */
  warmMedia: 'media.warm',
} as const;

export interface WarmMediaJob {
  hash: string;
}

/** Queues and workers of this process. One worker per queue keeps encodes off the request path's cores. */
export async function registerJobs(boss: PgBoss, db: Database): Promise<void> {
  await boss.createQueue(JOBS.warmMedia, { name: JOBS.warmMedia, retryLimit: 2, retryDelay: 30, retryBackoff: true });
  await boss.work<WarmMediaJob>(JOBS.warmMedia, { batchSize: 1 }, async ([job]) => {
    if (job) await warmMediaVariants(db, job.data.hash);
  });
}
