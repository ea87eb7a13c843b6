import { type Metric, onCLS, onINP, onLCP, onTTFB } from 'web-vitals';
import { analyticsBeaconApi } from '#shared/api/addresses/analytics.ts';
import { endpointUrl } from '#shared/api/endpoint.ts';
import { pagePath } from './page-path.ts';
import { screenClass } from './screen-class.ts';
import { utmOf } from './utm.ts';
import { trackingDeclined, visitId } from './visit.ts';

/**
 * The analytics beacon (docs/analytics.md), loaded by `usePageBeacon` once the page is usable and
 * the browser is idle, so it never delays a page. It sends with `navigator.sendBeacon` (the browser
 * delivers it even as the page closes) and asks for no answer.
 */
const ENDPOINT = endpointUrl(analyticsBeaconApi.beacon);

function send(event: Record<string, unknown>): void {
  const visit = visitId();
  if (!visit) return;
  const body = JSON.stringify({ visit, screen: screenClass(window.innerWidth), ...event });
  navigator.sendBeacon(ENDPOINT, new Blob([body], { type: 'application/json' }));
}

let landed = false;

/**
 * A page seen, as `usePageBeacon` reports it: its page view (with the visit's arrival, the
 * address's UTM parameters and the referring page), and on the landing page its vitals. Paths
 * that are not counted (page-path.ts) send nothing, and a visitor who declined is neither sent
 * for nor measured (visit.ts).
 */
export function pageSeen({ pathname, search, referrer }: { pathname: string; search: string; referrer: string }): void {
  const path = pagePath(pathname);
  if (!path || trackingDeclined()) return;
  send({ kind: 'pageview', path, referrer: referrer || undefined, utm: utmOf(search) });
  if (!landed) {
    landed = true;
    measureVitals(path);
  }
}

let measuring = false;

/**
 * The landing page's Core Web Vitals and TTFB, as web-vitals reports them, sent once: the first time
 * the page is hidden (a tab switched away or closed), which is when CLS and INP are final for most
 * visits. Soft navigations after the landing are not measured (web-vitals does not).
 */
function measureVitals(landingPath: string): void {
  if (measuring) return;
  measuring = true;
  const metrics: Partial<Record<Metric['name'], number>> = {};
  const keep = (metric: Metric) => {
    metrics[metric.name] = metric.value;
  };
  for (const on of [onLCP, onINP, onCLS, onTTFB]) on(keep);
  const flush = () => {
    if (document.visibilityState !== 'hidden' || Object.keys(metrics).length === 0) return;
    removeEventListener('visibilitychange', flush, true);
    send({ kind: 'vitals', path: landingPath, metrics });
  };
  // Registered after web-vitals' own listeners, so their final values are in `metrics` first.
  addEventListener('visibilitychange', flush, true);
}
