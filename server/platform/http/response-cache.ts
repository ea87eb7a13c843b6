import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { ContentEvents } from '../content-events.ts';

/**
 * Public responses — rendered pages, React Router's .data payloads, public API reads — kept for a
 * short time, so each costs its work once per lifetime instead of once per request (docs/architecture.md:
 * "an HTML page near bare-server speed needs a rendered-page cache invalidated on content writes").
 * Bounded: least recently used entries go first, so random URLs cannot grow it without limit.
 * Cleared whenever public content changes (ADR 006).
 */
export interface CachedPage {
  status: number;
  headers: Array<[string, string]>;
  identity: Uint8Array;
  gzip: Uint8Array | null;
  storedAt: number;
  /**
   * What the app sent for a HIT on this entry, per encoding: the headers the fast lane
   * (kept-answers.ts) replays. Filled on the first HIT; it goes when the entry goes.
   */
  replay: Partial<Record<Encoding, OutgoingHttpHeaders>>;
}

export type Encoding = 'gzip' | 'identity';

export class ResponseCache {
  private readonly entries = new Map<string, CachedPage>();

  constructor(private readonly options: { ttlMs: number; maxEntries: number; now?: () => number }) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt > this.options.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    // Map keeps insertion order: re-inserting marks the entry most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, page: Omit<CachedPage, 'storedAt'>): void {
    this.entries.delete(key);
    this.entries.set(key, { ...page, storedAt: this.now() });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** A cache that forgets everything when public content changes. */
export function createContentCache(
  events: ContentEvents,
  options: { ttlMs: number; maxEntries: number },
): ResponseCache {
  const cache = new ResponseCache(options);
  events.subscribe(() => cache.clear());
  return cache;
}

/** Anonymous reads only: staff (and anything else carrying cookies) always get a fresh answer. */
export function isCacheableRequest(request: Request): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !request.headers.has('cookie');
}

/** What a cache entry holds for a body: both encodings, worked out once, and a strong ETag. */
export function cacheEntry(status: number, headers: Headers, text: string): Omit<CachedPage, 'storedAt'> {
  const identity = new TextEncoder().encode(text);
  const stored = new Headers(headers);
  stored.delete('content-length');
  stored.delete('content-encoding');
  if (!stored.has('etag')) stored.set('ETag', `"${createHash('sha1').update(identity).digest('base64url')}"`);
  return {
    status,
    headers: [...stored.entries()],
    identity,
    gzip: identity.byteLength > 1024 ? gzipSync(identity, { level: 6 }) : null,
    replay: {},
  };
}

/** The copy a client gets: gzip when it accepts it and the entry has one (small bodies are kept plain). */
export function encodingFor(acceptEncoding: string | null, page: Pick<CachedPage, 'gzip'>): Encoding {
  return page.gzip !== null && /\bgzip\b/.test(acceptEncoding ?? '') ? 'gzip' : 'identity';
}

/** The Response for a cache entry: 304 when the client has it, gzip when it may, HEAD without body. */
export function respondFromCache(
  request: Request,
  page: Omit<CachedPage, 'storedAt'>,
  cacheStatus: 'HIT' | 'MISS' | 'BYPASS',
): Response {
  const headers = new Headers(page.headers);
  headers.set('X-Cache', cacheStatus);
  headers.set('Vary', 'Accept-Encoding');
  const etag = headers.get('etag');
  if (etag && page.status === 200 && request.headers.get('if-none-match') === etag) {
    return new Response(null, { status: 304, headers });
  }
  const useGzip = encodingFor(request.headers.get('accept-encoding'), page) === 'gzip';
  const body = useGzip ? page.gzip : page.identity;
  if (useGzip) headers.set('Content-Encoding', 'gzip');
  headers.set('Content-Length', String(body?.byteLength ?? 0));
  return new Response(request.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), {
    status: page.status,
    headers,
  });
}
