import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** Vite's fingerprinted build output (scripts, style sheets, fonts): server/app.ts serves it. */
const STATIC_ASSET = /^\/assets\//;

/**
 * SECURITY 16 for every response (the CSP itself is per page: server/platform/http/ssr/content-security-policy.ts).
 * HSTS only when the site is served over HTTPS; images may be embedded elsewhere (e-mails, link
 * previews), so no Cross-Origin-Resource-Policy. A route may set one of these headers itself (the
 * e-mail preview's frame: `X-Frame-Options: SAMEORIGIN`), and its own value stands.
 *
 * The build's own scripts, style sheets and fonts get only what a subresource uses: nosniff (a
 * script is never sniffed), Referrer-Policy (a style sheet's own fetches follow it) and HSTS. The
 * others only mean something on a document (framing, the browsing context group, features, old
 * browsers' switches); on HTTP/1.1 they were about 250 bytes on each of the 28 scripts of the home
 * page's first load (docs/performance.md).
 */
export function securityHeaders(options: { https: boolean }): MiddlewareHandler {
  const strictTransportSecurity = options.https ? 'max-age=63072000; includeSubDomains' : false;
  const forResponses = secureHeaders({
    strictTransportSecurity,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginResourcePolicy: false,
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    overwrite: false,
  });
  const forStaticAssets = secureHeaders({
    strictTransportSecurity,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: true,
    crossOriginResourcePolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    overwrite: false,
  });
  return (c, next) => (STATIC_ASSET.test(c.req.path) ? forStaticAssets : forResponses)(c, next);
}
