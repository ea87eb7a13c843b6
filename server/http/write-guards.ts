import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { ValidationError } from '../services/errors.ts';

/**
 * SECURITY 5 and 7 for state-changing API requests, checked before any body is read:
 * - same origin, proven by Fetch Metadata or the Origin header (else 403) — a page elsewhere cannot
 *   post to us with the visitor's cookies, and there is no permissive CORS;
 * - a JSON body (else 415), so no HTML form on another site can reach us either;
 * - a body size cap (else 413), enforced while streaming, so a huge body is never buffered.
 */
export function jsonWriteGuards(options: { publicUrl: string; maxBytes: number }): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: options.maxBytes,
    onError: (c) => c.json({ message: 'Request body too large.' }, 413),
  });
  return async (c, next) => {
    if (!isSameOrigin(c, options.publicUrl)) {
      return c.json({ message: 'Cross-site requests are not allowed.' }, 403);
    }
    const type = c.req.header('content-type') ?? '';
    if (!/^application\/json\s*(;|$)/i.test(type)) {
      return c.json({ message: 'Send the request body as JSON (Content-Type: application/json).' }, 415);
    }
    return limit(c, next);
  };
}

function isSameOrigin(c: Context, publicUrl: string): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none';
  const origin = c.req.header('origin');
  if (!origin) return false;
  return origin === new URL(c.req.url).origin || origin === new URL(publicUrl).origin;
}

/** The request's JSON body; malformed JSON is the client's mistake (400), never a 500. */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch (error) {
    // The body limit trips while the body streams in: that stays a 413.
    if (error instanceof HTTPException) throw error;
    throw new ValidationError('The request body is not valid JSON.');
  }
}
