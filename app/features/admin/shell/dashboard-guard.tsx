import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { can } from '#shared/admin/permissions.ts';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { sectionForPath } from '../shared/sections/admin-sections.ts';
import { shellText } from '../shared/sections/messages.ts';
import { useAuthState } from '../shared/session/auth-state.ts';
import { SignedInUserProvider } from '../shared/session/signed-in-user.tsx';
import { buttonClass } from '../shared/ui/button-class.ts';
import { AccessDenied } from './access-denied.tsx';
import { DashboardFrame } from './dashboard-frame.tsx';

/**
 * The dashboard guard (admin area §2, D14): checking → signed in (the frame), not signed in
 * ('Authentication Required', then sign-in with this page as `next`), inactive ('Admin Access
 * Required', then home). A section the role may not open shows Access Denied in the frame. The
 * server refuses the admin API whatever this shows; the guard only spares people dead ends.
 */
export function DashboardGuard() {
  const t = useMessages(shellText);
  const auth = useAuthState();
  const location = useLocation();

  if (auth.isPending) {
    return (
      <GuardScreen>
        <p role="status" className="flex items-center justify-center gap-2 text-sm text-muted">
          <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          {t('checkingAuthentication')}
        </p>
      </GuardScreen>
    );
  }
  if (auth.isError) {
    return (
      <GuardScreen>
        <div role="alert" className="mx-auto max-w-md text-center">
          <h1 className="font-display text-3xl text-ink">{t('loadFailedTitle')}</h1>
          <p className="mt-2 text-sm text-muted">{t('loadFailedDetail')}</p>
          <button type="button" onClick={() => auth.refetch()} className={buttonClass('primary', 'md', 'mt-6')}>
            {t('tryAgain')}
          </button>
        </div>
      </GuardScreen>
    );
  }
  const state = auth.data;
  if (state.status === 'anonymous') {
    const next = `${location.pathname}${location.search}`;
    return (
      <GuardScreen>
        <AccessDenied reason="authentication" redirectTo={`/admin/login?next=${encodeURIComponent(next)}`} />
      </GuardScreen>
    );
  }
  if (state.status === 'inactive') {
    return (
      <GuardScreen>
        <AccessDenied reason="inactive" redirectTo="/" />
      </GuardScreen>
    );
  }
  const section = sectionForPath(location.pathname);
  const allowed = !section || can(state.user.role, section.permission);
  return (
    <SignedInUserProvider value={state.user}>
      <DashboardFrame>{allowed ? <Outlet /> : <AccessDenied reason="section" />}</DashboardFrame>
    </SignedInUserProvider>
  );
}

function GuardScreen({ children }: { children: ReactNode }) {
  return <main className="grid min-h-dvh place-items-center bg-linen px-4 py-10">{children}</main>;
}
