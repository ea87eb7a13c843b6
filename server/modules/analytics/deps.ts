import type { Context } from 'hono';
import { clientIp } from '../../platform/http/client-ip.ts';
import type { PlatformDeps } from '../../platform/platform-deps.ts';
import type { AnalyticsIngest } from './ingest.ts';
import type { VisitorRequest } from './visitor.ts';

/** What the analytics module adds to the app's deps: the process's one ingestion buffer. */
export interface AnalyticsDeps {
  analytics: AnalyticsIngest;
}

export type AnalyticsRouteDeps = PlatformDeps & AnalyticsDeps;

/** The visitor facts of a request: the address by the trusted-proxy rule, the user agent, DNT and GPC. */
export function visitorRequestOf(c: Context, trustProxyHops: number): VisitorRequest {
  return visitorRequestFrom(c.req.raw.headers, clientIp(c, trustProxyHops));
}

/** The same from a bare Request's headers and an address already found (the contact page's own form post). */
export function visitorRequestFrom(headers: Headers, ip: string): VisitorRequest {
  return {
    ip,
    userAgent: headers.get('user-agent') ?? '',
    doNotTrack: headers.get('dnt')?.trim() === '1',
    globalPrivacyControl: headers.get('sec-gpc')?.trim() === '1',
  };
}

/**
 * The analytics buffer of deps typed as the platform's: every request's deps are the composed
 * `AppDeps`, which always have it (server/app-deps.ts), but the leads and booking use cases take
 * `PlatformDeps`, and the contact page's own form post reaches them through the page context,
 * which is typed so too. Null only for deps built without it (some unit tests): then no goal is
 * recorded.
 */
export function analyticsOf(deps: object): AnalyticsIngest | null {
  const candidate = (deps as Partial<AnalyticsDeps>).analytics;
  return candidate && typeof candidate.identify === 'function' ? candidate : null;
}
