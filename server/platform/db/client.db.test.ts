import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabaseHandle } from '../../../tests/support/test-db.ts';

/**
 * The database handle the services use. PGlite runs on the server's own thread: a queue of queries
 * must not hold the event loop until it is empty, or new connections wait in the kernel's accept
 * queue for as long as the load lasts (docs/performance.md, the soak).
 */
describe('the database handle under a queue of queries', () => {
  let handle: TestDatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase('migrated');
  });
  afterAll(async () => {
    await handle.close();
  });

  it('lets the event loop turn before the queue is empty', async () => {
    const queued = 20;
    let answered = 0;
    // A few milliseconds of work each: together far more than one turn's budget.
    const queries = Array.from({ length: queued }, () =>
      handle.db.execute(sql`select count(*) from generate_series(1, 20000)`).then(() => {
        answered += 1;
      }),
    );
    const answeredWhenTheLoopTurned = await new Promise<number>((resolve) => setImmediate(() => resolve(answered)));
    await Promise.all(queries);

    expect(answered).toBe(queued);
    expect(answeredWhenTheLoopTurned).toBeLessThan(queued);
  });

  it('serves the queries that queue behind a transaction once it commits', async () => {
    await handle.db.execute(sql`create table turn_log (n int)`);
    const transaction = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into turn_log values (1)`);
      // The loop turns while the transaction is open (on PGlite it holds the database meanwhile).
      await new Promise((resolve) => setImmediate(resolve));
      await tx.execute(sql`insert into turn_log values (2)`);
    });
    const outside = handle.db.execute(sql`insert into turn_log values (3)`);
    await Promise.all([transaction, outside]);

    const { rows } = await handle.executeSql('select n from turn_log order by n');
    expect(rows.map((row) => Number(row.n))).toEqual([1, 2, 3]);
  });
});

describe('closing the database', () => {
  it('finishes the plain-SQL queries asked for before the close and drops those asked for after', async () => {
    const handle = await createTestDatabase('migrated');
    // pg-boss settles a finished job without awaiting it, and a job its stop gave up on settles later.
    const asked = handle.executeSql('SELECT $1::int AS answer', [42]);
    await handle.close();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const late = handle.executeSql('SELECT $1::int AS answer', [7]);

    expect((await asked).rows).toEqual([{ answer: 42 }]);
    // Never answered, so never a rejection nobody catches (close-after-queries.ts says why).
    let settled = false;
    late.then(
      () => (settled = true),
      () => (settled = true),
    );
    for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    warn.mockRestore();
  });
});
