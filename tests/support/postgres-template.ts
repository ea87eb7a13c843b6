import pg from 'pg';
import { openPostgres } from '../../server/platform/db/client.ts';
import { migrateDatabase } from '../../server/platform/db/migrate.ts';
import { seedDemoContent } from '../../server/seed/seed-demo.ts';

/**
 * On a real PostgreSQL server each test file gets `CREATE DATABASE … TEMPLATE`, a file-level copy
 * of two template databases made once per run: migrated, and migrated + seeded.
 */
export const PG_TEMPLATES = { migrated: 'atelier_tpl_migrated', seeded: 'atelier_tpl_seeded' } as const;

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withAdminClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl(serverUrl, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function buildPostgresTemplates(serverUrl: string, log: (line: string) => void): Promise<void> {
  const started = Date.now();
  await withAdminClient(serverUrl, async (admin) => {
    for (const name of Object.values(PG_TEMPLATES)) {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
    await admin.query(`CREATE DATABASE ${PG_TEMPLATES.migrated}`);
  });
  const migrated = openPostgres(databaseUrl(serverUrl, PG_TEMPLATES.migrated), 2);
  await migrateDatabase(migrated);
  await migrated.close();
  await withAdminClient(serverUrl, (admin) =>
    admin.query(`CREATE DATABASE ${PG_TEMPLATES.seeded} TEMPLATE ${PG_TEMPLATES.migrated}`),
  );
  const seeded = openPostgres(databaseUrl(serverUrl, PG_TEMPLATES.seeded), 2);
  await seedDemoContent(seeded.db);
  await seeded.close();
  log(`[test-db] built PostgreSQL templates in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
