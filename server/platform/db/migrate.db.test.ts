import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl, withAdminClient } from '../../../tests/support/postgres-template.ts';
import { knownMigrations } from '../backup/backup-file.ts';
import { type DatabaseHandle, openPostgres } from './client.ts';
import { migrateDatabase } from './migrate.ts';

// PGlite serves one process: two instances starting together exist only on PostgreSQL.
describe.runIf(Boolean(inject('postgresUrl')))('migrations when instances start together (PostgreSQL)', () => {
  const handles: DatabaseHandle[] = [];
  const name = `atelier_t_${randomBytes(6).toString('hex')}`;
  afterAll(async () => {
    for (const handle of handles) await handle.close();
    const postgresUrl = inject('postgresUrl');
    if (postgresUrl) {
      await withAdminClient(postgresUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  });

  it('three instances migrating one empty database at once all start, and each migration runs once', async () => {
    const postgresUrl = inject('postgresUrl') ?? '';
    await withAdminClient(postgresUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
    for (let i = 0; i < 3; i++) handles.push(openPostgres(databaseUrl(postgresUrl, name), 2));
    await Promise.all(handles.map((handle) => migrateDatabase(handle)));
    const { rows } = await (handles[0] as DatabaseHandle).executeSql(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(rows[0]?.n).toBe(knownMigrations().length);
  });
});
