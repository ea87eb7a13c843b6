/**
 * A worker process for the crash test (sequence-instances.db.test.ts): the app's real job
 * registration on PostgreSQL, sending by SMTP to the port it is given, so the test can kill it with
 * SIGKILL in the middle of a send. Not part of the app.
 *
 *   node --import tsx server/modules/leads/sequence/testing/crash-test-worker.ts <database url> <smtp port>
 */
import { openPostgres } from '../../../../platform/db/client.ts';
import { resolveEmailConfig } from '../../../../platform/email/email-config.ts';
import { startBoss } from '../../../../platform/jobs/boss.ts';
import { registerJobs } from '../../../../register-jobs.ts';
import { getSiteSettings } from '../../../studio/index.ts';
import { leadMailRules } from '../../leads.service.ts';

const [databaseUrl, smtpPort] = process.argv.slice(2);
if (!databaseUrl || !smtpPort) throw new Error('usage: crash-test-worker.ts <database url> <smtp port>');

const handle = openPostgres(databaseUrl, 2);
const boss = await startBoss(handle);
await registerJobs(boss, handle.db, {
  leads: leadMailRules,
  studio: getSiteSettings,
  log: (line) => console.log(line),
  email: resolveEmailConfig({ EMAIL_SERVICE: 'smtp', SMTP_HOST: '127.0.0.1', SMTP_PORT: Number(smtpPort) }),
  // Retries a second apart (as the e-mail tests' FAST_RETRIES), so a re-run job comes back at once.
  emailTuning: { retry: { retryLimit: 4, retryDelay: 1, retryBackoff: false }, pollingIntervalSeconds: 0.5 },
});
console.log('worker ready');
