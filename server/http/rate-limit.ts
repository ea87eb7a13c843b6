import type { MiddlewareHandler } from 'hono';
import type { DbOrTx } from '../db/client.ts';
import { hitRateLimit, type RateLimitRule } from '../services/rate-limit.service.ts';
import { clientIp } from './client-ip.ts';

/**
 * SECURITY 14: public POST endpoints are limited per client address. Only the guarded route pays
 * for the counter; pages and reads never touch it.
 */
export function rateLimitPerClient(db: DbOrTx, rule: RateLimitRule, trustedHops: number): MiddlewareHandler {
  return async (c, next) => {
    const result = await hitRateLimit(db, rule, clientIp(c, trustedHops));
    if (!result.allowed) {
      c.header('Retry-After', String(result.retryAfterSeconds));
      return c.json({ message: `Too many requests. Please try again in ${waitText(result.retryAfterSeconds)}.` }, 429);
    }
    return next();
  };
}

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
