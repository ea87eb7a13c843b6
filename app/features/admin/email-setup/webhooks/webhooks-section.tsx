import { useQuery } from '@tanstack/react-query';
import { Copy, Save } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type WebhookKeysInput,
  WebhookKeysSchema,
  type WebhookProvider,
  type WebhookProviderStatus,
  type WebhookSettings,
} from '#shared/admin/email-webhooks.ts';
import { Field } from '../../../../components/ui/field.tsx';
import { useToast } from '../../../../components/ui/toaster.tsx';
import { ListError } from '../../shared/content-list/list-states.tsx';
import { formatDateTime } from '../../shared/i18n/format.ts';
import { type Translate, useLanguage, useMessages } from '../../shared/i18n/use-messages.ts';
import { useStudioClock } from '../../shared/studio-clock/use-studio-clock.ts';
import { buttonClass } from '../../shared/ui/button-class.ts';
import { issueEntries, refusalReason, serverFieldErrors, showProblems } from '../../shared/ui/field-problems.ts';
import { emailWebhooksText } from './messages.ts';
import { useSaveWebhookKeys, webhookSettingsQuery } from './webhooks-queries.ts';

type Text = Translate<typeof emailWebhooksText.en>;
type KeyField = 'resendSecret' | 'sendgridKey';
type FormValues = Record<KeyField, string>;

const FIELD_OF: Record<WebhookProvider, KeyField> = { resend: 'resendSecret', sendgrid: 'sendgridKey' };
const PROVIDERS = ['resend', 'sendgrid'] as const;

/**
 * Email Setup's "Delivery events (webhooks)" (issue 28): the address each provider posts its
 * events to, the key its signature is checked with (never shown: 'set ••••abcd', replaced by
 * typing, cleared by Remove), and the last event heard, so the studio can see it works.
 */
