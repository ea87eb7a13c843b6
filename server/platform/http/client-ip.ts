import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The visitor's address, for per-visitor limits. With `trustedHops` reverse proxies in front of us,
 * each appended the address it saw to X-Forwarded-For, so the client is the entry that many places
 * from the right; anything further left was written by the client and cannot be trusted. Without
 * proxies the socket's address is the only truth (a forged header is ignored).
 */
export function clientIp(c: Context, trustedHops: number): string {
  if (trustedHops > 0) {
    const chain = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const fromProxy = chain[chain.length - trustedHops];
    if (fromProxy) return fromProxy;
  }
  return socketAddress(c) ?? 'unknown';
}

function socketAddress(c: Context): string | undefined {
  // `app.request()` in tests has no socket behind it.
  if (!(c.env as { incoming?: unknown } | undefined)?.incoming) return undefined;
  return getConnInfo(c).remote.address;
}
