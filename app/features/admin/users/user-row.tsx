import { KeyRound, Pencil, ShieldOff, Trash2 } from 'lucide-react';
import type { AdminUser } from '#shared/admin/auth.ts';
import { formatDate, formatDateTime } from '../shared/i18n/format.ts';
import { useLanguage, useMessages } from '../shared/i18n/use-messages.ts';
import { shellText } from '../shared/sections/messages.ts';
import { useStudioClock } from '../shared/studio-clock/use-studio-clock.ts';
import { Badge } from '../shared/ui/badge.tsx';
import { RowTextButton } from '../shared/ui/row-text-button.tsx';
import { usersText } from './messages.ts';
import { ROLE_LABEL_KEYS } from './role-labels.ts';

const ROLE_TONES = { admin: 'accent', editor: 'positive', viewer: 'neutral' } as const;

/** One account in the list (admin area §2): who, status, role, contact, dates and what may be done to it. */
export function UserRow({
  user,
  isSelf,
  onEdit,
  onPassword,
  onDelete,
  onResetTwoFactor,
}: {
  user: AdminUser;
  isSelf: boolean;
  onEdit: () => void;
  onPassword: () => void;
  onDelete: () => void;
  onResetTwoFactor: () => void;
}) {
  const t = useMessages(usersText);
  const tShell = useMessages(shellText);
  const language = useLanguage();
  // Dates on the studio's calendar, as everywhere in the admin (issue 27).
  const { timeZone } = useStudioClock();
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <li className="flex flex-col gap-3 px-4 py-3.5 sm:px-5 lg:flex-row lg:items-center lg:gap-6">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium break-all text-ink">{user.username}</p>
          <Badge tone={user.active ? 'positive' : 'quiet'}>{user.active ? t('active') : t('inactive')}</Badge>
          <Badge tone={ROLE_TONES[user.role]}>{tShell(ROLE_LABEL_KEYS[user.role])}</Badge>
          {user.twoFactorEnabled && <Badge tone="positive">{t('twoFactorBadge')}</Badge>}
          {isSelf && <Badge tone="quiet">{t('you')}</Badge>}
        </div>
        <p className="mt-0.5 truncate text-sm text-muted">{fullName || user.email || t('noEmail')}</p>
      </div>
      <div className="text-xs text-muted lg:w-56 lg:text-right">
        <p>{t('created', { date: formatDate(language, user.createdAt, timeZone) })}</p>
        <p>
          {user.lastLoginAt
            ? t('lastLogin', { date: formatDateTime(language, user.lastLoginAt, timeZone) })
            : t('neverSignedIn')}
        </p>
      </div>
      <div className="flex flex-wrap gap-1.5">
        <RowTextButton
          icon={Pencil}
          text={t('edit')}
          label={t('editUser', { username: user.username })}
          onClick={onEdit}
        />
        <RowTextButton
          icon={KeyRound}
          text={t('password')}
          label={t('passwordFor', { username: user.username })}
          onClick={onPassword}
        />
        {/* One's own is turned off from Sign-in & Security, with the password. */}
        {!isSelf && user.twoFactorEnabled && (
          <RowTextButton
            icon={ShieldOff}
            text={t('resetTwoFactor')}
            label={t('resetTwoFactorLabel', { username: user.username })}
            onClick={onResetTwoFactor}
          />
        )}
        {/* Nobody deletes their own account: the server refuses it, so the button is not offered. */}
        {!isSelf && (
          <RowTextButton
            icon={Trash2}
            text={t('delete')}
            label={t('deleteUserLabel', { username: user.username })}
            onClick={onDelete}
            danger
          />
        )}
      </div>
    </li>
  );
}
