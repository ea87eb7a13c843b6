import type { Hono } from 'hono';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../../server/app.ts';
import type { AppDeps } from '../../server/app-deps.ts';
import { type ComposeOverrides, compose } from '../../server/compose.ts';
import { createLocalContentEvents } from '../../server/platform/content-events.ts';
import type { DatabaseHandle } from '../../server/platform/db/client.ts';
import type { EmailEnv } from '../../server/platform/email/email-config.ts';
import { emailEnvOf } from '../../server/platform/email/email-deps.ts';
import type { AppEnv } from '../../server/platform/http/app-env.ts';
import { startTestDnsServer } from '../../server/platform/net/testing/dns-server.ts';
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
 * The app as production builds it — through the same `compose()` as server/boot.ts: the same route
 * table, the same `AppDeps`, the same jobs — on a fresh database with a real pg-boss, and with
 * whatever the test overrides (a clock it moves, another configuration). No page renderer: API
 * and media only.
 */
export async function createTestApp(overrides: TestAppOverrides = {}): Promise<TestApp> {
  const { content = 'seeded', config, handle: given, emailEnv: givenEmailEnv = {}, ...replaced } = overrides;
  // No test asks the internet's DNS: a host name the app looks up (Email Setup's SMTP or IMAP host,
  // the domain check) goes to a DNS server of the test's own, which knows no name, unless the test
  // runs one with answers and names it (DNS_SERVERS).
  const dns = givenEmailEnv.DNS_SERVERS === undefined ? await startTestDnsServer() : null;
  const handle = given ?? (await createTestDatabase(content));
  const log = () => {};
  const composeOverrides: ComposeOverrides = {
    log,
    // One process per test file: in-process events are enough, and each write's event arrives
    // before the write returns. NOTIFY/LISTEN between instances has its own tests
    // (server/platform/content-events.db.test.ts, server/scale-out.db.test.ts).
    contentEvents: createLocalContentEvents(),
    // The sequence scheduler's every-minute cron would run the scheduler at whatever minute
    // boundary falls inside a test, with the test's clock, racing the tests that run it by hand
    // and count what it queued. Its queue and worker are wired as in production, so sending the
    // job (`SEQUENCE_JOB`) runs it.
    scheduleSequence: false,
    ...replaced,
  };
  const composed = await compose(
    {
      handle,
      appSecret: 'test-app-secret-that-is-at-least-32-characters',
      http: { publicUrl: TEST_PUBLIC_URL, trustProxyHops: 0, https: false, production: false, ...config },
      // Default none: Email Setup's stored settings, else development (records, never sends).
      emailEnv: emailEnvOf(dns ? { ...givenEmailEnv, DNS_SERVERS: dns.server } : givenEmailEnv),
      log,
    },
    composeOverrides,
  );
  const { deps, boss } = composed;
  const app = createApp(deps);
  return {
    app,
    deps,
    handle,
    boss,
    request: async (path, init) => app.request(path, init),
    async close() {
      await composed.close({ bossStopTimeoutMs: 15_000 });
      if (!given) await handle.close();
      await dns?.close();
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
