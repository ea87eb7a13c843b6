import {
  createServer as createHttpServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import type { serve } from '@hono/node-server';
import { type CachedPage, encodingFor, type ResponseCache } from './response-cache.ts';

type Fetch = Parameters<typeof serve>[0]['fetch'];

/** The part of `serve()`'s options this lane provides. */
export interface KeptAnswersServe {
  fetch: Fetch;
  createServer?: typeof createHttpServer;
}

/**
 * The fast lane for kept public API answers (ADR 019). Hono answers a cached read in about twice
 * the CPU a bare `node:http` server needs to send the same bytes (routing, middleware, web
 * Request/Response objects), so once the app has answered a cache HIT for an entry, this layer
 * remembers the exact status and headers it sent, and later identical requests are written
 * straight to the socket: the same headers, the same bytes, without entering the app.
 *
 * It replays only what the app itself already answered from the same entry, to the same kind of
 * request (plain GET, no cookie, no If-None-Match, the same encoding), so it cannot answer anything
 * the app would not: a content change empties the cache and with it every remembered answer, and
 * an expired entry is gone for both. Anything else goes to the app as before.
 */
export function withKeptAnswers(fetch: Fetch, cache: ResponseCache | null): KeptAnswersServe {
  if (!cache) return { fetch };
  const recording: Fetch = async (request, env) => {
    const response = await fetch(request, env);
    // The app's fetch (Hono) always answers a Response.
    remember(cache, request, response as Response);
    return response;
  };
  const createServer = ((options, appListener) =>
    createHttpServer(options, (req, res) => {
      if (!replay(cache, req, res)) appListener?.(req, res);
    })) as typeof createHttpServer;
  return { fetch: recording, createServer };
}

/** The cache key the app's `publicReads` uses, or null when this request is not one the lane may answer. */
function replayableKey(
  method: string | undefined,
  rawUrl: string | undefined,
  headers: Headers | IncomingMessage['headers'],
): string | null {
  if (method !== 'GET' || !rawUrl?.startsWith('/api/')) return null;
  const has = (name: string) => (headers instanceof Headers ? headers.has(name) : headers[name] !== undefined);
  if (has('cookie') || has('if-none-match')) return null;
  const url = new URL(rawUrl, 'http://kept.invalid');
  return `${url.pathname}${url.search}`;
}

function acceptEncoding(headers: Headers | IncomingMessage['headers']): string | null {
  if (headers instanceof Headers) return headers.get('accept-encoding');
  const value = headers['accept-encoding'];
  return value === undefined ? null : String(value);
}

/** After the app answered a HIT: keep its status and headers beside the entry, for this encoding. */
function remember(cache: ResponseCache, request: Request, response: Response): void {
  // Cheap tests first: this runs after every answer the app gives, pages included.
  if (request.method !== 'GET' || response.status !== 200 || !request.url.includes('/api/')) return;
  if (response.headers.get('x-cache') !== 'HIT') return;
  const url = new URL(request.url);
  const key = replayableKey(request.method, `${url.pathname}${url.search}`, request.headers);
  const entry = key === null ? undefined : cache.get(key);
  if (!entry) return;
  const encoding = encodingFor(acceptEncoding(request.headers), entry);
  if (entry.replay[encoding] || response.headers.has('set-cookie')) return;
  const headers: OutgoingHttpHeaders = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  entry.replay[encoding] = headers;
}

/** Write a remembered answer, if there is one for this request; false sends it on to the app. */
function replay(cache: ResponseCache, req: IncomingMessage, res: ServerResponse): boolean {
  const key = replayableKey(req.method, req.url, req.headers);
  if (key === null) return false;
  const entry: CachedPage | undefined = cache.get(key);
  if (!entry) return false;
  const encoding = encodingFor(acceptEncoding(req.headers), entry);
  const headers = entry.replay[encoding];
  const body = encoding === 'gzip' ? entry.gzip : entry.identity;
  if (!headers || !body) return false;
  res.writeHead(200, headers);
  res.end(body);
  return true;
}
