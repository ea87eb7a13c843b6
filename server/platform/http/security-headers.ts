import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * SECURITY 16 for every response (the CSP itself is per page: server/platform/http/ssr/content-security-policy.ts).
 * HSTS only when the site is served over HTTPS; images may be embedded elsewhere (e-mails, link
 * previews), so no Cross-Origin-Resource-Policy. A route may set one of these headers itself (the
 * e-mail preview's frame: `X-Frame-Options: SAMEORIGIN`), and its own value stands.
 */
export function securityHeaders(options: { https: boolean }): MiddlewareHandler {
  return secureHeaders({
    strictTransportSecurity: options.https ? 'max-age=63072000; includeSubDomains' : false,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginResourcePolicy: false,
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    overwrite: false,
  });
}
