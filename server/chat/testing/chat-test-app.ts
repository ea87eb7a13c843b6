import type { Hono } from 'hono';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-db.ts';
import { createApp } from '../../app.ts';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import type { ChatEngine } from '../chat-engine.ts';

export interface ChatTestApp {
  handle: DatabaseHandle;
  app: Hono;
  /**
   * POSTs JSON (or a raw string) as a same-origin browser would. Each call comes from a new
   * visitor address unless `ip` is given, so per-visitor rate limits count only what a test means.
   */
  post(path: string, body: unknown, init?: { ip?: string; headers?: Record<string, string> }): Promise<Response>;
}

const PUBLIC_URL = 'https://studio.example';
let visitor = 0;

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
    testApp.post = async (path, body, init = {}) => {
      visitor = (visitor % 250) + 1;
      return testApp.app.request(`${PUBLIC_URL}${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Sec-Fetch-Site': 'same-origin',
          'X-Forwarded-For': init.ip ?? `198.51.100.${visitor}`,
          ...init.headers,
        },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    };
  });
  afterAll(async () => {
    engine?.close();
    await testApp.handle?.close();
  });
  return testApp;
}
