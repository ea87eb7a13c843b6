import { useEffect } from 'react';
import { markHydratedWhenNothingWaits } from '../components/site/hydrate-later.tsx';

/**
 * `<html data-hydrated="true">` once React has attached its handlers, on every page, public and
 * admin. The end-to-end tests wait for it before they click or type (tests/e2e/support/admin.ts
 * `gotoHydrated`): an action before it would race React, and a test that won such a race by luck
 * would hide the race. A page with parts hydrated later (HydrateLater) is marked when the last of
 * them has hydrated too.
 */
export function useHydrationMarker(): void {
  useEffect(() => {
    markHydratedWhenNothingWaits();
  }, []);
}
