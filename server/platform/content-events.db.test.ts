import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabaseHandle } from '../../tests/support/test-db.ts';
import { type ContentEvents, createContentEvents } from './content-events.ts';
import { writeContent } from './content-write.ts';
import { type DatabaseHandle, openPostgres } from './db/client.ts';
import { projects } from './db/schema/index.ts';

let handle: TestDatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase('seeded');
});
afterAll(async () => handle?.close());

/** Counts the content events one listener hears. */
function listen(events: ContentEvents) {
  const heard = { count: 0 };
  events.subscribe(() => {
    heard.count += 1;
  });
  return heard;
}

describe('content writes tell the caches after commit', () => {
  it('publishes once the transaction has committed, and the write is visible by then', async () => {
    const events = await createContentEvents(handle, () => {});
    let visibleWhenHeard: string | undefined;
    events.subscribe(() => {
      void handle.db
        .select({ title: projects.title })
        .from(projects)
        .limit(1)
        .then(([row]) => {
          visibleWhenHeard = row?.title;
        });
    });
    await writeContent({ db: handle.db, contentEvents: events }, async (tx) => {
      await tx.update(projects).set({ title: 'Committed Title' });
    });
    await expect.poll(() => visibleWhenHeard).toBe('Committed Title');
    await events.close();
  });

  it('publishes nothing when the write rolls back', async () => {
    const events = await createContentEvents(handle, () => {});
    const heard = listen(events);
    await expect(
      writeContent({ db: handle.db, contentEvents: events }, async (tx) => {
        await tx.update(projects).set({ title: 'Never Seen' });
        throw new Error('the studio changed its mind');
      }),
    ).rejects.toThrow('the studio changed its mind');
    expect(heard.count).toBe(0);
    const titles = await handle.db.select({ title: projects.title }).from(projects);
    expect(titles.map((row) => row.title)).not.toContain('Never Seen');
    await events.close();
  });
});

// Two instances share one PostgreSQL: an edit committed on one drops the other's caches (NOTIFY).
// PGlite is one process with no neighbours, so this runs in the PostgreSQL pass of the suite.
describe.runIf(Boolean(inject('postgresUrl')))('across app instances (PostgreSQL)', () => {
  let second: DatabaseHandle;
  beforeAll(() => {
    second = openPostgres(handle.url ?? '', 2);
  });
  afterAll(async () => second?.close());

  it('reaches the other instance, and each instance hears itself once', async () => {
    const one = await createContentEvents(handle, () => {});
    const two = await createContentEvents(second, () => {});
    const heardOnOne = listen(one);
    const heardOnTwo = listen(two);
    await writeContent({ db: handle.db, contentEvents: one }, async (tx) => {
      await tx.update(projects).set({ location: 'Portland, Oregon' });
    });
    expect(heardOnOne.count).toBe(1);
    await expect.poll(() => heardOnTwo.count, { timeout: 5_000 }).toBe(1);
    await two.publish();
    await expect.poll(() => heardOnOne.count, { timeout: 5_000 }).toBe(2);
    expect(heardOnTwo.count).toBe(2);
    await one.close();
    await two.close();
  });
});
