import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { pagePath } from './page-path.ts';
import { trackingDeclined } from './visit.ts';

const loadBeacon = () => import('./beacon.ts');

/** After the load event, when the browser is idle: the beacon never competes with the page. */
function whenIdle(work: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(work, { timeout: 3000 }) : setTimeout(work, 1);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

/**
 * One page view per page the visitor sees on the public site (docs/analytics.md), each carrying the
 * visit's arrival: the referrer and UTM parameters of the landing page, so a visit that came from
 * Instagram stays Instagram's as it reads on. A change of the query alone (a filter) is the same page.
 */
export function usePageBeacon(): void {
  const { pathname, search } = useLocation();
  // The query on arrival carries the UTM parameters (a later query is a filter, not a campaign);
  // `document.referrer` stays the arrival's across the site's own navigations.
  const arrivalSearch = useRef(search);
  const measured = useRef(false);
  useEffect(() => {
    const path = pagePath(pathname);
    if (trackingDeclined() || !path) return;
    const landing = !measured.current;
    measured.current = true;
    whenIdle(() => {
      void loadBeacon().then((beacon) => {
        beacon.sendPageview({ path, search: arrivalSearch.current, referrer: document.referrer });
        if (landing) beacon.measureVitals(path);
      });
    });
  }, [pathname]);
}
