import type PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client.ts';

/** The embedded database's nightly clean-up (PGlite only). */
export const VACUUM_EMBEDDED_DATABASE_JOB = 'database.vacuum-embedded';

/** 03:41 UTC every night: a quiet hour for a studio site, off the hour other jobs use. */
export const VACUUM_EMBEDDED_DATABASE_CRON = '41 3 * * *';

/**
 * PostgreSQL's autovacuum reclaims the row versions that updates leave behind and refreshes the
 * planner's statistics. PGlite runs PostgreSQL in single-user mode, where no autovacuum runs: left
 * alone, every update (a lead's activity, a send's status, pg-boss's own job rows) grows its table
 * for good, and every search reads the dead rows too. So on PGlite this job runs the VACUUM ANALYZE
 * that autovacuum would; on PostgreSQL it is not registered. PGlite has one connection, so the
 * run holds other queries back while it works (about a second for a studio's data).
 */
export async function registerEmbeddedDatabaseVacuum(
  boss: PgBoss,
  handle: Pick<DatabaseHandle, 'driver' | 'executeSql'>,
  log: (line: string) => void,
): Promise<void> {
  if (handle.driver !== 'pglite') return;
  await boss.createQueue(VACUUM_EMBEDDED_DATABASE_JOB, {
    name: VACUUM_EMBEDDED_DATABASE_JOB,
    retryLimit: 0,
    expireInSeconds: 600,
  });
  await boss.schedule(VACUUM_EMBEDDED_DATABASE_JOB, VACUUM_EMBEDDED_DATABASE_CRON);
  await boss.work(VACUUM_EMBEDDED_DATABASE_JOB, { batchSize: 1 }, async () => {
    const started = Date.now();
    await handle.executeSql('VACUUM (ANALYZE)');
    log(`[db] vacuumed the embedded database in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
}
