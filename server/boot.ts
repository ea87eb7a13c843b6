import type PgBoss from 'pg-boss';
import { type AppDeps, systemClock } from './app-deps.ts';
import { resolveAppSecret } from './platform/app-secret.ts';
import { ensureFirstAdmin, type GeneratedAdmin } from './modules/identity/first-admin.ts';
import { resolveChatModelConfig } from './modules/chat/chat-config.ts';
import { createChatEngine } from './modules/chat/chat-engine.ts';
import { createContentEvents } from './platform/content-events.ts';
import { type DatabaseHandle, openDatabase } from './platform/db/client.ts';
import { migrateDatabase } from './platform/db/migrate.ts';
import { isDatabaseEmpty, seedDemoContent } from './platform/db/seed/seed-demo.ts';
import { resolveEmailConfig } from './platform/email/email-config.ts';
import { type EmailDeps, emailEnvOf } from './platform/email/email-deps.ts';
import { createStoredSettingsTransport } from './platform/email/email-transport.ts';
import type { Env } from './platform/env.ts';
import { createContentCache } from './platform/http/response-cache.ts';
import { startBoss } from './platform/jobs/boss.ts';
import { registerPublishingJobs } from './modules/content/publish-scheduled-posts.ts';
import { registerJobs } from './register-jobs.ts';
import { registerSequenceJobs } from './modules/leads/sequence/sequence-job.ts';
import { registerEmbeddedDatabaseVacuum } from './platform/jobs/vacuum-embedded-database.ts';
import { createLookbookGenerator } from './modules/lookbook/lookbook-generator.ts';
import { leadMailRules } from './modules/leads/leads.service.ts';
import { getSiteSettings } from './modules/studio/settings.service.ts';

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
 * The composition root: configuration, database, schema, first-run demo content, job queue, and
 * the one `AppDeps` every route receives, in that order. A bad setting throws a ConfigError before
 * anything opens.
 */
export async function bootRuntime(env: Env, log: (line: string) => void = console.log): Promise<Runtime> {
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
  const boss = await startBoss(handle);
  // D13: the environment over what the admin stored in Email Setup, re-read at every send.
  const emailEnv = emailEnvOf(env);
  const emailDeps: EmailDeps = {
    env: emailEnv,
    resolveTransport: createStoredSettingsTransport({ env: emailEnv, appSecret, log, studio: getSiteSettings }),
  };
  await registerJobs(boss, handle.db, {
    email,
    log,
    leads: leadMailRules,
    studio: getSiteSettings,
    resolveTransport: emailDeps.resolveTransport,
  });
  // PGlite has no autovacuum: a nightly VACUUM ANALYZE stands in for it.
  await registerEmbeddedDatabaseVacuum(boss, handle, log);

  const production = env.NODE_ENV === 'production';
  const contentEvents = await createContentEvents(handle, log);
  const contentCache = () =>
    production ? createContentCache(contentEvents, { ttlMs: 30_000, maxEntries: 500 }) : null;
  const lookbook = createLookbookGenerator(handle.db, contentEvents, { siteUrl: env.publicUrl });
  // Fonts, content and pre-sized JPEGs ready before the first visitor asks (a cold first build
  // after seeding encodes every picture: ~3 s). In the background: the site is up meanwhile.
  lookbook.prepare().catch((error: unknown) => log(`[lookbook] could not prepare ahead: ${String(error)}`));
  const chat = createChatEngine(handle.db, contentEvents, { model: chatModel, log });
  let draining = false;
  const deps: AppDeps = {
    db: handle.db,
    executeSql: handle.executeSql,
    queue: boss,
    email: emailDeps,
    contentEvents,
    caches: { pages: contentCache(), api: contentCache() },
    chat,
    lookbook,
    secrets: { appSecret },
    clock: systemClock,
    config: {
      publicUrl: env.publicUrl,
      trustProxyHops: env.TRUST_PROXY_HOPS,
      https: env.publicUrl.startsWith('https://'),
      production,
    },
    isDraining: () => draining,
    log,
  };
  // D24: scheduled posts are published through content writes, so this job needs the whole deps.
  await registerPublishingJobs(boss, deps);
  // D10: the sequence scheduler, every minute; it queues steps with deps.queue and signs links with the secret.
  await registerSequenceJobs(boss, deps);
  return {
    deps,
    handle,
    boss,
    firstAdmin,
    startDraining() {
      draining = true;
    },
    async stop() {
      // Jobs first (they use the database), then the database.
      lookbook.close();
      chat.close();
      await contentEvents.close();
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      await handle.close();
    },
  };
}
