import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { projectPath } from '../project-root.ts';
import type { DatabaseHandle } from './client.ts';

export const migrationsFolder = projectPath('server/platform/db/migrations');

/**
 * Applies the committed drizzle-kit migrations; safe to run at every boot. `folder` is for tests
 * that stop at an earlier migration (a copy of this folder with a shorter journal).
 */
export async function migrateDatabase(handle: DatabaseHandle, folder = migrationsFolder): Promise<void> {
  if (handle.driver === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return;
  }
  if (!handle.withSession) throw new Error('a PostgreSQL handle needs withSession to migrate under a lock');
  // Instances starting together on one PostgreSQL would each find the same migrations missing and
  // apply them twice (drizzle takes no lock): the second fails on "already exists" and that
  // instance does not start. One at a time, on one connection holding a session advisory lock;
  // the next one then finds nothing left to do.
  await handle.withSession(async (db) => {
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      await migratePg(db as unknown as NodePgDatabase, { migrationsFolder: folder });
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  });
}

/** The advisory lock key of migrations: any constant this app uses for nothing else ("atelier"). */
const MIGRATION_LOCK = 0x6174656c;
