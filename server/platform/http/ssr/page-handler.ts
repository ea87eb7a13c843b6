import { cacheEntry, isCacheableRequest, type ResponseCache, respondFromCache } from '../response-cache.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';
import { preloadModulesAfterLargestPaint } from './module-preloads.ts';
import type { SsrHandler } from './ssr-handler.ts';

export interface PageHandlerOptions {
  /** production: CSP on every page and the page cache; development renders every request fresh */
  production: boolean;
  https: boolean;
  /** rendered pages (production), dropped on every content event; null renders every request */
  cache: ResponseCache | null;
}

const CACHEABLE_TYPE = /^(text\/html|text\/x-script)/;

/**
 * Pages as the browser receives them: rendered by React Router, buffered, given their CSP
 * (hashes of their own inline scripts), compressed once, and — for anonymous GETs that rendered
 * 200 — kept in the page cache until its lifetime ends or content changes.
 */
export function createPageHandler(ssr: SsrHandler, options: PageHandlerOptions): SsrHandler {
  const { cache } = options;

  return async (request, pageRequest) => {
    const url = new URL(request.url);
    const admin = isAdminPath(url.pathname);
    const cacheable = cache !== null && isCacheableRequest(request) && !admin;
    const key = `${url.pathname}${url.search}`;
    if (cacheable) {
      const hit = cache.get(key);
      if (hit) return respondFromCache(request, hit, 'HIT');
    }
    const response = await ssr(request, pageRequest);
    const type = response.headers.get('content-type') ?? '';
    if (!CACHEABLE_TYPE.test(type) || !response.body) return response;

    const rendered = await response.text();
    // Public pages ask for their scripts once their largest picture is painted (module-preloads.ts).
    const text = type.startsWith('text/html') && !admin ? preloadModulesAfterLargestPaint(rendered) : rendered;
    const headers = new Headers(response.headers);
    if (options.production && type.startsWith('text/html')) {
      headers.set('Content-Security-Policy', contentSecurityPolicy(text, { https: options.https }));
    }
    if (admin) {
      // The admin is for staff: never indexed, never kept by a browser or proxy cache.
      headers.set('X-Robots-Tag', 'noindex, nofollow');
      headers.set('Cache-Control', 'no-store');
    }
    const page = cacheEntry(response.status, headers, text);
    // A page that says it must not be stored (e.g. the unsubscribe confirmation) never is.
    const store =
      cacheable &&
      response.status === 200 &&
      !headers.has('set-cookie') &&
      !/\b(no-store|private)\b/i.test(headers.get('cache-control') ?? '');
    if (store) cache.set(key, page);
    return respondFromCache(request, page, store ? 'MISS' : 'BYPASS');
  };
}

/** /admin, /admin/…, and the spec's /admin-login. */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/') || pathname.startsWith('/admin-');
}
