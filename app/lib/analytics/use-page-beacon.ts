import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

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
 * Everything else (which paths count, Do Not Track, the landing page's vitals) is decided in the
 * beacon's chunk, so the first load carries only this hook (the home page's initial JS budget).
 */
export function usePageBeacon(): void {
  const { pathname, search } = useLocation();
  // The query on arrival carries the UTM parameters (a later query is a filter, not a campaign);
  // `document.referrer` stays the arrival's across the site's own navigations.
  const arrivalSearch = useRef(search);
  useEffect(() => {
    whenIdle(() => {
      void loadBeacon().then((beacon) =>
        beacon.pageSeen({ pathname, search: arrivalSearch.current, referrer: document.referrer }),
      );
    });
  }, [pathname]);
}
