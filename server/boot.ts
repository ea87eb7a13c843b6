import type PgBoss from 'pg-boss';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { isDatabaseEmpty, seedDemoContent } from './db/seed/seed-demo.ts';
import type { Env } from './env.ts';
import { startBoss } from './jobs/boss.ts';
import { registerJobs } from './jobs/register.ts';

export interface Runtime {
  handle: DatabaseHandle;
  boss: PgBoss;
  stop(): Promise<void>;
}

/** Database, schema, first-run demo content and job queue, in that order. */
export async function bootRuntime(env: Env, log: (line: string) => void = console.log): Promise<Runtime> {
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  log(handle.driver === 'pg' ? '[db] PostgreSQL (DATABASE_URL)' : `[db] embedded PGlite in ${env.DATA_DIR}`);
  await migrateDatabase(handle);
  if (env.SEED_DEMO === 'auto' && (await isDatabaseEmpty(handle.db))) {
    const started = Date.now();
    log('[seed] empty database: adding the demo studio …');
    const summary = await seedDemoContent(handle.db);
    log(`[seed] ${summary} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const boss = await startBoss(handle);
  await registerJobs(boss, handle.db);
  return {
    handle,
    boss,
    async stop() {
      // Jobs first (they use the database), then the database.
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      await handle.close();
    },
  };
}
