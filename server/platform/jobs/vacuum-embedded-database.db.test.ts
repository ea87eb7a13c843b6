import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-db.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { startBoss } from './boss.ts';
import { registerEmbeddedDatabaseVacuum, VACUUM_EMBEDDED_DATABASE_JOB } from './vacuum-embedded-database.ts';

let handle: DatabaseHandle;
let boss: PgBoss;
const logged: string[] = [];

beforeAll(async () => {
  handle = await createTestDatabase('migrated');
  boss = await startBoss(handle);
  await registerEmbeddedDatabaseVacuum(boss, handle, (line) => logged.push(line));
});

afterAll(async () => {
  await boss.stop({ graceful: false, wait: true });
  await handle.close();
});

/** What the planner believes the table holds: -1 until an ANALYZE (or VACUUM) has looked. */
async function plannerRowCount(table: string): Promise<number> {
  const { rows } = await handle.executeSql('select reltuples from pg_class where relname = $1', [table]);
  return Number(rows[0]?.reltuples);
}

describe('the embedded database’s nightly vacuum', () => {
  it('runs VACUUM ANALYZE on PGlite, which has no autovacuum, and is not scheduled on PostgreSQL', async () => {
    if (handle.driver === 'pg') {
      expect(await boss.getQueue(VACUUM_EMBEDDED_DATABASE_JOB)).toBeNull();
      return;
    }
    expect(await boss.getSchedules()).toContainEqual(expect.objectContaining({ name: VACUUM_EMBEDDED_DATABASE_JOB }));
    await handle.executeSql(`insert into leads (email, source)
      select 'vacuum' || g || '@example.com', 'manual' from generate_series(1, 300) g`);
    await handle.executeSql(`update leads set phone = '555' where email like 'vacuum%'`);
    expect(await plannerRowCount('leads')).toBe(-1);

    const jobId = await boss.send(VACUUM_EMBEDDED_DATABASE_JOB, {});
    await expect
      .poll(async () => (await boss.getJobById(VACUUM_EMBEDDED_DATABASE_JOB, jobId ?? ''))?.state, { timeout: 20_000 })
      .toBe('completed');
    expect(await plannerRowCount('leads')).toBe(300);
    expect(logged).toContainEqual(expect.stringMatching(/^\[db\] vacuumed the embedded database in \d+\.\d s$/));
  });
});
