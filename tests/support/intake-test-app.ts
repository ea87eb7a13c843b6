import type { Hono } from 'hono';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../../server/app.ts';
import { type EmailTestRuntime, startEmailTestRuntime } from '../../server/email/testing/email-test-runtime.ts';
import { createLookbookGenerator, type LookbookGenerator } from '../../server/pdf/lookbook-generator.ts';

export const INTAKE_PUBLIC_URL = 'https://studio.example';

export interface IntakeTestApp {
  /** the database, real pg-boss and e-mail pipeline (development mode unless switched) */
  runtime: EmailTestRuntime;
  app: Hono;
  /**
   * POSTs JSON (or a raw string) as a same-origin browser page would. Each call comes from a new
   * visitor address unless `ip` is given, so per-visitor rate limits count only what a test means.
   */
  post(path: string, body: unknown, init?: { ip?: string; headers?: Record<string, string> }): Promise<Response>;
}

let visitor = 0;

/**
 * The app with the public write endpoints mounted as production mounts them (one trusted proxy
 * hop), on a fresh seeded database with the real job queue and the real lookbook generator.
 */
export function prepareIntakeTestApp(): IntakeTestApp {
  const testApp = {} as IntakeTestApp;
  let lookbook: LookbookGenerator | undefined;
  beforeAll(async () => {
    testApp.runtime = await startEmailTestRuntime();
    lookbook = createLookbookGenerator(testApp.runtime.db);
    testApp.app = createApp({
      db: testApp.runtime.db,
      executeSql: testApp.runtime.handle.executeSql,
      intake: { queue: testApp.runtime.boss, lookbook, publicUrl: INTAKE_PUBLIC_URL, trustProxyHops: 1 },
    });
    testApp.post = async (path, body, init = {}) => {
      visitor += 1;
      return testApp.app.request(`${INTAKE_PUBLIC_URL}${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Sec-Fetch-Site': 'same-origin',
          'X-Forwarded-For': init.ip ?? `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
          ...init.headers,
        },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    };
  });
  afterAll(async () => {
    lookbook?.close();
    await testApp.runtime?.stop();
  });
  return testApp;
}
