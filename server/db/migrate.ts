import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { projectPath } from '../project-root.ts';
import type { DatabaseHandle } from './client.ts';

export const migrationsFolder = projectPath('server/db/migrations');

/**
 * Applies the committed drizzle-kit migrations; safe to run at every boot. `folder` is for tests
 * that stop at an earlier migration (a copy of this folder with a shorter journal).
 */
export async function migrateDatabase(handle: DatabaseHandle, folder = migrationsFolder): Promise<void> {
  if (handle.driver === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  } else {
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  }
}
