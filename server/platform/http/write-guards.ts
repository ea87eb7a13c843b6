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
