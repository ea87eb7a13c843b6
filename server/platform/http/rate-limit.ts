import type { MiddlewareHandler } from 'hono';
import type { DbOrTx } from '../db/client.ts';
import { TooManyRequestsError } from '../errors.ts';
import type { AppEnv } from './app-env.ts';
import { clientIp } from './client-ip.ts';
import { hitRateLimit, type RateLimitRule } from './rate-limit.service.ts';

/**
 * SECURITY 14: public POST endpoints are limited per client address. Only the guarded route pays
 * for the counter; pages and reads never touch it.
 */
export function rateLimitPerClient(rule: RateLimitRule): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { db, config } = c.get('deps');
    await enforceRateLimit(db, rule, clientIp(c, config.trustProxyHops));
    return next();
  };
}

/**
 * One hit for this client under `rule`, refused beyond the limit. The API's middleware and the
 * contact page's own form post (issue 12) both count here, in the same bucket.
 */
export async function enforceRateLimit(db: DbOrTx, rule: RateLimitRule, client: string): Promise<void> {
  const result = await hitRateLimit(db, rule, client);
  if (!result.allowed) {
    throw new TooManyRequestsError('rate_limited', result.retryAfterSeconds);
  }
}
