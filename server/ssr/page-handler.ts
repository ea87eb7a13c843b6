import { gzipSync } from 'node:zlib';
import { onContentChanged } from '../services/content-events.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';
import { type CachedPage, PageCache } from './page-cache.ts';
import type { SsrHandler } from './ssr-handler.ts';

export interface PageHandlerOptions {
  /** production: CSP on every page and the page cache; development renders every request fresh */
  production: boolean;
  https: boolean;
  cacheTtlMs?: number;
}

const CACHEABLE_TYPE = /^(text\/html|text\/x-script)/;

function canUseCache(request: Request, url: URL): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  // Signed-in staff (and anything else carrying cookies) always get a fresh render.
  if (request.headers.has('cookie')) return false;
  return !url.pathname.startsWith('/admin');
}

function acceptsGzip(request: Request): boolean {
  return /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '');
}

function respond(request: Request, page: CachedPage, cacheStatus: 'HIT' | 'MISS' | 'BYPASS'): Response {
  const headers = new Headers(page.headers);
  headers.set('X-Page-Cache', cacheStatus);
  const useGzip = page.gzip !== null && acceptsGzip(request);
  const body = useGzip ? page.gzip : page.identity;
  if (useGzip) headers.set('Content-Encoding', 'gzip');
  headers.set('Vary', 'Accept-Encoding');
  headers.set('Content-Length', String(body?.byteLength ?? 0));
  return new Response(request.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), {
    status: page.status,
    headers,
  });
}

/**
 * Pages as the browser receives them: rendered by React Router, buffered, given their CSP
 * (hashes of their own inline scripts), compressed once, and — for anonymous GETs that rendered
 * 200 — kept in the page cache until its lifetime ends or content changes.
 */
export function createPageHandler(ssr: SsrHandler, options: PageHandlerOptions): SsrHandler {
  const cache = options.production ? new PageCache({ ttlMs: options.cacheTtlMs ?? 30_000, maxEntries: 500 }) : null;
  if (cache) onContentChanged(() => cache.clear());

  return async (request) => {
    const url = new URL(request.url);
    const cacheable = cache !== null && canUseCache(request, url);
    const key = `${url.pathname}${url.search}`;
    if (cacheable) {
      const hit = cache.get(key);
      if (hit) return respond(request, hit, 'HIT');
    }
    const response = await ssr(request);
    const type = response.headers.get('content-type') ?? '';
    if (!CACHEABLE_TYPE.test(type) || !response.body) return response;

    const text = await response.text();
    const headers = new Headers(response.headers);
    if (options.production && type.startsWith('text/html')) {
      headers.set('Content-Security-Policy', contentSecurityPolicy(text, { https: options.https }));
    }
    const identity = new TextEncoder().encode(text);
    const page: Omit<CachedPage, 'storedAt'> = {
      status: response.status,
      headers: [...headers.entries()].filter(([name]) => name !== 'content-length' && name !== 'content-encoding'),
      identity,
      gzip: identity.byteLength > 1024 ? gzipSync(identity, { level: 6 }) : null,
    };
    const store = cacheable && response.status === 200 && !headers.has('set-cookie');
    if (store) cache.set(key, page);
    return respond(request, { ...page, storedAt: 0 }, store ? 'MISS' : 'BYPASS');
  };
}
