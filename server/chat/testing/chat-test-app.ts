import type { Hono } from 'hono';
import { afterAll, beforeAll } from 'vitest';
import { type SameOriginPost, sameOriginPost } from '../../../tests/support/same-origin-post.ts';
import { createTestDatabase } from '../../../tests/support/test-db.ts';
import { createApp } from '../../app.ts';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import type { ChatEngine } from '../chat-engine.ts';

export interface ChatTestApp {
  handle: DatabaseHandle;
  app: Hono;
  post: SameOriginPost;
}

const PUBLIC_URL = 'https://studio.example';

/** A stand-in for the parts of the intake the chat never touches; using one is a test bug. */
function unused(what: string): never {
  throw new Error(`${what} is not used by the chat endpoints`);
}

/**
 * The whole app (createApp with the intake, as production mounts it) on a fresh seeded database,
 * for the chat endpoints. `engine` builds a custom engine (a model, short timeouts) for the file.
 */
export function prepareChatTestApp(options: { engine?: (db: Database) => ChatEngine } = {}): ChatTestApp {
  const testApp = {} as ChatTestApp;
  let engine: ChatEngine | undefined;
  beforeAll(async () => {
    testApp.handle = await createTestDatabase('seeded');
    engine = options.engine?.(testApp.handle.db);
    testApp.app = createApp({
      db: testApp.handle.db,
      executeSql: testApp.handle.executeSql,
      intake: {
        queue: { send: async () => unused('the e-mail queue') },
        lookbook: { build: async () => unused('the lookbook'), prepare: async () => {}, close: () => {} },
        publicUrl: PUBLIC_URL,
        trustProxyHops: 1,
        chat: engine,
      },
    });
    testApp.post = sameOriginPost(testApp.app, PUBLIC_URL);
  });
  afterAll(async () => {
    engine?.close();
    await testApp.handle?.close();
  });
  return testApp;
}
