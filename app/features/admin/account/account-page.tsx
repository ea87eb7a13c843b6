import { useQuery } from '@tanstack/react-query';
import { KeyRound, LogOut, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useToast } from '../../../components/ui/toaster.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { problemText } from '../shared/errors/error-text.ts';
import { formatDate, formatRelativeTime } from '../shared/i18n/format.ts';
import { useLanguage, useMessages } from '../shared/i18n/use-messages.ts';
import { SectionHeader } from '../shared/sections/section-header.tsx';
import { useSignedInUser } from '../shared/session/signed-in-user.tsx';
import { useStudioClock } from '../shared/studio-clock/use-studio-clock.ts';
import { RecoveryCodesList } from '../shared/two-factor/recovery-codes-list.tsx';
import { Badge } from '../shared/ui/badge.tsx';
import { buttonClass } from '../shared/ui/button-class.ts';
import {
  sessionsQuery,
  twoFactorQuery,
  useDisableTwoFactor,
  useRenewRecoveryCodes,
  useSignOutOthers,
} from './account-queries.ts';
import { accountText } from './messages.ts';
import { PasswordConfirmDialog } from './password-confirm-dialog.tsx';
import { TwoFactorSetupDialog } from './two-factor-setup-dialog.tsx';

/** Sign-in and security (ADR 014): one's own two-factor sign-in and sessions. Every role has it. */
export function AccountPage() {
  return (
    <>
      <SectionHeader section="account" />
      <div className="space-y-6">
        <TwoFactorCard />
        <SessionsCard />
      </div>
    </>
  );
}

type Dialog = 'none' | 'setup' | 'disable' | 'renew';

function TwoFactorCard() {
  const t = useMessages(accountText);
  const language = useLanguage();
  // Dates on the studio's calendar, as everywhere in the admin (issue 27).
  const { timeZone } = useStudioClock();
  const toast = useToast();
  const user = useSignedInUser();
  const status = useQuery(twoFactorQuery);
  const disable = useDisableTwoFactor();
  const renew = useRenewRecoveryCodes();
  const [dialog, setDialog] = useState<Dialog>('none');
  const [renewedCodes, setRenewedCodes] = useState<string[] | null>(null);
  const openDialog = (name: Dialog) => () => setDialog(name);
  const closeOn = (isOpen: boolean) => {
    if (!isOpen) setDialog('none');
  };

  return (
    <section aria-labelledby="two-factor-heading" className="rounded-lg border border-stone bg-white p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="max-w-2xl">
          <h2 id="two-factor-heading" className="flex items-center gap-2 font-display text-xl text-ink">
            <ShieldCheck className="size-5 text-umber" aria-hidden="true" />
            {t('twoFactorHeading')}
          </h2>
          <p className="mt-1.5 text-sm text-muted">{t('twoFactorIntro')}</p>
        </div>
        {status.data && (
          <Badge tone={status.data.enabled ? 'positive' : 'quiet'}>
            {status.data.enabled && status.data.enabledAt
              ? t('twoFactorOn', { date: formatDate(language, status.data.enabledAt, timeZone) })
              : t('twoFactorOff')}
          </Badge>
        )}
      </div>
      {status.isPending ? (
        <div aria-busy="true" className="mt-4 h-10 w-64 animate-pulse rounded bg-sand motion-reduce:animate-none" />
      ) : status.isError ? (
        <div role="alert" className="mt-4 text-sm">
          <p className="text-red-800">{t('loadFailed')}</p>
          <button type="button" onClick={() => status.refetch()} className={buttonClass('secondary', 'sm', 'mt-2')}>
            {t('tryAgain')}
          </button>
        </div>
      ) : (
        <div className="mt-4 space-y-3">
          {status.data.required && <p className="text-sm text-charcoal">{t('twoFactorRequired')}</p>}
          {status.data.enabled ? (
            <>
              <p className="text-sm text-charcoal">
                {t('recoveryCodesLeft', { count: status.data.recoveryCodesLeft })}
                {status.data.recoveryCodesLeft <= 3 && <span className="text-umber"> {t('recoveryCodesLow')}</span>}
              </p>
              <div className="flex flex-wrap gap-2">
                <button type="button" onClick={openDialog('renew')} className={buttonClass('secondary', 'md')}>
                  <KeyRound className="size-4" aria-hidden="true" />
                  {t('newRecoveryCodes')}
                </button>
                {!status.data.required && (
                  <button type="button" onClick={openDialog('disable')} className={buttonClass('ghost', 'md')}>
                    {t('turnOff')}
                  </button>
                )}
              </div>
            </>
          ) : (
            <button type="button" onClick={openDialog('setup')} className={buttonClass('primary', 'md')}>
              <ShieldCheck className="size-4" aria-hidden="true" />
              {t('turnOn')}
            </button>
          )}
          {renewedCodes && (
            <div className="rounded-lg border border-clay/40 p-4">
              <h3 className="font-medium text-ink">{t('codesTitle')}</h3>
              <p className="mt-1 mb-3 text-sm text-muted">{t('codesDescription')}</p>
              <RecoveryCodesList codes={renewedCodes} />
              <button
                type="button"
                onClick={() => setRenewedCodes(null)}
                className={buttonClass('primary', 'sm', 'mt-3')}
              >
                {t('savedCodes')}
              </button>
            </div>
          )}
        </div>
      )}
      <TwoFactorSetupDialog open={dialog === 'setup'} onOpenChange={closeOn} />
      <PasswordConfirmDialog
        open={dialog === 'disable'}
        onOpenChange={closeOn}
        title={t('passwordTitleOff')}
        description={t('passwordDescriptionOff')}
        username={user.username}
        onPassword={async (password) => {
          await disable.mutateAsync(password);
          setDialog('none');
          toast({ title: t('disabledTitle') });
        }}
      />
      <PasswordConfirmDialog
        open={dialog === 'renew'}
        onOpenChange={closeOn}
        title={t('passwordTitleCodes')}
        description={t('passwordDescriptionCodes')}
        username={user.username}
        onPassword={async (password) => {
          const { recoveryCodes } = await renew.mutateAsync(password);
          setDialog('none');
          setRenewedCodes(recoveryCodes);
        }}
      />
    </section>
  );
}

