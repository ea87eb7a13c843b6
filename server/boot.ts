import type PgBoss from 'pg-boss';
import type { AppOptions } from './app.ts';
import { resolveAppSecret } from './app-secret.ts';
import { resolveChatModelConfig } from './chat/chat-config.ts';
import { type ChatEngine, createChatEngine } from './chat/chat-engine.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { isDatabaseEmpty, seedDemoContent } from './db/seed/seed-demo.ts';
import { resolveEmailConfig } from './email/email-config.ts';
import type { Env } from './env.ts';
import { startBoss } from './jobs/boss.ts';
import { registerJobs } from './jobs/register.ts';
import { createLookbookGenerator, type LookbookGenerator } from './pdf/lookbook-generator.ts';

export interface Runtime {
  handle: DatabaseHandle;
  boss: PgBoss;
  /** signs unsubscribe links, encrypts stored secrets (app-secret.ts) */
  appSecret: string;
  lookbook: LookbookGenerator;
  /** the answer-bot (built-in engine, plus the configured model if any) */
  chat: ChatEngine;
  stop(): Promise<void>;
}

/** Configuration, database, schema, first-run demo content and job queue, in that order. */
export async function bootRuntime(env: Env, log: (line: string) => void = console.log): Promise<Runtime> {
  // A mis-configured e-mail provider or chat model stops the boot with one clear message, before
  // anything opens.
  const email = resolveEmailConfig(env);
  const chatModel = resolveChatModelConfig(env);
  const appSecret = await resolveAppSecret(env.APP_SECRET, env.DATA_DIR, log);
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
  await registerJobs(boss, handle.db, { email, log });
  const lookbook = createLookbookGenerator(handle.db, { siteUrl: env.publicUrl });
  // Fonts, content and pre-sized JPEGs ready before the first visitor asks (a cold first build
  // after seeding encodes every picture: ~3 s). In the background: the site is up meanwhile.
  lookbook.prepare().catch((error: unknown) => log(`[lookbook] could not prepare ahead: ${String(error)}`));
  const chat = createChatEngine(handle.db, { model: chatModel, log });
  return {
    handle,
    boss,
    appSecret,
    lookbook,
    chat,
    async stop() {
      // Jobs first (they use the database), then the database.
      lookbook.close();
      chat.close();
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      await handle.close();
    },
  };
}

/** The parts of createApp's options that come from the runtime (shared by `npm start` and `npm run dev`). */
export function runtimeAppOptions(
  runtime: Runtime,
  env: Env,
): Pick<AppOptions, 'db' | 'executeSql' | 'intake' | 'appSecret'> {
  return {
    db: runtime.handle.db,
    executeSql: runtime.handle.executeSql,
    appSecret: runtime.appSecret,
    intake: {
      queue: runtime.boss,
      lookbook: runtime.lookbook,
      publicUrl: env.publicUrl,
      trustProxyHops: env.TRUST_PROXY_HOPS,
      chat: runtime.chat,
    },
  };
}
