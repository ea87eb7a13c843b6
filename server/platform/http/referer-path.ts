import type { Context } from 'hono';

/** The page of our own site a form was sent from (a lead touchpoint's `page`), or null. */
export function refererPath(c: Context, publicUrl: string): string | null {
  const referer = c.req.header('referer');
  if (!referer) return null;
  try {
    const url = new URL(referer);
    const ours = [new URL(c.req.url).origin, new URL(publicUrl).origin];
    return ours.includes(url.origin) ? url.pathname.slice(0, 300) : null;
  } catch {
    return null;
  }
}
