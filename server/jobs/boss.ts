import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client.ts';

/**
 * pg-boss on whichever database we have: against PostgreSQL it keeps its own small pool; against
 * PGlite (one in-process connection) it runs through our handle via the `db` adapter.
 */
export async function startBoss(handle: DatabaseHandle, options: { databaseUrl?: string }): Promise<PgBoss> {
  const common = {
    // Maintenance every few minutes is plenty for a studio's volume and keeps PGlite quiet.
    maintenanceIntervalSeconds: 300,
    monitorStateIntervalSeconds: 300,
  } as const;
  const boss =
    handle.driver === 'pg' && options.databaseUrl
      ? new PgBoss({ ...common, connectionString: options.databaseUrl, max: 4 })
      : new PgBoss({ ...common, db: { executeSql: (text, values) => handle.executeSql(text, values) } });
  boss.on('error', (error) => console.error('[jobs]', error.message));
  await boss.start();
  return boss;
}
