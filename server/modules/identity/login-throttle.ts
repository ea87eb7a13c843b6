import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { rateLimits } from '../../platform/db/schema/index.ts';
import { TooManyRequestsError } from '../../platform/errors.ts';
import { hitRateLimit, type RateLimitRule } from '../../platform/http/rate-limit.service.ts';

/**
 * SECURITY 4: sign-in attempts are throttled twice, with counters in the database so every
 * instance shares them. Per client address, every attempt counts (a password sprayer tries one
 * password on many accounts), and a successful sign-in does not reset it. Per account, the
 * consecutive failures count (a guesser tries many passwords on one account); a success clears
 * them. Unknown usernames are counted like real ones, so a lockout tells nobody which exist.
 */
export const LOGIN_ADDRESS_LIMIT: RateLimitRule = { name: 'login-address', limit: 20, windowSeconds: 15 * 60 };
export const LOGIN_ACCOUNT_LIMIT: RateLimitRule = { name: 'login-account', limit: 5, windowSeconds: 15 * 60 };

export type SignInAdmission =
  | { allowed: true }
  | { allowed: false; retryAfterSeconds: number; scope: 'address' | 'account'; lockedNow: boolean };

/** One account however it is typed: usernames are unique without regard to case. */
export function normaliseUsername(username: string): string {
  return username.normalize('NFKC').trim().toLowerCase();
}

function accountKey(username: string): string {
  return `${LOGIN_ACCOUNT_LIMIT.name}:${normaliseUsername(username)}`;
}

/**
 * Counts this attempt against the address and, if the address may still try, against the account.
 * The account's count is taken before the password is checked (and cleared after a success), so
 * five attempts sent at once cannot all slip past a check made before any of them failed.
 * `lockedNow` is true for the one attempt that tipped the account over its limit.
 */
export async function admitSignInAttempt(
  db: DbOrTx,
  attempt: { username: string; ip: string; now: Date },
): Promise<SignInAdmission> {
  const address = await hitRateLimit(db, LOGIN_ADDRESS_LIMIT, attempt.ip);
  if (!address.allowed) {
    return { allowed: false, retryAfterSeconds: address.retryAfterSeconds, scope: 'address', lockedNow: false };
  }
  const account = await countAccountAttempt(db, accountKey(attempt.username), attempt.now);
  if (account.count <= LOGIN_ACCOUNT_LIMIT.limit) return { allowed: true };
  return {
    allowed: false,
    retryAfterSeconds: account.retryAfterSeconds,
    scope: 'account',
    lockedNow: account.count === LOGIN_ACCOUNT_LIMIT.limit + 1,
  };
}

/** After a successful sign-in: the account's failures are forgiven (the address's count stays). */
export async function forgetAccountAttempts(db: DbOrTx, username: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, accountKey(username)));
}

export function tooManySignInAttempts(retryAfterSeconds: number): TooManyRequestsError {
  return new TooManyRequestsError('sign_in_rate_limited', retryAfterSeconds);
}

/**
 * `hitRateLimit`'s fixed window, timed by the app's clock rather than the database's, so a test
 * can move past a lockout; one atomic upsert, as there.
 */
async function countAccountAttempt(
  db: DbOrTx,
  key: string,
  now: Date,
): Promise<{ count: number; retryAfterSeconds: number }> {
  const windowEnd = new Date(now.getTime() + LOGIN_ACCOUNT_LIMIT.windowSeconds * 1000);
  const nowValue = sql`${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= ${nowValue} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${nowValue} then ${windowEnd.toISOString()}::timestamptz else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  const resetAt = row?.resetAt ?? windowEnd;
  return {
    count: row?.count ?? 1,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)),
  };
}
