import type { Hono } from 'hono';
import { afterAll, beforeAll } from 'vitest';
import type { AppDeps } from '../../server/app-deps.ts';
import type { AppEnv } from '../../server/platform/http/app-env.ts';
import { type EmailTestRuntime, startEmailTestRuntime } from './email-test-runtime.ts';
import { type SameOriginPost, sameOriginPost } from './same-origin-post.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export const INTAKE_PUBLIC_URL = 'https://studio.example';

export interface IntakeTestApp {
  /** the database, real pg-boss and e-mail pipeline (development mode unless switched) */
  runtime: EmailTestRuntime;
  app: Hono<AppEnv>;
  /** what the routes receive (e.g. the lookbook generator, to hold its queue full) */
  deps: AppDeps;
  post: SameOriginPost;
}

/**
 * The app as production mounts it behind one trusted proxy hop, on a fresh seeded database with
 * the e-mail test runtime's job queue (fast retries, switchable providers) and the real lookbook.
 */
export function prepareIntakeTestApp(): IntakeTestApp {
  const testApp = {} as IntakeTestApp;
  let built: TestApp | undefined;
  beforeAll(async () => {
    testApp.runtime = await startEmailTestRuntime();
    built = await createTestApp({
      handle: testApp.runtime.handle,
      queue: testApp.runtime.boss,
      config: { publicUrl: INTAKE_PUBLIC_URL, trustProxyHops: 1 },
    });
    testApp.app = built.app;
    testApp.deps = built.deps;
    testApp.post = sameOriginPost(testApp.app, INTAKE_PUBLIC_URL);
  });
  afterAll(async () => {
    await built?.close();
    await testApp.runtime?.stop();
  });
  return testApp;
}
