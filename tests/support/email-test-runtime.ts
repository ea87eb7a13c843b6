import { randomUUID } from 'node:crypto';
import type PgBoss from 'pg-boss';
import { leadMailRules } from '../../server/modules/leads/leads.service.ts';
import { getSiteSettings } from '../../server/modules/studio/settings.service.ts';
import type { Database, DatabaseHandle } from '../../server/platform/db/client.ts';
import { emailSends, leads } from '../../server/platform/db/schema/index.ts';
import { type EmailConfig, resolveEmailConfig } from '../../server/platform/email/email-config.ts';
import { createConfiguredTransport, type ResolveEmailTransport } from '../../server/platform/email/email-transport.ts';
import { startBoss } from '../../server/platform/jobs/boss.ts';
import { registerJobs } from '../../server/register-jobs.ts';
import { createTestDatabase } from './test-db.ts';

/** Retries a second apart and fast polling, so a test sees several attempts in a few seconds. */
export const FAST_RETRIES = { retryLimit: 4, retryDelay: 1, retryBackoff: false };

export interface EmailTestRuntime {
  handle: DatabaseHandle;
  db: Database;
  boss: PgBoss;
  /** every line the pipeline logged */
  log: string[];
  /** switch the running worker to this configuration (built as the app builds it) */
  use(env: Parameters<typeof resolveEmailConfig>[0]): EmailConfig;
  setTransport(resolve: ResolveEmailTransport): void;
  stop(): Promise<void>;
}

export interface EmailTestRuntimeOptions {
  /**
   * Retry `email.send` on the schedule production registers (no override: minutes apart) instead
   * of FAST_RETRIES. For a test that checks that schedule and moves each retry's wait itself.
   */
  productionRetries?: boolean;
}

/**
 * A test database with real pg-boss and the app's real job registration (registerJobs), whose
 * e-mail transport the test can switch between providers.
 */
export async function startEmailTestRuntime(options: EmailTestRuntimeOptions = {}): Promise<EmailTestRuntime> {
  const handle = await createTestDatabase('seeded');
  const boss = await startBoss(handle);
  const log: string[] = [];
  const record = (line: string) => log.push(line);
  let current: ResolveEmailTransport = createConfiguredTransport(resolveEmailConfig({}), record, getSiteSettings);
  await registerJobs(boss, handle.db, {
    leads: leadMailRules,
    studio: getSiteSettings,
    log: record,
    emailTuning: {
      ...(options.productionRetries ? {} : { retry: FAST_RETRIES }),
      pollingIntervalSeconds: 0.5,
      resolveTransport: (db) => current(db),
    },
  });
  return {
    handle,
    db: handle.db,
    boss,
    log,
    use(env) {
      const config = resolveEmailConfig(env);
      current = createConfiguredTransport(config, record, getSiteSettings);
      return config;
    },
    setTransport(resolve) {
      current = resolve;
    },
    async stop() {
      // Graceful: a delivery still running finishes (and settles its job) before the database closes.
      await boss.stop({ graceful: true, wait: true, timeout: 15_000 });
      await handle.close();
    },
  };
}

export async function insertLead(
  db: Database,
  email: string,
  status: (typeof leads.$inferInsert)['status'] = 'active',
) {
  const [lead] = await db
    .insert(leads)
    .values({ email, firstName: 'Jane', lastName: 'Doe', source: 'contact', status })
    .returning();
  if (!lead) throw new Error('lead not inserted');
  return lead;
}

/** A queued row with no job behind it, for tests that drive deliveries by hand. */
export async function insertQueuedRow(db: Database, values: Partial<typeof emailSends.$inferInsert> = {}) {
  const [row] = await db
    .insert(emailSends)
    .values({
      kind: 'test',
      idempotencyKey: `test:${randomUUID()}`,
      toAddress: 'owner@larchandlime.example',
      subject: 'A test message',
      htmlBody: '<p>Test</p>',
      textBody: 'Test',
      ...values,
    })
    .returning();
  if (!row) throw new Error('row not inserted');
  return row;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
