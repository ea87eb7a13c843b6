import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';
import { cacheEntry, isCacheableRequest, respondFromCache } from './response-cache.ts';

/**
 * Public reads: shared caches may keep them a minute and serve stale while revalidating; the ETag
 * turns a revalidation into a 304. Content edits reach visitors within that minute.
 */
export const PUBLIC_API_CACHE = 'public, max-age=60, stale-while-revalidate=300';

/**
 * Every public GET route answers with an ETag (304 when the client has it) and the public
 * Cache-Control. With a cache (production), the serialised and compressed answer is reused until
 * its lifetime ends or content changes: a read then costs a map lookup instead of queries and JSON.
 */
export const publicReads: MiddlewareHandler<AppEnv> = async (c, next) => {
  const cache = c.get('deps').caches.api;
  const request = c.req.raw;
  if (request.method !== 'GET' && request.method !== 'HEAD') return next();
  if (c.get('user')) {
    // A staff view (drafts): personal, so neither this cache nor any other may keep it.
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
    return;
  }
  const url = new URL(request.url);
  const key = `${url.pathname}${url.search}`;
  const cacheable = cache !== null && isCacheableRequest(request);
  const hit = cacheable ? cache.get(key) : undefined;
  if (hit) return respondFromCache(request, hit, 'HIT');
  await next();
  if (c.res.status !== 200 || !(c.res.headers.get('content-type') ?? '').startsWith('application/json')) return;
  const headers = new Headers(c.res.headers);
  if (!headers.has('cache-control')) headers.set('Cache-Control', PUBLIC_API_CACHE);
  const entry = cacheEntry(200, headers, await c.res.text());
  if (cacheable) cache.set(key, entry);
  c.res = respondFromCache(request, entry, cacheable ? 'MISS' : 'BYPASS');
};
