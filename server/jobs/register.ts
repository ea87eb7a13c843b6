import type PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';
import type { EmailConfig } from '../email/email-config.ts';
import { type EmailJobsOptions, registerEmailJobs } from '../email/register-email-jobs.ts';
import { warmMediaVariants } from '../media/media.service.ts';
import { pruneRateLimits } from '../services/rate-limit.service.ts';

export const JOBS = {
  /** encode every responsive variant of one image ahead of visitors */
  warmMedia: 'media.warm',
  /** forget finished rate-limit windows (SECURITY 14 counters) */
  pruneRateLimits: 'rate-limits.prune',
} as const;

export interface WarmMediaJob {
  hash: string;
}

export interface JobsOptions {
  /** outbound e-mail (resolveEmailConfig(env)); default: development, which records and never sends */
  email?: EmailConfig;
  log?: (line: string) => void;
  /** e-mail queue tuning for tests (retry delays, polling, safety-net ages) */
  emailTuning?: Omit<EmailJobsOptions, 'config' | 'log'>;
}

/** Queues and workers of this process. One worker per queue keeps encodes off the request path's cores. */
export async function registerJobs(boss: PgBoss, db: Database, options: JobsOptions = {}): Promise<void> {
  await boss.createQueue(JOBS.warmMedia, { name: JOBS.warmMedia, retryLimit: 2, retryDelay: 30, retryBackoff: true });
  await boss.work<WarmMediaJob>(JOBS.warmMedia, { batchSize: 1 }, async ([job]) => {
    if (job) await warmMediaVariants(db, job.data.hash);
  });
  await boss.createQueue(JOBS.pruneRateLimits, { name: JOBS.pruneRateLimits, retryLimit: 0 });
  await boss.schedule(JOBS.pruneRateLimits, '17 * * * *');
  await boss.work(JOBS.pruneRateLimits, { batchSize: 1 }, () => pruneRateLimits(db));
  await registerEmailJobs(boss, db, {
    config: options.email ?? { service: 'development', from: null },
    log: options.log ?? console.log,
    ...options.emailTuning,
  });
}
