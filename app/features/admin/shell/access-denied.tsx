import { ShieldAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { shellText } from '../shared/sections/messages.ts';
import { buttonClass } from '../shared/ui/button-class.ts';

/** Admin area §9: the guard waits one second before sending the visitor on. */
const REDIRECT_DELAY_MS = 1000;

type Reason = 'authentication' | 'inactive' | 'section';

const REASON_TEXT = {
  authentication: { title: 'authenticationRequired', detail: 'authenticationRequiredDetail' },
  inactive: { title: 'adminAccessRequired', detail: 'adminAccessRequiredDetail' },
  section: { title: 'accessDenied', detail: 'sectionDenied' },
} as const;

/**
 * The 'Access Denied' screen (admin area §2 guard) with why, and 'Return Home'. For a visitor who is not
 * signed in (→ sign-in) or whose account is inactive (→ home) it moves on after a second; inside
 * the dashboard, for a section the role may not open, it stays and offers the overview.
 */
export function AccessDenied({ reason, redirectTo }: { reason: Reason; redirectTo?: string }) {
  const t = useMessages(shellText);
  const navigate = useNavigate();
  useEffect(() => {
    if (!redirectTo) return;
    const timer = setTimeout(() => navigate(redirectTo, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [redirectTo, navigate]);
  const text = REASON_TEXT[reason];
  const inDashboard = reason === 'section';
  const Heading = inDashboard ? 'h1' : 'h2';
  return (
    <div className="mx-auto max-w-md rounded-xl border border-stone bg-white p-8 text-center shadow-sm">
      <ShieldAlert className="mx-auto size-8 text-clay" aria-hidden="true" />
      {inDashboard ? null : <h1 className="mt-3 font-display text-3xl text-ink">{t('accessDenied')}</h1>}
      <div role={inDashboard ? undefined : 'status'}>
        <Heading
          className={inDashboard ? 'mt-3 font-display text-3xl text-ink' : 'mt-2 text-lg font-medium text-charcoal'}
        >
          {t(text.title)}
        </Heading>
        <p className="mt-2 text-sm text-muted">{t(text.detail)}</p>
      </div>
      <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
        {inDashboard && (
          <Link to="/admin" className={buttonClass('primary')}>
            {t('backToOverview')}
          </Link>
        )}
        <a href="/" className={buttonClass(inDashboard ? 'secondary' : 'primary')}>
          {t('returnHome')}
        </a>
      </div>
    </div>
  );
}
