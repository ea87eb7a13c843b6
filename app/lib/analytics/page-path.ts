/**
 * The path an analytics event names for a page (docs/analytics.md). Pages whose address carries a
 * secret (a booking's confirmation and management links) are counted without it; preview links are
 * the studio's own and not counted at all (undefined).
 */
export function pagePath(pathname: string): string | undefined {
  if (pathname.startsWith('/preview/')) return undefined;
  const secret = /^\/book\/(confirmed|manage)\/[^/]+/.exec(pathname);
  return secret ? `/book/${secret[1]}` : pathname;
}
