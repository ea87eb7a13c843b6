import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client.ts';

/**
 * pg-boss on whichever database we have, through our own handle (its `db` adapter): on PostgreSQL
 * that is the app's pool (pg-boss's own Db does the same `pool.query` calls), on PGlite the single
 * in-process connection. One code path for both drivers.
 */
export async function startBoss(handle: DatabaseHandle): Promise<PgBoss> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => handle.executeSql(text, values) },
    // Maintenance every few minutes is plenty for a studio's volume and keeps PGlite quiet.
    maintenanceIntervalSeconds: 300,
    monitorStateIntervalSeconds: 300,
  });
  boss.on('error', (error) => console.error('[jobs]', error.message));
  await boss.start();
  return boss;
}
