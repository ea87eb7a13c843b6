import { useQuery } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { can, type Role } from '#shared/admin/permissions.ts';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { noticesQuery } from './email-setup-queries.ts';
import { emailSetupText } from './messages.ts';

/**
 * D13: in production, while nothing is really sent (development mode or unusable settings), a
 * warning across the whole admin, with the way to Email Setup for those who may use it.
 */
export function EmailNoticeBanner({ role }: { role: Role }) {
  const t = useMessages(emailSetupText);
  const notices = useQuery(noticesQuery);
  if (!notices.data?.emailNotSending) return null;
  return (
    <div role="alert" className="border-b border-clay/40 bg-clay/10 text-umber">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2.5 text-sm sm:px-6">
        <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
        <p className="min-w-0 flex-1">{t('bannerNotSending')}</p>
        {can(role, 'admin') && (
          <Link to="/admin/email-setup" className="font-medium underline underline-offset-2">
            {t('bannerLink')}
          </Link>
        )}
      </div>
    </div>
  );
}
