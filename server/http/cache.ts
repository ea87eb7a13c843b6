import type { MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';

/**
 * Public reads: shared caches may keep them a minute and serve stale while revalidating; the ETag
 * turns a revalidation into a 304. Content edits reach visitors within that minute.
 */
export const PUBLIC_API_CACHE = 'public, max-age=60, stale-while-revalidate=300';

export function publicReadCache(): MiddlewareHandler[] {
  const setCacheControl: MiddlewareHandler = async (c, next) => {
    await next();
    if (c.req.method === 'GET' && c.res.status === 200 && !c.res.headers.has('Cache-Control')) {
      c.res.headers.set('Cache-Control', PUBLIC_API_CACHE);
    }
  };
  return [etag(), setCacheControl];
}
