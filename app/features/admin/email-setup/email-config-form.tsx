import { clsx } from 'clsx';
import { CheckCircle2, Info, Save, Search, Send, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import {
  EMAIL_ENV_VARIABLES,
  EMAIL_SERVICES,
  type EmailCheckResult,
  type EmailConfigField,
  type EmailConfigInput,
  EmailConfigSchema,
  type EmailServiceSetting,
  type EmailStatusReport,
  type MaskedSecret,
} from '#shared/admin/email.ts';
import { Field } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toaster.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { problemText } from '../shared/errors/error-text.ts';
import { type Translate, useMessages } from '../shared/i18n/use-messages.ts';
import { buttonClass } from '../shared/ui/button-class.ts';
import { issueEntries, serverFieldErrors, showProblems } from '../shared/ui/field-problems.ts';
import { SwitchField } from '../shared/ui/switch-field.tsx';
import { useCheckEmail, useSaveEmailConfig, useSendTestEmail } from './email-setup-queries.ts';
import { HOST_REFUSED } from './host-refused.ts';
import { emailSetupText } from './messages.ts';

type Text = Translate<typeof emailSetupText.en>;
type SecretField = 'emailPass' | 'resendApiKey' | 'sendgridApiKey';

interface FormValues {
  /** 'development': e-mail off (nothing is sent, messages are only logged) */
  emailService: EmailServiceSetting;
  smtpHost: string;
  smtpPort: string;
  smtpSecure: boolean;
  emailUser: string;
  fromAddress: string;
  /** what the user typed: empty keeps the stored secret (the form never has it, D13) */
  emailPass: string;
  resendApiKey: string;
  sendgridApiKey: string;
}

/** The environment variable behind each field (D13: they override, and the form says which). */
const SERVICE_TEXT = {
  resend: { label: 'serviceResend', hint: 'hintResend' },
  sendgrid: { label: 'serviceSendgrid', hint: 'hintSendgrid' },
  smtp: { label: 'serviceSmtp', hint: 'hintSmtp' },
  development: { label: 'serviceOff', hint: 'hintOff' },
} as const;
/** The services first, then the way back: e-mail off. */
const SERVICE_CHOICES: readonly EmailServiceSetting[] = [...EMAIL_SERVICES, 'development'];

const FOCUS_ORDER: FieldPath<FormValues>[] = [
  'emailService',
  'resendApiKey',
  'sendgridApiKey',
  'smtpHost',
  'smtpPort',
  'emailUser',
  'emailPass',
  'fromAddress',
];

function toFormValues(report: EmailStatusReport | null): FormValues {
  const config = report?.config;
  return {
    // Nothing chosen (not configured, or switched off): the form says so instead of offering a service as if chosen.
    emailService: config?.emailService ?? 'development',
    smtpHost: config?.smtpHost ?? '',
    smtpPort: config?.smtpPort ? String(config.smtpPort) : '',
    smtpSecure: config?.smtpSecure ?? false,
    emailUser: config?.emailUser ?? '',
    fromAddress: config?.fromAddress ?? '',
    emailPass: '',
    resendApiKey: '',
    sendgridApiKey: '',
  };
}

/**
 * The service and its settings. Secrets are never in the form: a stored one shows as 'set ••••abcd',
 * is sent only when a new one is typed, and 'Remove' sends an explicit empty value. Fields an
 * environment variable sets are read-only and name it. 'Check Status' and 'Send Test Email' work
 * on what is saved.
 */
export function EmailConfigForm({
  report,
  statusIsError,
}: {
  /** null when the status call failed: the form then cannot save (it would store blanks over the setup) */
  report: EmailStatusReport | null;
  statusIsError: boolean;
}) {
  const t = useMessages(emailSetupText);
  const toast = useToast();
  const save = useSaveEmailConfig();
  const check = useCheckEmail();
  const sendTest = useSendTestEmail();
  const [removed, setRemoved] = useState<ReadonlySet<SecretField>>(new Set());
  const [checkResult, setCheckResult] = useState<EmailCheckResult | null>(null);
  const form = useForm<FormValues>({ defaultValues: toFormValues(report) });
  const { errors, isDirty, isSubmitting } = form.formState;
  const service = form.watch('emailService');
  const fromEnv = (field: EmailConfigField) => report?.overriddenByEnv.includes(field) ?? false;
  const dirty = isDirty || removed.size > 0;
  const error = (field: FieldPath<FormValues>) => errors[field]?.message;

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors();
    const port = values.smtpPort.trim();
    const body: EmailConfigInput = {
      emailService: values.emailService,
      emailUser: values.emailUser,
      smtpHost: values.smtpHost,
      smtpPort: port === '' ? null : /^\d+$/.test(port) ? Number(port) : Number.NaN,
      smtpSecure: values.smtpSecure,
      fromAddress: values.fromAddress,
    };
    for (const field of ['emailPass', 'resendApiKey', 'sendgridApiKey'] as const) {
      if (fromEnv(field)) continue;
      // A newly typed secret wins over 'Remove'; nothing typed and not removed keeps the stored one.
      const typed = values[field] ?? '';
      if (typed !== '') body[field] = typed;
      else if (removed.has(field)) body[field] = '';
    }
    const parsed = EmailConfigSchema.safeParse(body);
    if (!parsed.success) {
      showProblems(form, problemsOf(issueEntries(parsed.error.issues)), FOCUS_ORDER);
      toast({ title: t('errorTitle'), description: t('fixErrors'), variant: 'destructive' });
      return;
    }
    try {
      const saved = await save.mutateAsync(body);
      // From what is now stored: a typed secret leaves the field even when the masked view is unchanged.
      form.reset(toFormValues(saved));
      setRemoved(new Set());
      toast({ title: t('saved'), description: t('savedDescription') });
    } catch (failure) {
      showProblems(form, problemsOf(serverFieldErrors(failure)), FOCUS_ORDER);
      toast({
        title: t('errorTitle'),
        description:
          failure instanceof ApiError && failure.status < 500 ? problemText(failure.problem) : t('saveFailed'),
        variant: 'destructive',
      });
    }
  });

  const runCheck = async () => {
    setCheckResult(null);
    try {
      const result = await check.mutateAsync();
      setCheckResult(result);
      // Three answers, each titled for what happened: it works; e-mail is off (nothing to check,
      // not a failure); it does not work (a refused host included: its own words say why).
      const off = !result.ok && result.service === 'development';
      const refused = result.problem?.code === HOST_REFUSED;
      toast({
        title: result.ok ? t('checkPassed') : off ? t('checkOff') : refused ? t('checkHostRefused') : t('checkFailed'),
        description: checkMessage(result),
        ...(result.ok || off ? {} : { variant: 'destructive' as const }),
      });
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.message : t('checkFailedFallback');
      setCheckResult({ ok: false, service: report?.service ?? 'development', message });
      toast({ title: t('checkFailed'), description: message, variant: 'destructive' });
    }
  };

  const runTest = async () => {
    try {
      const result = await sendTest.mutateAsync();
      // Development mode records the test and sends nothing: not "Test Email Sent".
      toast({ title: result.status === 'sent' ? t('testSent') : t('testRecorded'), description: result.message });
    } catch (failure) {
      // admin area §8: the server's error (the provider's own words), else the fallback.
      const message = failure instanceof ApiError ? problemText(failure.problem) : t('testFailedFallback');
      toast({ title: t('testFailed'), description: message, variant: 'destructive' });
    }
  };

  const secretField = (field: SecretField, label: string, hint?: string) => (
    <SecretInput
      key={field}
      label={label}
      hint={hint}
      masked={report?.config[field] ?? { set: false, last4: null }}
      envVariable={fromEnv(field) ? EMAIL_ENV_VARIABLES[field] : null}
      removed={removed.has(field)}
      onRemove={(remove) => {
        if (remove) form.setValue(field, '');
        setRemoved((current) => {
          const next = new Set(current);
          if (remove) next.add(field);
          else next.delete(field);
          return next;
        });
      }}
      error={error(field)}
      input={form.register(field)}
      t={t}
    />
  );

  const plainField = (
    field: 'smtpHost' | 'smtpPort' | 'emailUser' | 'fromAddress',
    label: string,
    extra: { hint?: string; inputMode?: 'numeric'; autoComplete?: string; placeholder?: string } = {},
  ) => {
    const env = fromEnv(field);
    return (
      <Field
        label={label}
        hint={env ? t('envNote', { variable: EMAIL_ENV_VARIABLES[field] }) : extra.hint}
        readOnly={env}
        error={error(field)}
        inputMode={extra.inputMode}
        autoComplete={extra.autoComplete ?? 'off'}
        placeholder={extra.placeholder}
        spellCheck={false}
        {...form.register(field)}
      />
    );
  };

  const busy = isSubmitting || save.isPending;
  return (
    <section aria-labelledby="email-service-heading" className="rounded-lg border border-stone bg-white p-5 sm:p-6">
      <h2 id="email-service-heading" className="font-display text-xl text-ink">
        {t('serviceHeading')}
      </h2>
      <form onSubmit={submit} noValidate className="mt-4 grid gap-5">
        <Controller
          control={form.control}
          name="emailService"
          render={({ field }) => (
            <fieldset aria-describedby={fromEnv('emailService') ? 'email-service-env' : undefined}>
              <legend className="text-sm font-medium text-charcoal">{t('serviceLegend')}</legend>
              <div className="mt-2 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
                {SERVICE_CHOICES.map((choice) => (
                  <label
                    key={choice}
                    className={clsx(
                      'flex cursor-pointer gap-3 rounded-md border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-olive',
                      field.value === choice ? 'border-olive bg-olive/5' : 'border-stone',
                      fromEnv('emailService') && 'cursor-not-allowed opacity-80',
                    )}
                  >
                    <input
                      type="radio"
                      name={field.name}
                      value={choice}
                      checked={field.value === choice}
                      onChange={() => field.onChange(choice)}
                      disabled={fromEnv('emailService')}
                      className="mt-0.5 size-4 accent-olive"
                    />
                    <span>
                      <span className="block font-medium text-ink">{t(SERVICE_TEXT[choice].label)}</span>
                      <span className="mt-0.5 block text-xs text-muted">{t(SERVICE_TEXT[choice].hint)}</span>
                    </span>
                  </label>
                ))}
              </div>
              {fromEnv('emailService') && (
                <p id="email-service-env" className="mt-1 text-xs text-muted">
                  {t('envNote', { variable: EMAIL_ENV_VARIABLES.emailService })}
                </p>
              )}
              {error('emailService') && <p className="mt-1 text-sm text-red-800">{error('emailService')}</p>}
            </fieldset>
          )}
        />

        <div className="grid gap-4 sm:grid-cols-2">
          {service === 'resend' && secretField('resendApiKey', t('resendApiKey'))}
          {service === 'sendgrid' && secretField('sendgridApiKey', t('sendgridApiKey'))}
          {service === 'smtp' && (
            <>
              {plainField('smtpHost', t('smtpHost'), { placeholder: 'smtp.gmail.com' })}
              {plainField('smtpPort', t('smtpPort'), {
                hint: t('smtpPortHint'),
                inputMode: 'numeric',
                placeholder: '587',
              })}
              {plainField('emailUser', t('emailUser'), { hint: t('emailUserHint'), autoComplete: 'username' })}
              {secretField('emailPass', t('emailPass'), t('emailPassHint'))}
              <div className="sm:col-span-2">
                <Controller
                  control={form.control}
                  name="smtpSecure"
                  render={({ field }) => (
                    <SwitchField
                      label={t('smtpSecure')}
                      hint={
                        fromEnv('smtpSecure')
                          ? t('envNote', { variable: EMAIL_ENV_VARIABLES.smtpSecure })
                          : t('smtpSecureHint')
                      }
                      checked={field.value}
                      onCheckedChange={field.onChange}
                      disabled={fromEnv('smtpSecure')}
                    />
                  )}
                />
              </div>
            </>
          )}
          {service === 'development' ? (
            <p className="text-sm text-muted sm:col-span-2">{t('offNote')}</p>
          ) : (
            <div className="sm:col-span-2">
              {plainField('fromAddress', t('fromAddress'), {
                hint: t('fromAddressHint'),
                placeholder: 'Larch & Lime <hello@larchandlime.example>',
              })}
            </div>
          )}
        </div>

        <div className="flex flex-wrap items-center gap-2 border-t border-stone pt-4">
          <button type="submit" disabled={busy || report === null} className={buttonClass('primary')}>
            <Save className="size-4" aria-hidden="true" />
            {busy ? t('saving') : t('save')}
          </button>
          <button type="button" onClick={runCheck} disabled={check.isPending} className={buttonClass('secondary')}>
            <Search className="size-4" aria-hidden="true" />
            {check.isPending ? t('checking') : t('check')}
          </button>
          <button
            type="button"
            onClick={runTest}
            disabled={statusIsError || sendTest.isPending}
            className={buttonClass('secondary')}
          >
            <Send className="size-4" aria-hidden="true" />
            {sendTest.isPending ? t('sendingTest') : t('sendTest')}
          </button>
        </div>
        <p className="-mt-3 text-xs text-muted">
          {report === null ? t('unreadable') : dirty ? t('unsavedForCheck') : t('testHint')}
        </p>
        <div role="status" aria-live="polite">
          {checkResult && <CheckAnswer result={checkResult} />}
        </div>
      </form>
    </section>
  );
}