export function WebhooksSection() {
  const t = useMessages(emailWebhooksText);
  const settings = useQuery(webhookSettingsQuery);
  return (
    <section aria-labelledby="email-webhooks-heading" className="rounded-lg border border-stone bg-white p-5 sm:p-6">
      <h2 id="email-webhooks-heading" className="font-display text-xl text-ink">
        {t('heading')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-muted">{t('intro')}</p>
      <p className="mt-1 max-w-3xl text-sm text-muted">{t('howTo')}</p>
      <div className="mt-4">
        {settings.isPending ? (
          <div
            aria-busy="true"
            className="h-64 animate-pulse rounded-md border border-stone bg-linen motion-reduce:animate-none"
          />
        ) : settings.isError ? (
          <ListError error={settings.error} onRetry={() => settings.refetch()} />
        ) : (
          // A new status (after saving) starts the form again from what is stored.
          <KeysForm
            key={JSON.stringify([settings.data.resend.key, settings.data.sendgrid.key])}
            settings={settings.data}
          />
        )}
      </div>
    </section>
  );
}

function KeysForm({ settings }: { settings: WebhookSettings }) {
  const t = useMessages(emailWebhooksText);
  const toast = useToast();
  const save = useSaveWebhookKeys();
  const [removed, setRemoved] = useState<ReadonlySet<KeyField>>(new Set());
  const form = useForm<FormValues>({ defaultValues: { resendSecret: '', sendgridKey: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors();
    const body: WebhookKeysInput = {};
    for (const field of ['resendSecret', 'sendgridKey'] as const) {
      // A newly typed key wins over 'Remove'; nothing typed and not removed keeps the stored one.
      if (values[field].trim() !== '') body[field] = values[field];
      else if (removed.has(field)) body[field] = '';
    }
    if (Object.keys(body).length === 0) {
      toast({ title: t('errorTitle'), description: t('nothingChanged'), variant: 'destructive' });
      return;
    }
    const parsed = WebhookKeysSchema.safeParse(body);
    if (!parsed.success) {
      showProblems(form, problemsOf(issueEntries(parsed.error.issues)));
      return;
    }
    try {
      await save.mutateAsync(body);
      toast({ title: t('saved'), description: t('savedDescription') });
    } catch (failure) {
      showProblems(form, problemsOf(serverFieldErrors(failure)));
      toast({ title: t('errorTitle'), description: refusalReason(failure) ?? t('saveFailed'), variant: 'destructive' });
    }
  });

  const busy = isSubmitting || save.isPending;
  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <div className="grid gap-4 lg:grid-cols-2">
        {PROVIDERS.map((provider) => (
          <ProviderPanel
            key={provider}
            provider={provider}
            status={settings[provider]}
            removed={removed.has(FIELD_OF[provider])}
            onRemove={(remove) => {
              const field = FIELD_OF[provider];
              if (remove) form.setValue(field, '');
              setRemoved((current) => {
                const next = new Set(current);
                if (remove) next.add(field);
                else next.delete(field);
                return next;
              });
            }}
            error={errors[FIELD_OF[provider]]?.message}
            input={form.register(FIELD_OF[provider])}
            t={t}
          />
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-2 border-t border-stone pt-4">
        <button type="submit" disabled={busy} className={buttonClass('primary')}>
          <Save className="size-4" aria-hidden="true" />
          {busy ? t('saving') : t('save')}
        </button>
      </div>
    </form>
  );
}

/** Problems by form field: the API's field names are the form's. */
function problemsOf(entries: Iterable<readonly [string, string]>): Partial<FormValues> {
  const problems: Partial<FormValues> = {};
  for (const [field, message] of entries) {
    const root = field.split('.')[0];
    if ((root === 'resendSecret' || root === 'sendgridKey') && !problems[root]) problems[root] = message;
  }
  return problems;
}

function ProviderPanel({
  provider,
  status,
  removed,
  onRemove,
  error,
  input,
  t,
}: {
  provider: WebhookProvider;
  status: WebhookProviderStatus;
  removed: boolean;
  onRemove: (remove: boolean) => void;
  error: string | undefined;
  input: ReturnType<ReturnType<typeof useForm<FormValues>>['register']>;
  t: Text;
}) {
  const language = useLanguage();
  const { timeZone } = useStudioClock();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const name = t(provider);
  const headingId = `webhook-${provider}-heading`;
  const state = status.key.set
    ? status.key.last4
      ? t('keySet', { last4: status.key.last4 })
      : t('keySetShort')
    : null;
  const label = provider === 'resend' ? t('resendSecret') : t('sendgridKey');
  const hint = removed
    ? t('keyWillRemove')
    : state
      ? t('keyKeepHint', { state })
      : provider === 'resend'
        ? t('resendSecretHint')
        : t('sendgridKeyHint');
  const copyAddress = async () => {
    try {
      await navigator.clipboard.writeText(status.url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <section aria-labelledby={headingId} className="grid content-start gap-3 rounded-md border border-stone p-4">
      <h3 id={headingId} className="font-medium text-ink">
        {name}
      </h3>
      <p className="text-xs text-muted">{provider === 'resend' ? t('resendSteps') : t('sendgridSteps')}</p>
      <div>
        <p className="text-sm font-medium text-charcoal">{t('endpointLabel', { provider: name })}</p>
        <div className="mt-1.5 flex flex-wrap items-center gap-2">
          <code
            data-testid={`webhook-url-${provider}`}
            className="w-full min-w-0 rounded-md border border-stone bg-linen px-3 py-2 font-mono text-sm break-all text-ink sm:w-auto sm:flex-1"
          >
            {status.url}
          </code>
          <button
            type="button"
            onClick={copyAddress}
            aria-label={t('copyLabel', { provider: name })}
            className={buttonClass('secondary', 'sm')}
          >
            <Copy className="size-4" aria-hidden="true" />
            {t('copy')}
          </button>
        </div>
        <p aria-live="polite" className="mt-1 min-h-4 text-xs text-muted">
          {copy === 'copied' ? t('copied') : copy === 'failed' ? t('copyFailed') : ''}
        </p>
      </div>
      <div>
        <Field
          label={label}
          type={provider === 'resend' ? 'password' : 'text'}
          autoComplete="off"
          spellCheck={false}
          hint={hint}
          error={error}
          placeholder={state && !removed ? state : undefined}
          {...input}
        />
        {status.key.set && (
          <button
            type="button"
            onClick={() => onRemove(!removed)}
            aria-label={`${removed ? t('keep') : t('remove')}: ${label}`}
            className={buttonClass('ghost', 'sm', 'mt-1')}
          >
            {removed ? t('keep') : t('remove')}
          </button>
        )}
      </div>
      <p className="text-sm text-charcoal" data-testid={`webhook-last-${provider}`}>
        {status.lastEvent
          ? t('lastEvent', {
              kind: t(`kind_${status.lastEvent.kind}`),
              when: formatDateTime(language, status.lastEvent.receivedAt, timeZone),
            })
          : t('noEvent')}
      </p>
    </section>
  );
}
