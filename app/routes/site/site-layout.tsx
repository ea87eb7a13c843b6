import { Outlet, useLocation } from 'react-router';
import { BackToTop } from '../../components/site/back-to-top.tsx';
import { ChatLauncher } from '../../components/site/chat/chat-launcher.tsx';
import { ConsultationPopup } from '../../components/site/consultation-popup.tsx';
import { HydrateLater } from '../../components/site/hydrate-later.tsx';
import { SiteFooter } from '../../components/site/site-footer.tsx';
import { SiteHeader } from '../../components/site/site-header.tsx';
import { Toaster } from '../../components/ui/toaster.tsx';
import { usePageBeacon } from '../../lib/analytics/use-page-beacon.ts';
import { loadSiteLayout } from '../../lib/site-data.server.ts';
import type { Route } from './+types/site-layout';

export async function loader({ context }: Route.LoaderArgs) {
  return loadSiteLayout(context);
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { settings } = loaderData;
  const { pathname } = useLocation();
  usePageBeacon();
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
        {/* Space before the footer, unless the page ends in a full-bleed band (data-bleed-end) that meets it. */}
        <main id="main" className="flex-1 pb-24 has-[>[data-bleed-end]:last-child]:pb-0">
          <Outlet />
        </main>
        <HydrateLater>
          <SiteFooter settings={settings} />
        </HydrateLater>
        <BackToTop />
        <ChatLauncher settings={settings} />
        {/* public site §2 lists the consultation popup on the home page. */}
        {pathname === '/' && <ConsultationPopup settings={settings} />}
      </div>
    </Toaster>
  );
}
