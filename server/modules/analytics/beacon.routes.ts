import { BEACON_MAX_BYTES } from '#shared/analytics/beacon.ts';
import { analyticsBeaconApi } from '#shared/api/analytics.ts';
import { TooManyRequestsError } from '../../platform/errors.ts';
import { type ApiRoute, route } from '../../platform/http/route-table.ts';
import { type AnalyticsRouteDeps, visitorRequestOf } from './deps.ts';

/**
 * The beacon (issue 30): public, no cookie read or set, no origin check (it writes nothing anyone
 * owns), JSON as text/plain or application/json up to 4 KB. Every well-formed beacon is 204,
 * stored or not, so a page cannot tell whether its visitor is counted; the one exception is a
 * visitor over the per-minute limit (429), which only a script reaches.
 */
export const beaconRoutes: ApiRoute<AnalyticsRouteDeps>[] = [
  route(analyticsBeaconApi.beacon, {
    access: 'public',
    summary: 'A page view or a page’s Web Vitals from the page script (no cookie; DNT, GPC and bots not counted)',
    body: { kind: 'beacon', maxBytes: BEACON_MAX_BYTES },
    errors: { 429: 'This visitor sent too many beacons this minute' },
    handle: async (c, { body }) => {
      const deps = c.get('deps');
      const outcome = await deps.analytics.accept(body, visitorRequestOf(c, deps.config.trustProxyHops));
      if (outcome === 'limited') throw new TooManyRequestsError('rate_limited', 60);
      return c.body(null, 204, { 'Cache-Control': 'no-store' });
    },
  }),
];
