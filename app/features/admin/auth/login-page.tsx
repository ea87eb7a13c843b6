import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, LogIn } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import type { AuthUser, LoginRequest } from '#shared/admin/auth.ts';
import type { TwoFactorSetup } from '#shared/admin/two-factor.ts';
import { Field } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toaster.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { applyLanguage } from '../shared/i18n/i18n.ts';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { type AuthState, authStateQuery, useAuthState } from '../shared/session/auth-state.ts';
import type { AdminMutationMeta } from '../shared/session/query-client.ts';
import { CodeForm } from '../shared/two-factor/code-form.tsx';
import { RecoveryCodesList } from '../shared/two-factor/recovery-codes-list.tsx';
import { SetupSecret } from '../shared/two-factor/setup-secret.tsx';
import { buttonClass } from '../shared/ui/button-class.ts';
import { beginEnrolment, signIn, submitSecondStep } from './login-requests.ts';
import { authText } from './messages.ts';
import { safeAdminPath } from './safe-next.ts';

/**
 * Admin sign-in (admin area §2, D15). A real form with the autocomplete names password managers look
 * for; after signing in, the admin page the visitor was sent from (`?next=`, admin paths only) or
 * /admin. Someone already signed in goes straight there.
 */
export function LoginPage() {
  const t = useMessages(authText);
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const target = safeAdminPath(params.get('next'));
  const auth = useAuthState();
  const form = useForm<LoginRequest>({ defaultValues: { username: '', password: '' } });
  const login = useMutation({
    mutationFn: signIn,
    meta: { expectsUnauthorized: true } satisfies AdminMutationMeta,
  });

  const [step, setStep] = useState<SignInStep>({ kind: 'password' });

  const signedIn = auth.data?.status === 'signed-in';
  useEffect(() => {
    if (signedIn) navigate(target, { replace: true });
  }, [signedIn, navigate, target]);

  const submit = form.handleSubmit(async ({ username, password }) => {
    if (!username.trim() || !password) {
      toast({ title: t('missingTitle'), description: t('missingDescription'), variant: 'destructive' });
      return;
    }
    try {
      const answer = await login.mutateAsync({ username, password });
      if (answer.success) return await finish(answer.user);
      form.setValue('password', '');
      if (answer.twoFactor === 'verify') return setStep({ kind: 'verify' });
      setStep({ kind: 'enroll', setup: await beginEnrolment() });
    } catch (error) {
      form.setValue('password', '');
      form.setFocus('password');
      toast({
        title: t('failedTitle'),
        description: error instanceof ApiError ? error.message : t('failedDescription'),
        variant: 'destructive',
      });
    }
  });

  /** Signed in: the dashboard, in the user's language, takes over (the effect above navigates). */
  const finish = async (user: AuthUser) => {
    await applyLanguage(user.language);
    toast({
      title: t('successTitle'),
      description: t('successDescription', { name: user.firstName || user.username }),
    });
    const signedInState: AuthState = { status: 'signed-in', user };
    queryClient.setQueryData(authStateQuery.queryKey, signedInState);
  };

  /** A second step whose five minutes ran out (or was used up) starts again from the password. */
  const startOver = (expired: boolean) => {
    setStep({ kind: 'password' });
    if (expired) toast({ title: t('expiredTitle'), description: t('expired'), variant: 'destructive' });
  };

  const sendCode = async (code: string) => {
    try {
      const answer = await submitSecondStep(code);
      if (answer.recoveryCodes) setStep({ kind: 'codes', codes: answer.recoveryCodes, user: answer.user });
      else await finish(answer.user);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return startOver(true);
      throw error;
    }
  };

  const pending = login.isPending || form.formState.isSubmitting;

  return (
    <main className="grid min-h-dvh place-items-center bg-linen px-4 py-10">
      <div className="w-full max-w-sm">
        <a
          href="/"
          className="inline-flex items-center gap-1.5 rounded text-sm text-muted underline-offset-4 hover:text-charcoal hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('backToSite')}
        </a>
        <div className="mt-4 rounded-xl border border-stone bg-white p-6 shadow-sm sm:p-8">
          <p className="text-xs font-medium tracking-[0.16em] text-umber uppercase">{t('pageTitle')}</p>
          {step.kind === 'password' ? (
            <>
              <h1 className="mt-2 font-display text-3xl text-ink">{t('heading')}</h1>
              <p className="mt-1.5 text-sm text-muted">{t('intro')}</p>
              {/* method="post": should anyone submit before the page is interactive, the password
                  travels in the body, never in the address bar or a log line. */}
              <form method="post" onSubmit={submit} noValidate className="mt-6 space-y-4">
                <Field
                  label={t('username')}
                  autoComplete="username"
                  autoCapitalize="none"
                  autoCorrect="off"
                  spellCheck={false}
                  {...form.register('username')}
                />
                <Field
                  label={t('password')}
                  type="password"
                  autoComplete="current-password"
                  {...form.register('password')}
                />
                <button type="submit" disabled={pending} className={buttonClass('primary', 'md', 'h-11 w-full')}>
                  <LogIn className="size-4" aria-hidden="true" />
                  {pending ? t('signingIn') : t('signIn')}
                </button>
              </form>
            </>
          ) : step.kind === 'verify' ? (
            <SecondStep heading={t('verifyHeading')} intro={t('verifyIntro')}>
              <CodeForm
                onCode={sendCode}
                submitLabel={t('verify')}
                label={t('codeLabel')}
                hint={t('codeHint')}
                allowRecoveryCode
              >
                <StartOver onClick={() => startOver(false)} label={t('startOver')} />
              </CodeForm>
            </SecondStep>
          ) : step.kind === 'enroll' ? (
            <SecondStep heading={t('enrollHeading')} intro={t('enrollIntro')}>
              <SetupSecret setup={step.setup} />
              <div className="mt-5">
                <CodeForm onCode={sendCode} submitLabel={t('verify')}>
                  <StartOver onClick={() => startOver(false)} label={t('startOver')} />
                </CodeForm>
              </div>
            </SecondStep>
          ) : (
            <SecondStep heading={t('codesHeading')} intro={t('codesIntro')}>
              <RecoveryCodesList codes={step.codes} />
              <button
                type="button"
                onClick={() => finish(step.user)}
                className={buttonClass('primary', 'md', 'mt-5 h-11 w-full')}
              >
                {t('continueToAdmin')}
              </button>
            </SecondStep>
          )}
        </div>
      </div>
    </main>
  );
}

type SignInStep =
  | { kind: 'password' }
  | { kind: 'verify' }
  | { kind: 'enroll'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[]; user: AuthUser };

/** The second step's frame: its own heading, so a screen reader hears that the page moved on. */
function SecondStep({ heading, intro, children }: { heading: string; intro: string; children: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Once per step: the form the focus was in is gone, and this is where the reader now is.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <>
      <h1 className="mt-2 font-display text-3xl text-ink outline-none" tabIndex={-1} ref={headingRef}>
        {heading}
      </h1>
      <p className="mt-1.5 mb-5 text-sm text-muted">{intro}</p>
      {children}
    </>
  );
}

function StartOver({ onClick, label }: { onClick: () => void; label: string }) {
  return (
    <button type="button" onClick={onClick} className={buttonClass('ghost', 'md')}>
      {label}
    </button>
  );
}
