import type { MiddlewareHandler } from 'hono';
import { TooManyRequestsError, waitText } from '../errors.ts';
import { hitRateLimit, type RateLimitRule } from '../services/rate-limit.service.ts';
import type { AppEnv } from './app-env.ts';
import { clientIp } from './client-ip.ts';

/**
 * SECURITY 14: public POST endpoints are limited per client address. Only the guarded route pays
 * for the counter; pages and reads never touch it.
 */
export function rateLimitPerClient(rule: RateLimitRule): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { db, config } = c.get('deps');
    const result = await hitRateLimit(db, rule, clientIp(c, config.trustProxyHops));
    if (!result.allowed) {
      throw new TooManyRequestsError(
        `Too many requests. Please try again in ${waitText(result.retryAfterSeconds)}.`,
        result.retryAfterSeconds,
      );
    }
    return next();
  };
}
