import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { AlertTriangle, CheckCircle2, Inbox, Save, Search, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import {
  type IncomingCheckResult,
  type IncomingMailboxInput,
  type IncomingMailboxReport,
  IncomingMailboxSchema,
} from '#shared/admin/email-inbound.ts';
import { Field } from '../../../../components/ui/field.tsx';
import { useToast } from '../../../../components/ui/toaster.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { useMessages } from '../../shared/i18n/use-messages.ts';
import { useStudioDates } from '../../shared/leads/use-studio-dates.ts';
import { buttonClass } from '../../shared/ui/button-class.ts';
import { issueEntries, serverFieldErrors, showProblems } from '../../shared/ui/field-problems.ts';
import { SwitchField } from '../../shared/ui/switch-field.tsx';
import { incomingMailboxQuery, useCheckIncomingMailbox, useSaveIncomingMailbox } from './incoming-queries.ts';
import { incomingMailboxText } from './messages.ts';

interface FormValues {
  imapHost: string;
  imapPort: string;
  imapSecure: boolean;
  imapUser: string;
  /** what the user typed: empty keeps the stored password (the form never has it) */
  imapPass: string;
  imapMailbox: string;
}

const FOCUS_ORDER: FieldPath<FormValues>[] = ['imapHost', 'imapPort', 'imapUser', 'imapPass', 'imapMailbox'];

function toFormValues(report: IncomingMailboxReport | undefined): FormValues {
  const config = report?.config;
  return {
    imapHost: config?.imapHost ?? '',
    imapPort: config?.imapPort ? String(config.imapPort) : '',
    imapSecure: config?.imapSecure ?? true,
    imapUser: config?.imapUser ?? '',
    imapPass: '',
    imapMailbox: config?.imapMailbox ?? 'INBOX',
  };
}

/**
 * Email Setup's incoming mailbox (issue 28, "Replies"): the IMAP mailbox the reply poll reads, its
 * own Save and Check Status (which work on what is saved), and a line with the poll's last run.
 */
export function IncomingMailbox() {
  const t = useMessages(incomingMailboxText);
  const report = useQuery(incomingMailboxQuery);
  return (
    <section aria-labelledby="incoming-mailbox-heading" className="rounded-lg border border-stone bg-white p-5 sm:p-6">
      <h2 id="incoming-mailbox-heading" className="flex items-center gap-2 font-display text-xl text-ink">
        <Inbox className="size-5 text-muted" aria-hidden="true" />
        {t('heading')}
      </h2>
      <p className="mt-2 max-w-3xl text-sm text-charcoal">{t('intro')}</p>
      <p className="mt-1 max-w-3xl text-xs text-muted">{t('introUntouched')}</p>
      {report.isPending ? (
        <div aria-busy="true" className="mt-4 h-64 animate-pulse rounded-md bg-stone/30 motion-reduce:animate-none" />
      ) : report.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-800">
          {report.error instanceof ApiError ? report.error.message : t('loadFailed')}
        </p>
      ) : (
        <IncomingForm key={JSON.stringify(report.data.config)} report={report.data} />
      )}
    </section>
  );
}

