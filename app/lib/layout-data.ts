import { useRouteLoaderData } from 'react-router';
import type { LayoutSettings } from './page-shapes.ts';

export const SITE_LAYOUT_ID = 'routes/site/site-layout';

/** The studio settings the site layout loaded, for any page below it. */
export function useSiteSettings(): LayoutSettings {
  const data = useRouteLoaderData<{ settings: LayoutSettings }>(SITE_LAYOUT_ID);
  if (!data) throw new Error('useSiteSettings is used outside the site layout');
  return data.settings;
}
