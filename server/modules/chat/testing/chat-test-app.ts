import type { Hono } from 'hono';
import { afterAll, beforeAll } from 'vitest';
import { type SameOriginPost, sameOriginPost } from '../../../../tests/support/same-origin-post.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { createTestDatabase } from '../../../../tests/support/test-db.ts';
import { createLocalContentEvents } from '../../../platform/content-events.ts';
import type { Database, DatabaseHandle } from '../../../platform/db/client.ts';
import type { AppEnv } from '../../../platform/http/app-env.ts';
import type { ChatEngine } from '../chat-engine.ts';

export interface ChatTestApp {
  handle: DatabaseHandle;
  app: Hono<AppEnv>;
  post: SameOriginPost;
}

const PUBLIC_URL = 'https://studio.example';

/**
 * The whole app (as production mounts it, behind one trusted proxy hop) on a fresh seeded
 * database, for the chat endpoints. `engine` builds a custom engine (a model, short timeouts).
 */
export function prepareChatTestApp(
  options: { engine?: (db: Database, events: ReturnType<typeof createLocalContentEvents>) => ChatEngine } = {},
): ChatTestApp {
  const testApp = {} as ChatTestApp;
  let built: TestApp | undefined;
  beforeAll(async () => {
    const contentEvents = createLocalContentEvents();
    const handle = await createTestDatabase('seeded');
    built = await createTestApp({
      handle,
      contentEvents,
      ...(options.engine ? { chat: options.engine(handle.db, contentEvents) } : {}),
      config: { publicUrl: PUBLIC_URL, trustProxyHops: 1 },
    });
    testApp.handle = handle;
    testApp.app = built.app;
    testApp.post = sameOriginPost(testApp.app, PUBLIC_URL);
  });
  afterAll(async () => {
    await built?.close();
    await testApp.handle?.close();
  });
  return testApp;
}