function IncomingForm({ report }: { report: IncomingMailboxReport }) {
  const t = useMessages(incomingMailboxText);
  const toast = useToast();
  const save = useSaveIncomingMailbox();
  const check = useCheckIncomingMailbox();
  const [removePass, setRemovePass] = useState(false);
  const [checkResult, setCheckResult] = useState<IncomingCheckResult | null>(null);
  const form = useForm<FormValues>({ defaultValues: toFormValues(report) });
  const { errors, isDirty, isSubmitting } = form.formState;
  const error = (field: FieldPath<FormValues>) => errors[field]?.message;
  const dirty = isDirty || removePass;

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors();
    const port = values.imapPort.trim();
    const body: IncomingMailboxInput = {
      imapHost: values.imapHost,
      imapPort: port === '' ? null : /^\d+$/.test(port) ? Number(port) : Number.NaN,
      imapSecure: values.imapSecure,
      imapUser: values.imapUser,
      imapMailbox: values.imapMailbox,
    };
    // A newly typed password wins over 'Remove'; nothing typed and not removed keeps the stored one.
    if (values.imapPass !== '') body.imapPass = values.imapPass;
    else if (removePass) body.imapPass = '';
    const parsed = IncomingMailboxSchema.safeParse(body);
    if (!parsed.success) {
      showProblems(form, problemsOf(issueEntries(parsed.error.issues)), FOCUS_ORDER);
      toast({ title: t('errorTitle'), description: t('fixErrors'), variant: 'destructive' });
      return;
    }
    try {
      const saved = await save.mutateAsync(body);
      form.reset(toFormValues(saved));
      setRemovePass(false);
      setCheckResult(null);
      toast({ title: t('saved'), description: saved.configured ? t('savedDescription') : t('savedOff') });
    } catch (failure) {
      showProblems(form, problemsOf(serverFieldErrors(failure)), FOCUS_ORDER);
      toast({
        title: t('errorTitle'),
        description: failure instanceof ApiError && failure.status < 500 ? failure.message : t('saveFailed'),
        variant: 'destructive',
      });
    }
  });

  const runCheck = async () => {
    setCheckResult(null);
    try {
      const result = await check.mutateAsync();
      setCheckResult(result);
      toast({
        title: result.ok ? t('checkPassed') : t('checkFailed'),
        description: result.message,
        ...(result.ok ? {} : { variant: 'destructive' as const }),
      });
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.message : t('checkFailedFallback');
      setCheckResult({ ok: false, message });
      toast({ title: t('checkFailed'), description: message, variant: 'destructive' });
    }
  };

  const masked = report.config.imapPass;
  const passState = masked.set ? (masked.last4 ? t('secretSet', { last4: masked.last4 }) : t('secretSetShort')) : null;
  const busy = isSubmitting || save.isPending;
  return (
    <form onSubmit={submit} noValidate className="mt-4 grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('host')}
          error={error('imapHost')}
          placeholder="imap.gmail.com"
          autoComplete="off"
          spellCheck={false}
          {...form.register('imapHost')}
        />
        <Field
          label={t('port')}
          hint={t('portHint')}
          error={error('imapPort')}
          inputMode="numeric"
          placeholder="993"
          autoComplete="off"
          {...form.register('imapPort')}
        />
        <Field
          label={t('user')}
          hint={t('userHint')}
          error={error('imapUser')}
          autoComplete="off"
          spellCheck={false}
          {...form.register('imapUser')}
        />
        <div>
          <Field
            label={t('pass')}
            type="password"
            autoComplete="new-password"
            spellCheck={false}
            hint={
              removePass ? t('secretWillRemove') : passState ? t('secretKeepHint', { state: passState }) : t('passHint')
            }
            error={error('imapPass')}
            placeholder={passState && !removePass ? passState : undefined}
            {...form.register('imapPass')}
          />
          {masked.set && (
            <button
              type="button"
              onClick={() => {
                if (!removePass) form.setValue('imapPass', '');
                setRemovePass(!removePass);
              }}
              aria-label={`${removePass ? t('keepSecret') : t('removeSecret')}: ${t('pass')}`}
              className={buttonClass('ghost', 'sm', 'mt-1')}
            >
              {removePass ? t('keepSecret') : t('removeSecret')}
            </button>
          )}
        </div>
        <Field
          label={t('mailbox')}
          hint={t('mailboxHint')}
          error={error('imapMailbox')}
          placeholder="INBOX"
          autoComplete="off"
          spellCheck={false}
          {...form.register('imapMailbox')}
        />
        <div className="self-center">
          <Controller
            control={form.control}
            name="imapSecure"
            render={({ field }) => (
              <SwitchField
                label={t('secure')}
                hint={t('secureHint')}
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-2 border-t border-stone pt-4">
        <button type="submit" disabled={busy} className={buttonClass('primary')}>
          <Save className="size-4" aria-hidden="true" />
          {busy ? t('saving') : t('save')}
        </button>
        <button type="button" onClick={runCheck} disabled={check.isPending} className={buttonClass('secondary')}>
          <Search className="size-4" aria-hidden="true" />
          {check.isPending ? t('checking') : t('check')}
        </button>
      </div>
      {dirty && <p className="-mt-3 text-xs text-muted">{t('unsavedForCheck')}</p>}
      <div role="status" aria-live="polite">
        {checkResult && (
          <p
            className={clsx(
              'flex items-start gap-2 rounded-md border px-3 py-2 text-sm break-words',
              checkResult.ok ? 'border-olive/40 text-olive-deep' : 'border-red-700 text-red-800',
            )}
          >
            {checkResult.ok ? (
              <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            ) : (
              <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            )}
            <span>{checkResult.message}</span>
          </p>
        )}
      </div>
      <PollLine report={report} />
    </form>
  );
}

/** The poll's last run on this mailbox, on the studio's clock, and what it found lately. */
function PollLine({ report }: { report: IncomingMailboxReport }) {
  const t = useMessages(incomingMailboxText);
  const { dateTime } = useStudioDates();
  const { lastPoll, problem } = report;
  const failed = Boolean(problem || lastPoll?.error);
  let line: string;
  if (problem) line = problem;
  else if (!report.configured) line = t('notSetUp');
  else if (!lastPoll) line = t('notReadYet');
  else if (lastPoll.error) line = t('lastReadFailed', { time: dateTime(lastPoll.at), error: lastPoll.error });
  else line = t('lastRead', { time: dateTime(lastPoll.at) });
  return (
    <div className="flex items-start gap-2 text-sm" data-testid="incoming-poll-line">
      {failed && <AlertTriangle className="mt-0.5 size-4 shrink-0 text-red-800" aria-hidden="true" />}
      <p className={clsx('break-words', failed ? 'text-red-800' : 'text-muted')}>
        {line}
        {report.configured && !problem && <> {t('recorded', report.recorded)}</>}
      </p>
    </div>
  );
}

/** Server and schema problems by form field. */
function problemsOf(entries: Iterable<readonly [string, string]>): Partial<Record<FieldPath<FormValues>, string>> {
  const known = new Set<string>([...FOCUS_ORDER, 'imapSecure']);
  const problems: Partial<Record<FieldPath<FormValues>, string>> = {};
  for (const [field, message] of entries) {
    const root = field.split('.')[0] ?? '';
    if (known.has(root) && !problems[root as FieldPath<FormValues>]) problems[root as FieldPath<FormValues>] = message;
  }
  return problems;
}
