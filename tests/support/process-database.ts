import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type DatabaseHandle, openPglite, wrapPglite } from '../../server/platform/db/client.ts';
import { createTestDatabase } from './test-db.ts';

/**
 * The seeded demo studio as a database that a spawned server process and the test share: on PGlite
 * a data directory on disk (the process's own `DATA_DIR`), on PostgreSQL (scripts/with-postgres.sh)
 * a fresh database the process reaches by `DATABASE_URL`. `inspect` opens it for the test; PGlite
 * serves one process, so on PGlite only while no server process is running.
 */
export interface ProcessDatabase {
  driver: 'pglite' | 'pg';
  /** DATA_DIR (always: the app secret lives there) and DATABASE_URL ('' on PGlite) */
  env: { DATA_DIR: string; DATABASE_URL: string };
  inspect<T>(read: (handle: DatabaseHandle) => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
}

export async function createProcessDatabase(): Promise<ProcessDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'atelier-crash-'));
  if (inject('postgresUrl')) {
    const database = await createTestDatabase('seeded');
    return {
      driver: 'pg',
      env: { DATA_DIR: dataDir, DATABASE_URL: database.url ?? '' },
      inspect: (read) => read(database),
      async dispose() {
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const snapshots = inject('pgliteSnapshots');
  if (!snapshots) throw new Error('integration tests need tests/support/db-global-setup.ts');
  // The snapshot unpacked where openPglite (the server's own open) looks for it.
  const loaded = await PGlite.create(path.join(dataDir, 'pglite'), {
    loadDataDir: new Blob([await readFile(snapshots.seeded)]),
  });
  await wrapPglite(loaded).close();
  return {
    driver: 'pglite',
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    async inspect(read) {
      const handle = await openPglite(dataDir);
      try {
        return await read(handle);
      } finally {
        await handle.close();
      }
    },
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}
