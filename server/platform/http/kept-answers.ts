import {
  createServer as createHttpServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import type { serve } from '@hono/node-server';
import { type CachedPage, encodingFor, type ResponseCache } from './response-cache.ts';
import { isAdminPath } from './ssr/page-handler.ts';

type Fetch = Parameters<typeof serve>[0]['fetch'];

/** The part of `serve()`'s options this lane provides. */
export interface KeptAnswersServe {
  fetch: Fetch;
  createServer?: typeof createHttpServer;
}

/** The caches whose answers the lane may replay: public API reads and rendered pages. */
export interface KeptCaches {
  api: ResponseCache | null;
  pages: ResponseCache | null;
}

/**
 * The fast lane for kept public answers (ADR 019). Hono answers a cached read in about twice the
 * CPU a bare `node:http` server needs to send the same bytes (routing, middleware, web
 * Request/Response objects), so once the app has answered a cache HIT for an entry, this layer
 * remembers the exact status and headers it sent, and later identical requests are written
 * straight to the socket: the same headers, the same bytes, without entering the app.
 *
 * It replays only what the app itself already answered from the same entry, to the same kind of
 * request (plain GET, no cookie, no If-None-Match, the same encoding), so it cannot answer anything
 * the app would not: a content change empties the caches and with them every remembered answer,
 * and an expired entry is gone for both. Anything else goes to the app as before.
 */
export function withKeptAnswers(fetch: Fetch, caches: KeptCaches): KeptAnswersServe {
  if (!caches.api && !caches.pages) return { fetch };
  const recording: Fetch = async (request, env) => {
    const response = await fetch(request, env);
    // The app's fetch (Hono) always answers a Response.
    remember(caches, request, response as Response);
    return response;
  };
  const createServer = ((options, appListener) =>
    createHttpServer(options, (req, res) => {
      if (!replay(caches, req, res)) appListener?.(req, res);
    })) as typeof createHttpServer;
  return { fetch: recording, createServer };
}

/**
 * Where the app keeps the answer for this path: API reads under /api/, rendered pages elsewhere
 * (never the admin's, which no cache holds). Only the path decides which route answers, so an
 * entry under a key is always the one the app itself would answer this request from.
 */
function cacheFor(caches: KeptCaches, pathname: string): ResponseCache | null {
  if (pathname.startsWith('/api/')) return caches.api;
  return isAdminPath(pathname) ? null : caches.pages;
}

/** The cache key the app uses (`pathname + search`), or null when the lane may not answer this request. */
function replayableKey(
  method: string | undefined,
  rawUrl: string | undefined,
  headers: Headers | IncomingMessage['headers'],
): string | null {
  // `//host/x` would parse as another host: such a request goes to the app.
  if (method !== 'GET' || !rawUrl?.startsWith('/') || rawUrl.startsWith('//')) return null;
  const has = (name: string) => (headers instanceof Headers ? headers.has(name) : headers[name] !== undefined);
  if (has('cookie') || has('if-none-match')) return null;
  // A plain path (letters, digits, - _ ~ /, no dot segment or escape) is its own normal form,
  // which spares the URL parser on nearly every request; anything else is normalised as the app does.
  if (PLAIN_PATH.test(rawUrl)) return rawUrl;
  const url = new URL(rawUrl, 'http://kept.invalid');
  return `${url.pathname}${url.search}`;
}

/** Paths and queries the WHATWG URL parser leaves exactly as written. */
export const PLAIN_PATH = /^\/[A-Za-z0-9_~/-]*(\?[A-Za-z0-9_~=&-]+)?$/;

function acceptEncoding(headers: Headers | IncomingMessage['headers']): string | null {
  if (headers instanceof Headers) return headers.get('accept-encoding');
  const value = headers['accept-encoding'];
  return value === undefined ? null : String(value);
}

/** After the app answered a HIT: keep its status and headers beside the entry, for this encoding. */
function remember(caches: KeptCaches, request: Request, response: Response): void {
  // Cheap tests first: this runs after every answer the app gives.
  if (request.method !== 'GET' || response.status !== 200) return;
  if (response.headers.get('x-cache') !== 'HIT' || response.headers.has('set-cookie')) return;
  const url = new URL(request.url);
  const key = replayableKey(request.method, `${url.pathname}${url.search}`, request.headers);
  const entry = key === null ? undefined : cacheFor(caches, url.pathname)?.get(key);
  if (!entry) return;
  const encoding = encodingFor(acceptEncoding(request.headers), entry);
  const body = encoding === 'gzip' ? entry.gzip : entry.identity;
  // Only an answer that is this entry's bytes as they are (nothing recompressed them on the way).
  const sentAsIs =
    response.headers.get('content-length') === String(body?.byteLength) &&
    (response.headers.get('content-encoding') ?? 'identity') === encoding;
  if (entry.replay[encoding] || !sentAsIs) return;
  const headers: OutgoingHttpHeaders = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  entry.replay[encoding] = headers;
}

/** Write a remembered answer, if there is one for this request; false sends it on to the app. */
function replay(caches: KeptCaches, req: IncomingMessage, res: ServerResponse): boolean {
  const key = replayableKey(req.method, req.url, req.headers);
  if (key === null) return false;
  const query = key.indexOf('?');
  const entry: CachedPage | undefined = cacheFor(caches, query === -1 ? key : key.slice(0, query))?.get(key);
  if (!entry) return false;
  const encoding = encodingFor(acceptEncoding(req.headers), entry);
  const headers = entry.replay[encoding];
  const body = encoding === 'gzip' ? entry.gzip : entry.identity;
  if (!headers || !body) return false;
  res.writeHead(200, headers);
  res.end(body);
  return true;
}
