import type { ReactNode } from 'react';
import { EmailNoticeBanner } from '../email-setup/email-notice-banner.tsx';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { shellText } from '../shared/sections/messages.ts';
import { useSignedInUser } from '../shared/session/signed-in-user.tsx';
import { AdminHeader } from './admin-header.tsx';
import { AdminNav } from './admin-nav.tsx';

/**
 * Header, navigation and the current section: the dashboard around every admin screen. The
 * navigation is a sidebar beside the section on a wide screen and a menu above it on a phone.
 */
export function DashboardFrame({ children }: { children: ReactNode }) {
  const t = useMessages(shellText);
  const user = useSignedInUser();
  return (
    <div className="min-h-dvh bg-linen text-charcoal">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded bg-charcoal px-4 py-2 text-linen focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('skipToContent')}
      </a>
      <header className="border-b border-stone bg-white">
        <AdminHeader />
      </header>
      <div className="lg:flex lg:min-h-[calc(100dvh-4.5rem)]">
        <AdminNav role={user.role} />
        <div className="min-w-0 flex-1">
          <EmailNoticeBanner role={user.role} />
          <main
            id="admin-main"
            tabIndex={-1}
            className="mx-auto max-w-7xl px-4 py-6 focus:outline-none sm:px-6 sm:py-8"
          >
            {children}
          </main>
        </div>
      </div>
    </div>
  );
}
