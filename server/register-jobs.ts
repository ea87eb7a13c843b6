import type PgBoss from 'pg-boss';
import { pruneExpiredSessions } from './modules/identity/index.ts';
import { WARM_MEDIA_JOB, type WarmMediaJob, warmMediaVariants } from './modules/media/index.ts';
import type { Database } from './platform/db/client.ts';
import type { LeadMailRules } from './platform/email/deliver-email-send.ts';
import type { EmailConfig } from './platform/email/email-config.ts';
import type { ResolveEmailTransport, StudioIdentity } from './platform/email/email-transport.ts';
import { type EmailJobsOptions, registerEmailJobs } from './platform/email/register-email-jobs.ts';
import { pruneRateLimits } from './platform/http/rate-limit.service.ts';

export const JOBS = {
  /** encode every responsive variant of one image ahead of visitors */
  warmMedia: WARM_MEDIA_JOB,
  /** forget finished rate-limit windows (SECURITY 14 counters) */
  pruneRateLimits: 'rate-limits.prune',
  /** forget sessions past their idle or absolute expiry (SECURITY 3) */
  pruneSessions: 'sessions.prune',
} as const;

export interface JobsOptions {
  /** the leads service's rules the e-mail worker applies (compose.ts passes `leadMailRules`) */
  leads: LeadMailRules;
  /** reads the studio's name and e-mail for the default From (compose.ts passes the settings service's) */
  studio: StudioIdentity;
  /** outbound e-mail (resolveEmailConfig(env)); default: development, which records and never sends */
  email?: EmailConfig;
  /** the transport from Email Setup's stored settings (D13); default: one built from `email` */
  resolveTransport?: ResolveEmailTransport;
  log?: (line: string) => void;
  /** e-mail queue tuning for tests (retry delays, polling, safety-net ages) */
  emailTuning?: Omit<EmailJobsOptions, 'config' | 'log' | 'leads' | 'studio'>;
}

/** Queues and workers of this process. One worker per queue keeps encodes off the request path's cores. */
export async function registerJobs(boss: PgBoss, db: Database, options: JobsOptions): Promise<void> {
  await boss.createQueue(JOBS.warmMedia, { name: JOBS.warmMedia, retryLimit: 2, retryDelay: 30, retryBackoff: true });
  await boss.work<WarmMediaJob>(JOBS.warmMedia, { batchSize: 1 }, async ([job]) => {
    if (!job) return;
    try {
      await warmMediaVariants(db, job.data.hash);
    } catch (error) {
      // pg-boss keeps a failed job's error as JSON; a database error's message carries the query's
      // parameters, here an encoded image whose bytes JSON cannot hold. Keep the driver's own words.
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      throw new Error(`warming ${job.data.hash} failed: ${cause instanceof Error ? cause.message : String(cause)}`);
    }
  });
  await boss.createQueue(JOBS.pruneRateLimits, { name: JOBS.pruneRateLimits, retryLimit: 0 });
  await boss.schedule(JOBS.pruneRateLimits, '17 * * * *');
  await boss.work(JOBS.pruneRateLimits, { batchSize: 1 }, () => pruneRateLimits(db));
  await boss.createQueue(JOBS.pruneSessions, { name: JOBS.pruneSessions, retryLimit: 0 });
  await boss.schedule(JOBS.pruneSessions, '23 * * * *');
  await boss.work(JOBS.pruneSessions, { batchSize: 1 }, () => pruneExpiredSessions(db, new Date()));
  await registerEmailJobs(boss, db, {
    config: options.email ?? { service: 'development', from: null },
    leads: options.leads,
    studio: options.studio,
    log: options.log ?? console.log,
    resolveTransport: options.resolveTransport,
    ...options.emailTuning,
  });
}