function SessionsCard() {
  const t = useMessages(accountText);
  const language = useLanguage();
  // Dates on the studio's calendar, as everywhere in the admin (issue 27).
  const { timeZone } = useStudioClock();
  const toast = useToast();
  const sessions = useQuery(sessionsQuery);
  const signOutOthers = useSignOutOthers();
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  const endOthers = async () => {
    try {
      const { ended } = await signOutOthers.mutateAsync();
      toast({ title: t('signedOutOthers'), description: t('signedOutOthersCount', { count: ended }) });
    } catch (error) {
      toast({
        title: t('errorTitle'),
        description: error instanceof ApiError ? problemText(error.problem) : t('actionFailed'),
        variant: 'destructive',
      });
    }
  };

  return (
    <section aria-labelledby="sessions-heading" className="rounded-lg border border-stone bg-white p-5 sm:p-6">
      <h2 id="sessions-heading" className="font-display text-xl text-ink">
        {t('sessionsHeading')}
      </h2>
      <p className="mt-1.5 max-w-2xl text-sm text-muted">{t('sessionsIntro')}</p>
      {sessions.isPending ? (
        <div aria-busy="true" className="mt-4 h-16 animate-pulse rounded bg-sand motion-reduce:animate-none" />
      ) : sessions.isError ? (
        <div role="alert" className="mt-4 text-sm">
          <p className="text-red-800">{t('sessionsFailed')}</p>
          <button type="button" onClick={() => sessions.refetch()} className={buttonClass('secondary', 'sm', 'mt-2')}>
            {t('tryAgain')}
          </button>
        </div>
      ) : (
        <>
          <ul aria-label={t('sessionsLabel')} className="mt-4 divide-y divide-stone rounded-lg border border-stone">
            {sessions.data.map((session) => (
              <li key={session.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                <div className="min-w-0">
                  <p className="text-sm font-medium text-ink">{session.device}</p>
                  <p className="text-xs text-muted">
                    {t('sessionMeta', {
                      ip: session.ip ?? t('unknownAddress'),
                      seen: formatRelativeTime(language, session.lastSeenAt),
                      created: formatDate(language, session.createdAt, timeZone),
                    })}
                  </p>
                </div>
                {session.current && <Badge tone="positive">{t('thisDevice')}</Badge>}
              </li>
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <button
              type="button"
              onClick={endOthers}
              disabled={others === 0 || signOutOthers.isPending}
              className={buttonClass('secondary', 'md')}
            >
              <LogOut className="size-4" aria-hidden="true" />
              {signOutOthers.isPending ? t('signingOutOthers') : t('signOutOthers')}
            </button>
            {others === 0 && <p className="text-sm text-muted">{t('noOtherSessions')}</p>}
          </div>
        </>
      )}
    </section>
  );
}
