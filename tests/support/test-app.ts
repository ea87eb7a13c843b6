import type { Hono } from 'hono';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../../server/app.ts';
import type { AppDeps } from '../../server/app-deps.ts';
import { createChatEngine } from '../../server/modules/chat/chat-engine.ts';
import { createLocalContentEvents } from '../../server/platform/content-events.ts';
import type { DatabaseHandle } from '../../server/platform/db/client.ts';
import type { EmailEnv } from '../../server/platform/email/email-config.ts';
import { type EmailDeps, emailEnvOf } from '../../server/platform/email/email-deps.ts';
import { createStoredSettingsTransport } from '../../server/platform/email/email-transport.ts';
import type { AppEnv } from '../../server/platform/http/app-env.ts';
import { createContentCache } from '../../server/platform/http/response-cache.ts';
import { startBoss } from '../../server/platform/jobs/boss.ts';
import { registerPublishingJobs } from '../../server/modules/content/publish-scheduled-posts.ts';
import { registerJobs } from '../../server/register-jobs.ts';
import { createLookbookGenerator } from '../../server/modules/lookbook/lookbook-generator.ts';
import { leadMailRules } from '../../server/modules/leads/leads.service.ts';
import { getSiteSettings } from '../../server/modules/studio/settings.service.ts';
import { createTestDatabase, type TestDatabaseContent } from './test-db.ts';

/** The address the test app believes it is served at (same-origin checks compare against it). */
export const TEST_PUBLIC_URL = 'http://localhost';

export type TestAppOverrides = Partial<Omit<AppDeps, 'config'>> & {
  config?: Partial<AppDeps['config']>;
  /** the demo studio (default) or an empty schema */
  content?: TestDatabaseContent;
  /** a database the test already has (e.g. the e-mail test runtime's); it stays the test's to close */
  handle?: DatabaseHandle;
  /** the e-mail variables of the environment (default none: Email Setup's stored settings, else development) */
  emailEnv?: Partial<EmailEnv>;
};

export interface TestApp {
  app: Hono<AppEnv>;
  deps: AppDeps;
  handle: DatabaseHandle;
  /** the real job queue on the test database (development e-mail: recorded, never sent); null when the test passed its own `queue` */
  boss: PgBoss | null;
  /** call the app in process, as `app.request()` does */
  request: (path: string, init?: RequestInit) => Promise<Response>;
  close(): Promise<void>;
}

/**
 * The app as production builds it — the same route table, the same `AppDeps` shape — on a fresh
 * database with a real pg-boss, and with whatever the test overrides (a clock it moves, another
 * configuration). No page renderer: API and media only.
 */
export async function createTestApp(overrides: TestAppOverrides = {}): Promise<TestApp> {
  const { content = 'seeded', config, handle: given, emailEnv: givenEmailEnv = {}, ...replaced } = overrides;
  const emailEnv = emailEnvOf(givenEmailEnv);
  const handle = given ?? (await createTestDatabase(content));
  const log = () => {};
  const appSecret = replaced.secrets?.appSecret ?? 'test-app-secret-that-is-at-least-32-characters';
  // As boot.ts: the worker and the routes share Email Setup's transport.
  const email: EmailDeps = replaced.email ?? {
    env: emailEnv,
    resolveTransport: createStoredSettingsTransport({ env: emailEnv, appSecret, log, studio: getSiteSettings }),
  };
  let boss: PgBoss | null = null;
  if (!replaced.queue) {
    boss = await startBoss(handle);
    await registerJobs(boss, handle.db, {
      leads: leadMailRules,
      studio: getSiteSettings,
      log,
      resolveTransport: email.resolveTransport,
    });
  }
  const contentEvents = replaced.contentEvents ?? createLocalContentEvents();
  const lookbook = replaced.lookbook ?? createLookbookGenerator(handle.db, contentEvents);
  const chat = replaced.chat ?? createChatEngine(handle.db, contentEvents);
  // As boot.ts: production caches pages and public reads until content changes.
  const cache = () =>
    config?.production ? createContentCache(contentEvents, { ttlMs: 30_000, maxEntries: 500 }) : null;
  const deps: AppDeps = {
    db: handle.db,
    executeSql: handle.executeSql,
    queue: boss as PgBoss,
    caches: { pages: cache(), api: cache() },
    secrets: { appSecret },
    email,
    clock: () => new Date(),
    isDraining: () => false,
    log,
    ...replaced,
    contentEvents,
    lookbook,
    chat,
    config: { publicUrl: TEST_PUBLIC_URL, trustProxyHops: 0, https: false, production: false, ...config },
  };
  // As boot.ts: scheduled posts are published by a job that needs the whole deps.
  if (boss) await registerPublishingJobs(boss, deps);
  const app = createApp(deps);
  return {
    app,
    deps,
    handle,
    boss,
    request: async (path, init) => app.request(path, init),
    async close() {
      lookbook.close();
      chat.close();
      await contentEvents.close();
      await boss?.stop({ graceful: true, wait: true, timeout: 15_000 });
      if (!given) await handle.close();
    },
  };
}

/**
 * Registers beforeAll/afterAll hooks giving the file a test app on its own fresh database. Use the
 * returned object's properties inside tests (they are filled in by beforeAll).
 */
export function prepareTestApp(overrides: TestAppOverrides = {}): TestApp {
  const testApp = {} as TestApp;
  beforeAll(async () => {
    Object.assign(testApp, await createTestApp(overrides));
  });
  afterAll(async () => {
    await testApp.close?.();
  });
  return testApp;
}

/** Headers of a same-origin JSON write, as the admin's own pages send them (SECURITY 5). */
export function jsonWrite(method: string, body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method,
    headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', ...headers },
    body: JSON.stringify(body),
  };
}
