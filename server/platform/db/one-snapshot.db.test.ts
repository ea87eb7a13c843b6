import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabaseHandle } from '../../../tests/support/test-db.ts';
import type { DbOrTx } from './client.ts';
import { readInOneSnapshot } from './one-snapshot.ts';

let handle: TestDatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase('migrated');
  await handle.db.execute(sql`create table snapshot_probe (n int)`);
});
afterAll(async () => {
  await handle.close();
});

const count = async (db: DbOrTx) => {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(sql`snapshot_probe`);
  return Number(row?.n);
};

describe('reading a count and a page in one snapshot', () => {
  it("answers with the read's own result", async () => {
    expect(await readInOneSnapshot(handle.db, async (tx) => count(tx))).toBe(await count(handle.db));
  });

  it('refuses a write made in it by mistake, and nothing is written', async () => {
    const before = await count(handle.db);
    const refused = await readInOneSnapshot(handle.db, (tx) =>
      tx.execute(sql`insert into snapshot_probe values (1)`),
    ).then(
      () => null,
      (error: Error) => error,
    );
    // drizzle wraps the database's error; its cause is PostgreSQL's own.
    expect(String((refused?.cause as Error | undefined)?.message)).toMatch(/read-only transaction/);
    expect(await count(handle.db)).toBe(before);
  });
});

// On PostgreSQL another connection's write can commit between two statements; on PGlite it waits
// for the transaction to end, so this interleaving cannot even be set up there.
describe.runIf(Boolean(inject('postgresUrl')))('a write committed between the two reads (PostgreSQL)', () => {
  it('is seen by neither read, so the count and the page agree', async () => {
    const seen = await readInOneSnapshot(handle.db, async (tx) => {
      const first = await count(tx);
      await handle.db.execute(sql`insert into snapshot_probe values (2)`); // another connection, committed
      return { first, second: await count(tx) };
    });
    expect(seen.second).toBe(seen.first);
    expect(await count(handle.db)).toBe(seen.first + 1);
  });
});
