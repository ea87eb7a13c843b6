import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ForbiddenError, PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../errors.ts';
import type { AppEnv } from './app-env.ts';

/**
 * What a state-changing route accepts: JSON (every form and the admin), a form post (RFC 8058), or
 * the raw bytes of one image (uploads; what the bytes are is sniffed later, whatever the type says).
 */
export interface BodyRule {
  kind: 'json' | 'form' | 'image';
  maxBytes: number;
}

/**
 * SECURITY 5 and 7 for state-changing requests, checked before any body is read:
 * - JSON routes: same origin, proven by Fetch Metadata or the Origin header (else 403) — a page
 *   elsewhere cannot post to us with the visitor's cookies, and there is no permissive CORS — and a
 *   JSON body (else 415), so no HTML form on another site can reach us either;
 * - every route: a body size cap (else 413), enforced while streaming, so a huge body is never buffered.
 * Form routes (the one-click unsubscribe) are posted by mail providers' servers, with no Origin:
 * their signed token is their whole authority.
 */
export function bodyGuards(rule: BodyRule): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize: rule.maxBytes,
    onError: () => {
      throw new PayloadTooLargeError();
    },
  });
  return async (c, next) => {
    if (rule.kind !== 'form' && !isSameOrigin(c.req.raw, c.get('deps').config.publicUrl)) {
      throw new ForbiddenError('Cross-site requests are not allowed.');
    }
    const type = c.req.header('content-type') ?? '';
    // A write without a body (DELETE, sign-out) has nothing to type; one with a body must be JSON.
    if (rule.kind === 'json' && hasBody(c) && !/^application\/json\s*(;|$)/i.test(type)) {
      throw new UnsupportedMediaTypeError();
    }
    // An HTML form elsewhere can only send urlencoded, multipart or text/plain: an image type proves a script of ours.
    if (rule.kind === 'image' && !/^(image\/[a-z0-9.+-]+|application\/octet-stream)\s*(;|$)/i.test(type)) {
      throw new UnsupportedMediaTypeError('Send the image file itself (Content-Type image/…).');
    }
    return limit(c, next);
  };
}

function hasBody(c: Context): boolean {
  if (!c.req.raw.body) return false;
  const length = c.req.header('content-length');
  return length === undefined || length !== '0';
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
    throw new ValidationError('The request body is not valid JSON.');
  }
}
