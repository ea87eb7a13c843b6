import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';

export interface RateLimitRule {
  /** what is limited, e.g. 'contact' — part of the counter's key */
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** seconds until the window resets (for Retry-After) */
  retryAfterSeconds: number;
}

/**
 * Counts one hit for `subject` (a client address) under `rule`, in a fixed window kept in the
 * database so every app instance shares it. One atomic upsert: two simultaneous hits never both
 * read the old count.
 */
export async function hitRateLimit(db: DbOrTx, rule: RateLimitRule, subject: string): Promise<RateLimitResult> {
  const key = `${rule.name}:${subject}`;
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: sql`now() + ${window}` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then now() + ${window} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      secondsLeft: sql<number>`ceil(extract(epoch from (${rateLimits.resetAt} - now())))::int`,
    });
  const count = row?.count ?? 1;
  return {
    allowed: count <= rule.limit,
    retryAfterSeconds: Math.max(1, Number(row?.secondsLeft ?? rule.windowSeconds)),
  };
}

/** Forgets counters whose window has passed (called by a periodic job). */
export async function pruneRateLimits(db: DbOrTx): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.resetAt} <= now()`);
}
