import { useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { AdminUser } from '#shared/admin/auth.ts';
import { useToast } from '../../../components/ui/toaster.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { SectionHeader } from '../shared/sections/section-header.tsx';
import { useSignedInUser } from '../shared/session/signed-in-user.tsx';
import { buttonClass } from '../shared/ui/button-class.ts';
import { ConfirmDialog } from '../shared/ui/confirm-dialog.tsx';
import { DeleteUserDialog } from './delete-user-dialog.tsx';
import { usersText } from './messages.ts';
import { PasswordDialog, type PasswordTarget } from './password-dialog.tsx';
import { SecurityPolicyCard } from './security-policy-card.tsx';
import { UserFormDialog } from './user-form-dialog.tsx';
import { UserRow } from './user-row.tsx';
import { useResetTwoFactor, usersQuery } from './users-queries.ts';

type OpenDialog =
  | { kind: 'none' }
  | { kind: 'form'; user: AdminUser | null }
  | { kind: 'password'; target: PasswordTarget }
  | { kind: 'delete'; user: AdminUser }
  | { kind: 'reset-two-factor'; user: AdminUser };

/** User Management (admin area §2; admins only, D14): the staff accounts and what can be done to them. */
export function UsersPage() {
  const t = useMessages(usersText);
  const self = useSignedInUser();
  const users = useQuery(usersQuery);
  const resetTwoFactor = useResetTwoFactor();
  const toast = useToast();
  const [dialog, setDialog] = useState<OpenDialog>({ kind: 'none' });
  // The last dialog keeps its content while it animates closed.
  const [last, setLast] = useState<OpenDialog>({ kind: 'none' });
  const open = (next: OpenDialog) => {
    setDialog(next);
    setLast(next);
  };
  const close = (isOpen: boolean) => {
    if (!isOpen) setDialog({ kind: 'none' });
  };

  return (
    <>
      <SectionHeader
        section="users"
        actions={
          <button type="button" onClick={() => open({ kind: 'form', user: null })} className={buttonClass('primary')}>
            <UserPlus className="size-4" aria-hidden="true" />
            {t('addUser')}
          </button>
        }
      />
      <SecurityPolicyCard ownTwoFactor={users.data?.find((user) => user.id === self.id)?.twoFactorEnabled ?? false} />
      {users.isPending ? (
        <ul
          aria-busy="true"
          aria-label={t('listLabel')}
          className="divide-y divide-stone rounded-lg border border-stone bg-white"
        >
          {[0, 1, 2].map((row) => (
            <li key={row} className="flex items-center gap-4 px-5 py-4">
              <div className="h-4 w-40 animate-pulse rounded bg-sand motion-reduce:animate-none" />
              <div className="h-4 w-24 animate-pulse rounded bg-sand motion-reduce:animate-none" />
            </li>
          ))}
        </ul>
      ) : users.isError ? (
        <div role="alert" className="rounded-lg border border-stone bg-white px-5 py-6 text-sm">
          <p className="text-red-800">{users.error instanceof ApiError ? users.error.message : t('loadFailed')}</p>
          <button type="button" onClick={() => users.refetch()} className={buttonClass('secondary', 'sm', 'mt-3')}>
            {t('tryAgain')}
          </button>
        </div>
      ) : users.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone bg-white px-5 py-8 text-center text-sm text-muted">
          {t('empty')}
        </p>
      ) : (
        <ul aria-label={t('listLabel')} className="divide-y divide-stone rounded-lg border border-stone bg-white">
          {users.data.map((user) => {
            const isSelf = user.id === self.id;
            return (
              <UserRow
                key={user.id}
                user={user}
                isSelf={isSelf}
                onEdit={() => open({ kind: 'form', user })}
                onPassword={() =>
                  open({
                    kind: 'password',
                    target: isSelf
                      ? { kind: 'self', username: user.username }
                      : { kind: 'other', id: user.id, username: user.username },
                  })
                }
                onDelete={() => open({ kind: 'delete', user })}
                onResetTwoFactor={() => open({ kind: 'reset-two-factor', user })}
              />
            );
          })}
        </ul>
      )}
      <UserFormDialog
        open={dialog.kind === 'form'}
        onOpenChange={close}
        user={last.kind === 'form' ? last.user : null}
      />
      <PasswordDialog
        open={dialog.kind === 'password'}
        onOpenChange={close}
        target={last.kind === 'password' ? last.target : null}
      />
      <ConfirmDialog
        open={dialog.kind === 'reset-two-factor'}
        onOpenChange={close}
        title={t('resetTwoFactorTitle')}
        description={t('resetTwoFactorDescription', {
          username: last.kind === 'reset-two-factor' ? last.user.username : '',
        })}
        confirmLabel={t('resetTwoFactorConfirm')}
        pendingLabel={t('resetting')}
        cancelLabel={t('cancel')}
        pending={resetTwoFactor.isPending}
        onConfirm={async () => {
          if (last.kind !== 'reset-two-factor') return;
          try {
            await resetTwoFactor.mutateAsync(last.user.id);
            toast({ title: t('resetTwoFactorDone') });
          } catch (error) {
            toast({
              title: t('errorTitle'),
              description: error instanceof ApiError ? error.message : t('loadFailed'),
              variant: 'destructive',
            });
          }
        }}
      />
      <DeleteUserDialog
        open={dialog.kind === 'delete'}
        onOpenChange={close}
        user={last.kind === 'delete' ? last.user : null}
      />
    </>
  );
}
