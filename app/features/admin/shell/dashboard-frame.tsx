import type { ReactNode } from 'react';
import { EmailNoticeBanner } from '../email-setup/email-notice-banner.tsx';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { shellText } from '../shared/sections/messages.ts';
import { useSignedInUser } from '../shared/session/signed-in-user.tsx';
import { AdminHeader } from './admin-header.tsx';
import { TabNav } from './tab-nav.tsx';

/** Header, tab bar and the current section: the dashboard around every admin screen. */
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
        <TabNav role={user.role} />
      </header>
      <EmailNoticeBanner role={user.role} />
      <main id="admin-main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 focus:outline-none sm:px-6 sm:py-8">
        {children}
      </main>
    </div>
  );
}
