import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sameOriginPost } from '../../../tests/support/same-origin-post.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { createTestDatabase, type TestDatabaseHandle } from '../../../tests/support/test-db.ts';
import { type DatabaseHandle, openPostgres } from '../../platform/db/client.ts';
import { bookings, consultationTypes, leads } from '../../platform/db/schema/index.ts';

/**
 * The slot race (issue 27): the same slot booked at the same moment through two app instances on
 * one PostgreSQL server, each with its own connection pool — exactly one 201, the other 409 with
 * the next free slots. Neither instance checks before it inserts; the exclusion constraint
 * `bookings_no_overlap` decides, so this holds however the two requests interleave.
 */

const PUBLIC_URL = 'https://studio.example';
const now = new Date('2026-10-26T12:00:00Z'); // Monday; Los Angeles, 10:00–16:00 on weekdays

describe.runIf(Boolean(inject('postgresUrl')))('two instances booking one slot at the same moment', () => {
  let a: TestApp;
  let b: TestApp;
  let database: TestDatabaseHandle;
  let secondPool: DatabaseHandle;
  let typeId = 0;

  beforeAll(async () => {
    const config = { trustProxyHops: 1, publicUrl: PUBLIC_URL };
    database = await createTestDatabase('seeded');
    secondPool = openPostgres(database.url ?? '', 4);
    a = await createTestApp({ config, handle: database, clock: () => now });
    b = await createTestApp({ config, handle: secondPool, clock: () => now });
    const [type] = await a.deps.db
      .select({ id: consultationTypes.id })
      .from(consultationTypes)
      .where(eq(consultationTypes.slug, 'initial-consultation'));
    typeId = type?.id ?? 0;
  }, 120_000);

  afterAll(async () => {
    await b?.close();
    await a?.close();
    await secondPool?.close();
    await database?.close();
  });

  it('lets exactly one of two simultaneous requests have the slot, every time', async () => {
    const postA = sameOriginPost(a.app, PUBLIC_URL);
    const postB = sameOriginPost(b.app, PUBLIC_URL);
    // Tuesday to Friday at 10:00, 11:00, 12:00 PDT: twelve races
    const starts = [27, 28, 29, 30].flatMap((day) => [17, 18, 19].map((h) => `2026-10-${day}T${h}:00:00.000Z`));
    for (const [i, start] of starts.entries()) {
      const request = (who: string) => ({
        typeId,
        start,
        firstName: who,
        lastName: 'Racer',
        email: `${who.toLowerCase()}.${i}@example.com`,
        consent: false,
      });
      const [fromA, fromB] = await Promise.all([
        postA('/api/bookings', request('Ada')),
        postB('/api/bookings', request('Bea')),
      ]);
      expect([fromA.status, fromB.status].sort(), start).toEqual([201, 409]);
      const loser = fromA.status === 409 ? fromA : fromB;
      const refusal = await loser.json();
      expect(refusal.code).toBe('slot_taken');
      expect(refusal.nextSlots.length).toBeGreaterThan(0);
      expect(refusal.nextSlots.map((s: { start: string }) => s.start)).not.toContain(start);

      const held = await a.deps.db
        .select({ email: bookings.email })
        .from(bookings)
        .where(and(eq(bookings.startAt, new Date(start)), eq(bookings.status, 'confirmed')));
      expect(held).toHaveLength(1);
      // The loser left nothing behind: no lead either (the lead is joined in the booking's transaction).
      const loserEmail = `${fromA.status === 409 ? 'ada' : 'bea'}.${i}@example.com`;
      expect(await a.deps.db.select().from(leads).where(eq(leads.email, loserEmail))).toEqual([]);
    }
  });
});
