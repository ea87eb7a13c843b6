import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-db.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { hitRateLimit, pruneRateLimits } from './rate-limit.service.ts';

describe('per-client rate limits (SECURITY 14)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase('migrated');
  });
  afterAll(async () => handle?.close());
  // Each test starts with no client counted: what one test used up is not another's to rely on.
  beforeEach(async () => {
    await handle.db.delete(rateLimits);
  });
  const rule = { name: 'test', limit: 3, windowSeconds: 600 };
  /** `client` asks until refused: the limit's worth of requests, then one that is refused. */
  const exhaust = async (client: string) => {
    for (let i = 0; i < rule.limit; i++) await hitRateLimit(handle.db, rule, client);
    expect((await hitRateLimit(handle.db, rule, client)).allowed).toBe(false);
  };

  it('allows the limit within the window, then refuses with the time left', async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(handle.db, rule, '203.0.113.1'));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]?.retryAfterSeconds).toBeGreaterThan(590);
    expect(results[3]?.retryAfterSeconds).toBeLessThanOrEqual(600);
  });

  it('counts each client and each rule separately', async () => {
    await exhaust('203.0.113.1');
    expect((await hitRateLimit(handle.db, rule, '203.0.113.2')).allowed).toBe(true);
    expect((await hitRateLimit(handle.db, { ...rule, name: 'other' }, '203.0.113.1')).allowed).toBe(true);
  });

  it('starts a new window once the old one has passed', async () => {
    await exhaust('203.0.113.1');
    await handle.db.update(rateLimits).set({ resetAt: sql`now() - interval '1 second'` });
    expect((await hitRateLimit(handle.db, rule, '203.0.113.1')).allowed).toBe(true);
  });

  it('a burst of simultaneous requests lets exactly the limit through', async () => {
    const burst = await Promise.all(Array.from({ length: 10 }, () => hitRateLimit(handle.db, rule, '198.51.100.9')));
    expect(burst.filter((r) => r.allowed)).toHaveLength(3);
  });

  it('pruning forgets only finished windows', async () => {
    await hitRateLimit(handle.db, rule, '203.0.113.2');
    await hitRateLimit(handle.db, rule, '198.51.100.9');
    await handle.db
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(sql`${rateLimits.key} = 'test:203.0.113.2'`);
    await pruneRateLimits(handle.db);
    const keys = (await handle.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys).not.toContain('test:203.0.113.2');
    expect(keys).toContain('test:198.51.100.9');
  });
});
