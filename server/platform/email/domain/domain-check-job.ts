import type PgBoss from 'pg-boss';
import { type EmailDomainDeps, runDailyDomainCheck } from './email-domain.service.ts';

/** Issue 28: the daily repeat of Email Setup's domain check. */
export const DOMAIN_CHECK_JOB = 'email.domain-check';

/** Once a day, early morning UTC; pg-boss makes each cron slot one job across instances. */
export const DOMAIN_CHECK_CRON = '37 5 * * *';

export async function registerDomainCheckJobs(
  boss: PgBoss,
  deps: EmailDomainDeps,
  options: { schedule?: boolean } = {},
): Promise<void> {
  await boss.createQueue(DOMAIN_CHECK_JOB, {
    name: DOMAIN_CHECK_JOB,
    policy: 'stately',
    retryLimit: 0,
    expireInSeconds: 120,
  });
  if (options.schedule ?? true) await boss.schedule(DOMAIN_CHECK_JOB, DOMAIN_CHECK_CRON);
  await boss.work(DOMAIN_CHECK_JOB, { batchSize: 1 }, async () => {
    const outcome = await runDailyDomainCheck(deps);
    if (outcome && outcome.reported.length > 0) {
      deps.log(`[email] domain check: reported ${outcome.reported.map((r) => `${r.kind} ${r.state}`).join(', ')}`);
    }
  });
}
