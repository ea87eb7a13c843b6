import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../../server/app.ts';
import type { DatabaseHandle } from '../../server/db/client.ts';
import { createTestDatabase, type TestDatabaseContent } from './test-db.ts';

export interface TestApp {
  /** call the app in process, as `app.request()` does */
  request: (path: string, init?: RequestInit) => Promise<Response>;
  handle: DatabaseHandle;
}

/**
 * Registers beforeAll/afterAll hooks giving the file an app on its own fresh database. Use the
 * returned object's properties inside tests (they are filled in by beforeAll).
 */
export function prepareTestApp(content: TestDatabaseContent = 'seeded'): TestApp {
  const testApp = {} as TestApp;
  beforeAll(async () => {
    testApp.handle = await createTestDatabase(content);
    const app = createApp({ db: testApp.handle.db, executeSql: testApp.handle.executeSql });
    testApp.request = async (path, init) => app.request(path, init);
  });
  afterAll(async () => {
    await testApp.handle?.close();
  });
  return testApp;
}
