import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ForbiddenError, PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../errors.ts';
import type { AppEnv } from './app-env.ts';

/**
 * What a state-changing route accepts: JSON (every form and the admin), a form post (RFC 8058),
 * the raw bytes of one image (uploads; what the bytes are is sniffed later, whatever the type says),
 * or a provider's signed request (webhooks, issue 28: the route checks the signature over the
 * exact bytes before it reads anything), or the analytics beacon (issue 30: JSON, sent by
 * `navigator.sendBeacon` as text/plain).
 */
export interface BodyRule {
  kind: 'json' | 'form' | 'image' | 'signed' | 'beacon';
  maxBytes: number;
}

/**
 * SECURITY 5 and 7 for state-changing requests:
 * - JSON routes: same origin, proven by Fetch Metadata or the Origin header (else 403) — a page
 *   elsewhere cannot post to us with the visitor's cookies, and there is no permissive CORS — and a
 *   body, if any, typed as JSON (else 415), so no HTML form on another site can reach us either. A
 *   write that sends nothing needs no Content-Type (RFC 9110 §8.3: it describes content). A declared
 *   length is judged before the body is read; a body sent without one is read within the cap first;
 * - every route: a body size cap (else 413), enforced while streaming, so a huge body is never buffered.
 * Form routes (the one-click unsubscribe) and signed routes (the providers' webhooks) are posted by
 * mail providers' servers, with no Origin: their signed token or signature is their whole authority.
 */
export function bodyGuards(rule: BodyRule): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize: rule.maxBytes,
    onError: () => {
      throw new PayloadTooLargeError();
    },
  });
  return async (c, next) => {
    // The beacon changes nothing anyone owns and reads no cookie: a cross-site copy of it is no
    // more than what curl could send, so it needs no origin (docs/analytics.md).
    if (
      rule.kind !== 'form' &&
      rule.kind !== 'signed' &&
      rule.kind !== 'beacon' &&
      !isSameOrigin(c.req.raw, c.get('deps').config.publicUrl)
    ) {
      throw new ForbiddenError('cross_site');
    }
    const type = c.req.header('content-type') ?? '';
    // A write without a body (DELETE, sign-out) has nothing to type; one with a body must be JSON.
    const typedAsJson = /^application\/json\s*(;|$)/i.test(type);
    if (rule.kind === 'json' && !typedAsJson && declaresBody(c)) throw new UnsupportedMediaTypeError();
    if (rule.kind === 'beacon' && !/^(application\/json|text\/plain)\s*(;|$)/i.test(type)) {
      throw new UnsupportedMediaTypeError();
    }
    // An HTML form elsewhere can only send urlencoded, multipart or text/plain: an image type proves a script of ours.
    if (rule.kind === 'image' && !/^(image\/[a-z0-9.+-]+|application\/octet-stream)\s*(;|$)/i.test(type)) {
      throw new UnsupportedMediaTypeError('image_body_required');
    }
    const incoming = rule.kind === 'beacon' ? nodeRequestOf(c) : null;
    if (incoming) {
      // The beacon comes a thousand a second (issue 30): the web Request's body stream (undici
      // Request, web streams, AbortSignal) cost about twice the rest of the beacon's CPU, so its
      // few bytes are read from the Node request itself, with the same cap, and handed to Hono's
      // body cache, where `c.req.text()` finds them (docs/analytics.md, Ingestion).
      const text = readCapped(incoming, rule.maxBytes);
      // Hono keeps the promise of each body reading there (typed as the value it resolves to).
      (c.req.bodyCache as { text?: Promise<string> }).text = text;
      await text;
      return next();
    }
    return limit(c, async () => {
      // Without a Content-Length (chunked, or a Request built in process) the size cap has now read
      // the body; only its bytes tell an empty one (curl -X DELETE) from one that is not JSON.
      if (rule.kind === 'json' && !typedAsJson && !c.req.header('content-length') && (await bodyBytes(c)) > 0) {
        throw new UnsupportedMediaTypeError();
      }
      await next();
    });
  };
}

/**
 * The Node request behind this one when @hono/node-server serves it (production, the server
 * tests), while its body is still unread; null for `app.request()` (in-process tests), whose body
 * is only in the web Request.
 */
function nodeRequestOf(c: Context): IncomingMessage | null {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming || typeof incoming.on !== 'function' || incoming.readableEnded || incoming.readableDidRead) return null;
  return incoming;
}

const utf8 = new TextDecoder();

/**
 * The body as text, at most `maxBytes` (else 413): a declared length is judged before anything is
 * read, and the bytes are counted as they come, so an endless body is never buffered. What is left
 * unread after a 413 is drained by @hono/node-server once the answer is sent. Decoded as
 * `Request.text()` does (UTF-8, a byte-order mark dropped), so both paths read the same JSON.
 */
function readCapped(incoming: IncomingMessage, maxBytes: number): Promise<string> {
  const declared = Number(incoming.headers['content-length']);
  if (declared > maxBytes) return Promise.reject(new PayloadTooLargeError());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('close', onClose);
      outcome();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) settle(() => reject(new PayloadTooLargeError()));
      else chunks.push(chunk);
    };
    const onEnd = () =>
      settle(() => resolve(utf8.decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size))));
    // The error listener stays: a client that aborts after a 413 must not become an uncaught error.
    const onError = (error: Error) => settle(() => reject(error));
    // The client went away before the end: nothing to answer, nothing to store.
    const onClose = () => onError(new Error('the request body ended early'));
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
    incoming.on('close', onClose);
  });
}

/** A non-zero Content-Length; without one, Node still hands every DELETE and POST a (maybe empty) stream. */
function declaresBody(c: Context): boolean {
  const length = c.req.header('content-length');
  return length !== undefined && length !== '0';
}

/** The body's size, read through Hono's cache so the handler can still read it. */
async function bodyBytes(c: Context): Promise<number> {
  if (!c.req.raw.body) return 0;
  return (await c.req.arrayBuffer()).byteLength;
}

/** SECURITY 5: also the contact page's own form post without JavaScript (issue 12) answers to this. */
export function isSameOrigin(request: Request, publicUrl: string): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none';
  const origin = request.headers.get('origin');
  if (!origin) return false;
  return origin === new URL(request.url).origin || origin === new URL(publicUrl).origin;
}

/** The request's JSON body; malformed JSON is the client's mistake (400), never a 500. */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new ValidationError('invalid_json');
  }
}
