import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useMatches } from 'react-router';
import { EmailNoticeBanner } from '../email-setup/email-notice-banner.tsx';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { shellText } from '../shared/sections/messages.ts';
import { useSignedInUser } from '../shared/session/signed-in-user.tsx';
import { AdminHeader } from './admin-header.tsx';
import { AdminNav } from './admin-nav.tsx';

/**
 * A route's `handle` asks for the whole width (issue 29: the post editor, where the writing and its
 * preview sit side by side); the navigation steps aside there, the editor's back link leads out.
 */
export interface AdminRouteHandle {
  wholeWidth?: boolean;
}

/**
 * Header, navigation and the current section: the dashboard around every admin screen. The
 * navigation is a sidebar beside the section on a wide screen and a menu above it on a phone.
 */
export function DashboardFrame({ children }: { children: ReactNode }) {
  const t = useMessages(shellText);
  const user = useSignedInUser();
  const wholeWidth = useMatches().some((match) => (match.handle as AdminRouteHandle | undefined)?.wholeWidth);
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
        {!wholeWidth && <AdminNav role={user.role} />}
        <div className="min-w-0 flex-1">
          <EmailNoticeBanner role={user.role} />
          <main
            id="admin-main"
            tabIndex={-1}
            className={clsx(
              'mx-auto px-4 py-6 focus:outline-none sm:px-6 sm:py-8',
              wholeWidth ? 'max-w-[100rem]' : 'max-w-7xl',
            )}
          >
            {children}
          </main>
        </div>
      </div>
    </div>
  );
}
