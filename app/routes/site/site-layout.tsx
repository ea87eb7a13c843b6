import { Outlet } from 'react-router';
import { SiteFooter } from '../../components/site/site-footer.tsx';
import { SiteHeader } from '../../components/site/site-header.tsx';
import { Toaster } from '../../components/ui/toaster.tsx';
import { loadSiteLayout } from '../../lib/site-data.server.ts';
import type { Route } from './+types/site-layout';

export async function loader({ context }: Route.LoaderArgs) {
  return loadSiteLayout(context);
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { settings } = loaderData;
  return (
    <Toaster>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-charcoal px-4 py-2 text-linen focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <SiteHeader studioName={settings.studioName} />
        <main id="main" className="flex-1">
          <Outlet />
        </main>
        <SiteFooter settings={settings} />
      </div>
    </Toaster>
  );
}
