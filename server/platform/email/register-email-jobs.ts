import type PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';
import { deliverEmailSend, type LeadMailRules } from './deliver-email-send.ts';
import type { EmailConfig } from './email-config.ts';
import { EMAIL_SEND_JOB, type EmailSendJob } from './email-queue.ts';
import { createConfiguredTransport, type ResolveEmailTransport, type StudioIdentity } from './email-transport.ts';
import { type SweepOptions, sweepEmailSends } from './sweep-email-sends.ts';

export const EMAIL_SWEEP_JOB = 'email.sweep';

/** How `email.send` retries: about an hour of backoff (1, 2, 4, 8, 16 min, ×1–2 jitter) before giving up. */
export const EMAIL_RETRY_POLICY = { retryLimit: 5, retryDelay: 60, retryBackoff: true };

export interface EmailJobsOptions {
  config: EmailConfig;
  /** the leads service's rules for suppressing and bouncing (from the composition root) */
  leads: LeadMailRules;
  /** reads the studio's name and e-mail, the default From (from the composition root) */
  studio: StudioIdentity;
  log: (line: string) => void;
  /** overrides of the retry policy and polling (tests use tiny delays) */
  retry?: Partial<typeof EMAIL_RETRY_POLICY>;
  pollingIntervalSeconds?: number;
  sweep?: SweepOptions;
  /** replaces the transport built from `config` (the seam for the admin's stored settings, D13) */
  resolveTransport?: ResolveEmailTransport;
}

/** The `email.send` queue and worker, and the safety net every five minutes. */
export async function registerEmailJobs(boss: PgBoss, db: Database, options: EmailJobsOptions): Promise<void> {
  const resolveTransport =
    options.resolveTransport ?? createConfiguredTransport(options.config, options.log, options.studio);
  options.log(
    options.resolveTransport && options.config.service === 'development'
      ? '[email] the service is chosen in Email Setup (development, recording only, until one is)'
      : describeService(options.config),
  );

  await boss.createQueue(EMAIL_SEND_JOB, {
    name: EMAIL_SEND_JOB,
    // 'short': one waiting job per singleton key (the row), so a second dispatch of a row is a no-op.
    policy: 'short',
    ...EMAIL_RETRY_POLICY,
    ...options.retry,
    // Far above any provider timeout; an expired job runs again and settles its own claim as 'unknown'.
    expireInSeconds: 300,
  });
  await boss.work<EmailSendJob>(
    EMAIL_SEND_JOB,
    { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
    async ([job]) => {
      if (!job) return;
      const outcome = await deliverEmailSend(
        db,
        {
          resolveTransport,
          leads: options.leads,
          log: options.log,
          staleClaimMinutes: options.sweep?.staleClaimMinutes,
        },
        { sendId: job.data.sendId, jobId: job.id, finalAttempt: job.retryCount >= job.retryLimit },
      );
      // Throwing hands the job back to pg-boss, which runs it again after the backoff.
      if (outcome.status === 'retry') throw new Error(outcome.error);
    },
  );

  await boss.createQueue(EMAIL_SWEEP_JOB, { name: EMAIL_SWEEP_JOB, retryLimit: 0 });
  await boss.schedule(EMAIL_SWEEP_JOB, '*/5 * * * *');
  await boss.work(EMAIL_SWEEP_JOB, { batchSize: 1 }, async () => {
    const swept = await sweepEmailSends(db, boss, options.sweep);
    if (swept.redispatched + swept.markedUnknown > 0) {
      options.log(`[email] safety net: ${swept.redispatched} re-dispatched, ${swept.markedUnknown} marked unknown`);
    }
  });
}

function describeService(config: EmailConfig): string {
  switch (config.service) {
    case 'development':
      return '[email] development mode: messages are recorded in email_sends, not sent';
    case 'smtp':
      return `[email] sending through SMTP at ${config.smtp.host}:${config.smtp.port}`;
    case 'resend':
      return '[email] sending through Resend';
    case 'sendgrid':
      return '[email] sending through SendGrid';
  }
}