/** The check's answer in the admin's language where the server coded it (a refused host). */
function checkMessage(result: EmailCheckResult): string {
  return result.problem ? problemText(result.problem) : result.message;
}

/** The check's answer under the buttons: green only when e-mail will go out; e-mail off is quiet, not red. */
function CheckAnswer({ result }: { result: EmailCheckResult }) {
  const tone = result.ok ? 'ok' : result.service === 'development' ? 'off' : 'failed';
  const Icon = { ok: CheckCircle2, off: Info, failed: XCircle }[tone];
  return (
    <p
      className={clsx(
        'flex items-start gap-2 rounded-md border px-3 py-2 text-sm break-words',
        tone === 'ok' && 'border-olive/40 text-olive-deep',
        tone === 'off' && 'border-stone text-charcoal',
        tone === 'failed' && 'border-red-700 text-red-800',
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{checkMessage(result)}</span>
    </p>
  );
}

/** Server and schema problems by form field: every field of the API has its own place here. */
function problemsOf(entries: Iterable<readonly [string, string]>): Partial<Record<FieldPath<FormValues>, string>> {
  const known = new Set<string>(FOCUS_ORDER.concat(['smtpSecure']));
  const problems: Partial<Record<FieldPath<FormValues>, string>> = {};
  for (const [field, message] of entries) {
    const root = field.split('.')[0] ?? '';
    if (known.has(root) && !problems[root as FieldPath<FormValues>]) problems[root as FieldPath<FormValues>] = message;
  }
  return problems;
}

function SecretInput({
  label,
  hint,
  masked,
  envVariable,
  removed,
  onRemove,
  error,
  input,
  t,
}: {
  label: string;
  hint?: string | undefined;
  masked: MaskedSecret;
  envVariable: string | null;
  removed: boolean;
  onRemove: (remove: boolean) => void;
  error: string | undefined;
  input: ReturnType<ReturnType<typeof useForm<FormValues>>['register']>;
  t: Text;
}) {
  const state = masked.set
    ? masked.last4
      ? t('secretSet', { last4: masked.last4 })
      : t('secretSetShort')
    : t('secretNotSet');
  if (envVariable) {
    return (
      <Field label={label} value={state} readOnly hint={t('envNote', { variable: envVariable })} name={input.name} />
    );
  }
  const note = removed ? t('secretWillRemove') : masked.set ? t('secretKeepHint', { state }) : hint;
  return (
    <div>
      <Field
        label={label}
        type="password"
        autoComplete="new-password"
        spellCheck={false}
        hint={note}
        error={error}
        placeholder={masked.set && !removed ? state : undefined}
        {...input}
      />
      {masked.set && (
        <button
          type="button"
          onClick={() => onRemove(!removed)}
          aria-label={`${removed ? t('keepSecret') : t('removeSecret')}: ${label}`}
          className={buttonClass('ghost', 'sm', 'mt-1')}
        >
          {removed ? t('keepSecret') : t('removeSecret')}
        </button>
      )}
    </div>
  );
}
