import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type DatabaseHandle, openPostgres, wrapPglite } from '../../server/platform/db/client.ts';
import { databaseUrl, PG_TEMPLATES, withAdminClient } from './postgres-template.ts';

export type TestDatabaseContent = 'seeded' | 'migrated';

/** On PostgreSQL, `url` lets a test open a second connection pool (a second app instance). */
export type TestDatabaseHandle = DatabaseHandle & { url?: string };

/**
 * A fresh database for one test file: the demo studio (`seeded`, default) or an empty schema
 * (`migrated`). PGlite in memory, or a new database on the PostgreSQL server of this run.
 */
export async function createTestDatabase(content: TestDatabaseContent = 'seeded'): Promise<TestDatabaseHandle> {
  const postgresUrl = inject('postgresUrl');
  if (postgresUrl) {
    const name = `atelier_t_${randomBytes(6).toString('hex')}`;
    await withAdminClient(postgresUrl, (admin) =>
      admin.query(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATES[content]}`),
    );
    const url = databaseUrl(postgresUrl, name);
    const handle = openPostgres(url, 4);
    return {
      ...handle,
      url,
      async close() {
        await handle.close();
        await withAdminClient(postgresUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      },
    };
  }
  const snapshots = inject('pgliteSnapshots');
  if (!snapshots) throw new Error('integration tests need tests/support/db-global-setup.ts');
  const dump = new Blob([await readFile(snapshots[content])]);
  return wrapPglite(await PGlite.create({ loadDataDir: dump }));
}

/**
 * A database no migration has touched (for tests of the migrations, or of what a database without
 * the schema does), of the kind `createTestDatabase` makes: the migrated one with its two schemas
 * dropped, which leaves it as empty as a new one. On PGlite that is far quicker than a new database
 * (initdb takes seconds there; a snapshot loads in a fraction of one).
 */
export async function createBlankTestDatabase(): Promise<TestDatabaseHandle> {
  const handle = await createTestDatabase('migrated');
  await handle.executeSql('drop schema drizzle cascade; drop schema public cascade; create schema public');
  return handle;
}
