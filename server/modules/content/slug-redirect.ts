import type { Context } from 'hono';

/**
 * D3: the 301 of a renamed item's old address, from a route whose success answer is the item's
 * JSON. `route()` sends a Response its handler returns as it is; the type says JSON because that
 * is what the endpoint answers when the address is the item's own.
 */
export function movedPermanently<T>(c: Context, location: string): T {
  return c.redirect(location, 301) as unknown as T;
}
