import type PgBoss from 'pg-boss';
import type { AppDeps } from './app-deps.ts';
import { compose } from './compose.ts';
import { resolveChatModelConfig } from './modules/chat/index.ts';
import { ensureFirstAdmin, type GeneratedAdmin } from './modules/identity/index.ts';
import { resolveAppSecret } from './platform/app-secret.ts';
import { type DatabaseHandle, openDatabase } from './platform/db/client.ts';
import { migrateDatabase } from './platform/db/migrate.ts';
import { resolveEmailConfig } from './platform/email/email-config.ts';
import { emailEnvOf } from './platform/email/email-deps.ts';
import type { Env } from './platform/env.ts';
import { seedDemoPipeline } from './seed/demo-pipeline.ts';
import { isDatabaseEmpty, seedDemoContent } from './seed/seed-demo.ts';

export interface Runtime {
  /** what every request can reach (createApp(deps)) */
  deps: AppDeps;
  handle: DatabaseHandle;
  boss: PgBoss;
  /** the demo admin made on this boot (D16), to print once; null otherwise */
  firstAdmin: GeneratedAdmin | null;
  /** SIGTERM: /readyz turns 503 so a load balancer stops sending traffic */
  startDraining(): void;
  stop(): Promise<void>;
}

/**
 * The process's start: configuration, database, schema, first-run demo content, then `compose()`
 * (server/compose.ts: job queue, modules, the one `AppDeps` every route receives), in that order.
 * A bad setting throws a ConfigError before anything opens.
 */
export async function bootRuntime(
  env: Env,
  log: (line: string) => void = console.log,
  { lookbookWorkerFile }: { lookbookWorkerFile?: string } = {},
): Promise<Runtime> {
  const email = resolveEmailConfig(env);
  const chatModel = resolveChatModelConfig(env);
  const appSecret = await resolveAppSecret(env.APP_SECRET, env.DATA_DIR, log);
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  log(handle.driver === 'pg' ? '[db] PostgreSQL (DATABASE_URL)' : `[db] embedded PGlite in ${env.DATA_DIR}`);
  await migrateDatabase(handle);
  const seeding = env.SEED_DEMO === 'auto' && (await isDatabaseEmpty(handle.db));
  if (seeding) {
    const started = Date.now();
    log('[seed] empty database: adding the demo studio …');
    const summary = await seedDemoContent(handle.db);
    log(`[seed] ${summary} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  // D16: no default account. The first admin comes from the environment, or — on the boot that
  // made the demo studio — gets a random password printed once.
  const firstAdmin = await ensureFirstAdmin(
    handle.db,
    { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD, demo: seeding },
    log,
  );
  if (seeding && env.SEED_DEMO_CLIENTS === 'auto') {
    // Issue 27: clients in progress for the new studio's first look, after the first admin exists
    // (their tasks are assigned to that admin). Not part of the test databases' snapshot (ADR 005).
    log(`[seed] ${await seedDemoPipeline(handle.db, new Date())}`);
  }
  const production = env.NODE_ENV === 'production';
  const composed = await compose({
    handle,
    appSecret,
    http: {
      publicUrl: env.publicUrl,
      trustProxyHops: env.TRUST_PROXY_HOPS,
      https: env.publicUrl.startsWith('https://'),
      production,
    },
    emailEnv: emailEnvOf(env),
    email,
    chatModel,
    lookbookWorkerFile,
    log,
  });
  const { deps } = composed;
  // compose starts pg-boss unless given a queue of its own, which boot never gives it.
  const boss = composed.boss as PgBoss;
  // Fonts, content and pre-sized JPEGs ready before the first visitor asks (a cold first build
  // after seeding encodes every picture: ~3 s). In the background: the site is up meanwhile.
  deps.lookbook.prepare().catch((error: unknown) => log(`[lookbook] could not prepare ahead: ${String(error)}`));
  return {
    deps,
    handle,
    boss,
    firstAdmin,
    startDraining: composed.startDraining,
    async stop() {
      // Jobs first (they use the database), then the database.
      await composed.close({ bossStopTimeoutMs: 10_000 });
      await handle.close();
    },
  };
}
