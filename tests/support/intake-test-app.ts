import type { Hono } from 'hono';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../../server/app.ts';
import { type EmailTestRuntime, startEmailTestRuntime } from '../../server/email/testing/email-test-runtime.ts';
import { createLookbookGenerator, type LookbookGenerator } from '../../server/pdf/lookbook-generator.ts';
import { type SameOriginPost, sameOriginPost } from './same-origin-post.ts';

export const INTAKE_PUBLIC_URL = 'https://studio.example';

export interface IntakeTestApp {
  /** the database, real pg-boss and e-mail pipeline (development mode unless switched) */
  runtime: EmailTestRuntime;
  app: Hono;
  post: SameOriginPost;
}

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
    testApp.post = sameOriginPost(testApp.app, INTAKE_PUBLIC_URL);
  });
  afterAll(async () => {
    lookbook?.close();
    await testApp.runtime?.stop();
  });
  return testApp;
}
