import { LogOut, Plus, Settings } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { can } from '#shared/admin/permissions.ts';
import { useToast } from '../../../components/ui/toaster.tsx';
import { SettingsDialog } from '../settings/settings-dialog.tsx';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { shellText } from '../shared/sections/messages.ts';
import { signOut } from '../shared/session/auth-state.ts';
import { useSignedInUser } from '../shared/session/signed-in-user.tsx';
import { Badge } from '../shared/ui/badge.tsx';
import { buttonClass } from '../shared/ui/button-class.ts';
import { PasswordDialog } from '../users/password-dialog.tsx';
import { ROLE_LABEL_KEYS } from '../users/role-labels.ts';

type HeaderDialog = 'none' | 'add-content' | 'settings' | 'password';

// Add Content holds the three content forms: they load when the button is reached for, not with the dashboard.
const loadAddContent = () => import('./add-content/add-content-dialog.tsx');
const AddContentDialog = lazy(loadAddContent);
const prefetchAddContent = () => void loadAddContent();

/**
 * The dashboard header (admin area §2): who is signed in, 'Add Content' for roles that may write (D14),
 * Settings, and Sign out. On a phone the buttons keep their icons and name themselves to
 * assistive technology only.
 */
export function AdminHeader() {
  const t = useMessages(shellText);
  const user = useSignedInUser();
  const toast = useToast();
  const [dialog, setDialog] = useState<HeaderDialog>('none');
  // Mounted from its first opening on, so it closes with its animation like the others.
  const [addContentMounted, setAddContentMounted] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const dialogProps = (name: HeaderDialog) => ({
    open: dialog === name,
    onOpenChange: (open: boolean) => setDialog(open ? name : 'none'),
  });

  const leave = async () => {
    setSigningOut(true);
    try {
      await signOut();
      // A fresh page: nothing of the session (queries, language, theme) stays in memory.
      window.location.assign('/admin/login');
    } catch {
      setSigningOut(false);
      toast({ title: t('errorTitle'), description: t('signOutFailed'), variant: 'destructive' });
    }
  };

  return (
    <div className="flex items-center justify-between gap-3 px-4 py-3 sm:px-6">
      <div className="min-w-0">
        <p className="font-display text-xl text-ink sm:text-2xl">{t('adminTitle')}</p>
        <p className="flex min-w-0 items-center gap-2 text-xs text-muted sm:text-sm">
          <span className="truncate">{t('signedInAs', { name: user.username })}</span>
          <Badge tone="quiet">{t(ROLE_LABEL_KEYS[user.role])}</Badge>
        </p>
      </div>
      <div className="flex items-center gap-1.5 sm:gap-2">
        {can(user.role, 'content.write') && (
          <button
            type="button"
            aria-haspopup="dialog"
            onPointerEnter={prefetchAddContent}
            onFocus={prefetchAddContent}
            onClick={() => {
              setAddContentMounted(true);
              setDialog('add-content');
            }}
            className={buttonClass('primary', 'md', 'max-sm:w-9 max-sm:px-0')}
          >
            <Plus className="size-4" aria-hidden="true" />
            <span className="max-sm:sr-only">{t('addContent')}</span>
          </button>
        )}
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => setDialog('settings')}
          className={buttonClass('secondary', 'md', 'max-sm:w-9 max-sm:px-0')}
        >
          <Settings className="size-4" aria-hidden="true" />
          <span className="max-sm:sr-only">{t('settings')}</span>
        </button>
        <button
          type="button"
          onClick={leave}
          disabled={signingOut}
          className={buttonClass('ghost', 'md', 'max-sm:w-9 max-sm:px-0')}
        >
          <LogOut className="size-4" aria-hidden="true" />
          <span className="max-sm:sr-only">{t('signOut')}</span>
        </button>
      </div>
      {addContentMounted && (
        <Suspense fallback={null}>
          <AddContentDialog {...dialogProps('add-content')} />
        </Suspense>
      )}
      <SettingsDialog {...dialogProps('settings')} onChangePassword={() => setDialog('password')} />
      <PasswordDialog {...dialogProps('password')} target={{ kind: 'self', username: user.username }} />
    </div>
  );
}
