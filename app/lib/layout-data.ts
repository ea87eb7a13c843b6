import { useRouteLoaderData } from 'react-router';
import type { SiteSettings } from '#shared/content.ts';

export const SITE_LAYOUT_ID = 'routes/site/site-layout';

/** The studio settings the site layout loaded, for any page below it. */
export function useSiteSettings(): SiteSettings {
  const data = useRouteLoaderData<{ settings: SiteSettings }>(SITE_LAYOUT_ID);
  if (!data) throw new Error('useSiteSettings is used outside the site layout');
  return data.settings;
}

/** For meta functions: the layout's settings among the matched routes. */
export function settingsFromMatches(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>) {
  const layout = matches.find((m) => m?.id === SITE_LAYOUT_ID);
  return (layout?.loaderData as { settings?: SiteSettings } | undefined)?.settings;
}
