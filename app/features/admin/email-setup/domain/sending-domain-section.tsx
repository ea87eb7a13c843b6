import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { AlertTriangle, CheckCircle2, Copy, KeyRound, Search, Trash2, XCircle } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { DomainRecordCheck } from '#shared/email/email-events.ts';
import { Field } from '../../../../components/ui/field.tsx';
import { useToast } from '../../../../components/ui/toaster.tsx';
import { fieldProblemText } from '../../shared/errors/error-text.ts';
import { type Translate, useMessages } from '../../shared/i18n/use-messages.ts';
import { useStudioDates } from '../../shared/leads/use-studio-dates.ts';
import { Badge, type BadgeTone } from '../../shared/ui/badge.tsx';
import { buttonClass } from '../../shared/ui/button-class.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { refusalReason } from '../../shared/ui/field-problems.ts';
import { emailStatusQuery } from '../email-setup-queries.ts';
import {
  type EmailDomainReport,
  emailDomainQuery,
  useCheckDomain,
  useGenerateDkim,
  useRemoveDkim,
} from './domain-queries.ts';
import { emailDomainText } from './messages.ts';

type T = Translate<(typeof emailDomainText)['en']>;

/**
 * Email Setup's "Sending domain (DKIM, SPF, DMARC)" (issue 28): the DKIM key SMTP sends are signed
 * with and the exact TXT record to publish, then the domain's three records as last read, each
 * found / missing / wrong with the record to add. Every record has a keyboard-usable Copy button.
 */
export function SendingDomainSection() {
  const t = useMessages(emailDomainText);
  const report = useQuery(emailDomainQuery);
  // A save of the outgoing form can change the service or the From (whether mail is signed): read again.
  const statusRead = useQuery(emailStatusQuery).dataUpdatedAt;
  const { refetch } = report;
  const firstStatusRead = useRef(0);
  useEffect(() => {
    if (!statusRead) return;
    // The first read of the status comes with the page, as this section's own first read does.
    if (!firstStatusRead.current) firstStatusRead.current = statusRead;
    else if (statusRead !== firstStatusRead.current) void refetch();
  }, [statusRead, refetch]);
  return (
    <section aria-labelledby="sending-domain-heading" className="rounded-lg border border-stone bg-white p-5 sm:p-6">
      <h2 id="sending-domain-heading" className="font-display text-xl text-ink">
        {t('heading')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-muted">{t('intro')}</p>
      {report.data ? (
        <div className="mt-5 grid gap-6">
          <DkimKey report={report.data} t={t} />
          <DomainRecords report={report.data} t={t} />
        </div>
      ) : report.isError ? (
        <p className="mt-4 text-sm text-red-800">{refusalReason(report.error) ?? t('checkFailed')}</p>
      ) : (
        <div aria-busy="true" className="mt-4 h-40 animate-pulse rounded-md bg-sand motion-reduce:animate-none" />
      )}
    </section>
  );
}

function DkimKey({ report, t }: { report: EmailDomainReport; t: T }) {
  const toast = useToast();
  const generate = useGenerateDkim();
  const remove = useRemoveDkim();
  const [domain, setDomain] = useState(report.dkim?.domain ?? report.defaults.domain);
  const [selector, setSelector] = useState(report.dkim?.selector ?? report.defaults.selector);
  const [errors, setErrors] = useState<{ domain?: string; selector?: string }>({});
  const [confirm, setConfirm] = useState<'regenerate' | 'remove' | null>(null);
  const key = report.dkim;

  const run = async () => {
    setErrors({});
    try {
      await generate.mutateAsync({ domain, selector });
      toast({ title: t('generated'), description: t('generatedDescription') });
    } catch (failure) {
      setErrors({ domain: fieldProblemText(failure, 'domain'), selector: fieldProblemText(failure, 'selector') });
      toast({ title: t('failed'), description: refusalReason(failure) ?? t('generateFailed'), variant: 'destructive' });
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (key) setConfirm('regenerate');
    else void run();
  };
  const runRemove = async () => {
    try {
      await remove.mutateAsync();
      toast({ title: t('removed'), description: t('removedDescription') });
    } catch (failure) {
      toast({ title: t('failed'), description: refusalReason(failure) ?? t('removeFailed'), variant: 'destructive' });
    }
  };

  return (
    <div className="grid gap-4">
      <div>
        <h3 className="text-base font-medium text-ink">{t('dkimHeading')}</h3>
        <p className="mt-1 max-w-3xl text-sm text-muted">
          {t('dkimAbout')} {report.service === 'resend' || report.service === 'sendgrid' ? t('dkimProviderNote') : ''}
        </p>
      </div>
      {key && <SigningLine report={report} t={t} />}
      {key && (
        <div className="grid gap-3 rounded-md border border-stone bg-linen p-4">
          <h4 className="text-sm font-medium text-ink">{t('recordHeading')}</h4>
          <RecordLine label={t('recordName')} value={key.record.name} what={`${t('recordName')} (DKIM)`} t={t} />
          <RecordLine label={t('recordValue')} value={key.record.value} what={`${t('recordValue')} (DKIM)`} t={t} />
          <p className="text-xs text-muted">{t('recordSplitNote')}</p>
        </div>
      )}
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-start">
        <Field
          label={t('domain')}
          hint={t('domainHint')}
          value={domain}
          onChange={(event) => setDomain(event.target.value)}
          error={errors.domain}
          autoComplete="off"
          spellCheck={false}
          placeholder="larchandlime.com"
        />
        <Field
          label={t('selector')}
          hint={t('selectorHint')}
          value={selector}
          onChange={(event) => setSelector(event.target.value)}
          error={errors.selector}
          autoComplete="off"
          spellCheck={false}
        />
        <div className="flex flex-wrap gap-2 sm:mt-7">
          <button type="submit" disabled={generate.isPending} className={buttonClass(key ? 'secondary' : 'primary')}>
            <KeyRound className="size-4" aria-hidden="true" />
            {generate.isPending ? t('generating') : key ? t('regenerate') : t('generate')}
          </button>
          {key && (
            <button type="button" onClick={() => setConfirm('remove')} className={buttonClass('ghost')}>
              <Trash2 className="size-4" aria-hidden="true" />
              {t('remove')}
            </button>
          )}
        </div>
      </form>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm === 'remove' ? t('removeTitle') : t('regenerateTitle')}
        description={<p>{confirm === 'remove' ? t('removeQuestion') : t('regenerateQuestion')}</p>}
        confirmLabel={confirm === 'remove' ? t('remove') : t('regenerate')}
        pendingLabel={confirm === 'remove' ? t('removing') : t('generating')}
        cancelLabel={t('cancel')}
        pending={generate.isPending || remove.isPending}
        onConfirm={confirm === 'remove' ? runRemove : run}
      />
    </div>
  );
}

function SigningLine({ report, t }: { report: EmailDomainReport; t: T }) {
  const key = report.dkim;
  if (!key) return null;
  const ok = key.signing === 'active';
  let text: string;
  switch (key.signing) {
    case 'active':
      text = t('signingActive');
      break;
    case 'other_domain':
      text = report.fromDomain
        ? t('signingOtherDomain', { fromDomain: report.fromDomain, domain: key.domain })
        : t('signingNoFrom');
      break;
    case 'not_smtp':
      text = t('signingNotSmtp');
      break;
    case 'unreadable':
      text = t('signingUnreadable');
      break;
  }
  const Icon = ok ? CheckCircle2 : AlertTriangle;
  return (
    <p data-testid="dkim-signing" className="flex items-start gap-2 text-sm text-charcoal">
      <Icon className={clsx('mt-0.5 size-4 shrink-0', ok ? 'text-olive-deep' : 'text-umber')} aria-hidden="true" />
      {text}
    </p>
  );
}

/** A DNS name or value as the studio must type it, whole, with a Copy button beside it. */
function RecordLine({ label, value, what, t }: { label: string; value: string; what: string; t: T }) {
  return (
    <div className="grid gap-1">
      <span className="text-xs font-medium text-muted">{label}</span>
      <div className="flex items-start gap-2">
        <code className="min-w-0 flex-1 rounded border border-stone bg-white px-2 py-1.5 font-mono text-xs break-all text-ink">
          {value}
        </code>
        <CopyButton text={value} what={what} t={t} />
      </div>
    </div>
  );
}

function CopyButton({ text, what, t }: { text: string; what: string; t: T }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <span className="flex shrink-0 items-center gap-2">
      <button
        type="button"
        onClick={copy}
        aria-label={t('copyLabel', { what })}
        className={buttonClass('secondary', 'sm')}
      >
        <Copy className="size-4" aria-hidden="true" />
        {t('copy')}
      </button>
      <span aria-live="polite" className="text-xs text-muted">
        {state === 'copied' ? t('copied') : state === 'failed' ? t('copyFailed') : ''}
      </span>
    </span>
  );
}

const KIND_TEXT = { spf: 'kindSpf', dkim: 'kindDkim', dmarc: 'kindDmarc' } as const;
const STATE_TEXT = { found: 'stateFound', missing: 'stateMissing', wrong: 'stateWrong' } as const;
const STATE_TONE: Record<DomainRecordCheck['state'], BadgeTone> = {
  found: 'positive',
  missing: 'accent',
  wrong: 'accent',
};

function reasonKey(record: DomainRecordCheck) {
  const kind = record.kind === 'spf' ? 'Spf' : record.kind === 'dkim' ? 'Dkim' : 'Dmarc';
  const state = record.state === 'found' ? 'Found' : record.state === 'missing' ? 'Missing' : 'Wrong';
  // A DKIM row with nothing to publish: no key was generated for this domain.
  if (record.kind === 'dkim' && record.state !== 'found' && record.expected === null) return 'reasonDkimNoKey' as const;
  return `reason${kind}${state}` as `reason${'Spf' | 'Dkim' | 'Dmarc'}${'Found' | 'Missing' | 'Wrong'}`;
}

function DomainRecords({ report, t }: { report: EmailDomainReport; t: T }) {
  const toast = useToast();
  const check = useCheckDomain();
  const dates = useStudioDates();
  const [domain, setDomain] = useState(report.check?.domain ?? report.defaults.domain);
  const [error, setError] = useState<string | undefined>();
  const last = report.check;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await check.mutateAsync(domain);
      toast({ title: t('checked') });
    } catch (failure) {
      setError(fieldProblemText(failure, 'domain'));
      toast({ title: t('failed'), description: refusalReason(failure) ?? t('checkFailed'), variant: 'destructive' });
    }
  };

  return (
    <div className="grid gap-4 border-t border-stone pt-5">
      <div>
        <h3 className="text-base font-medium text-ink">{t('checkHeading')}</h3>
        <p className="mt-1 max-w-3xl text-sm text-muted">{t('checkAbout')}</p>
      </div>
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-[2fr_auto] sm:items-start">
        <Field
          label={t('domain')}
          value={domain}
          onChange={(event) => setDomain(event.target.value)}
          error={error}
          autoComplete="off"
          spellCheck={false}
          placeholder="larchandlime.com"
        />
        <button type="submit" disabled={check.isPending} className={buttonClass('secondary', 'md', 'sm:mt-7')}>
          <Search className="size-4" aria-hidden="true" />
          {check.isPending ? t('checking') : t('check')}
        </button>
      </form>
      <p className="text-xs text-muted" role="status" aria-live="polite">
        {last ? t('checkedAt', { when: dates.dateTime(last.checkedAt), domain: last.domain }) : t('notChecked')}
      </p>
      {last && (
        <ul aria-label={t('recordsLabel', { domain: last.domain })} className="grid gap-3">
          {last.records.map((record) => (
            <li
              key={record.kind}
              data-testid={`domain-record-${record.kind}`}
              className="rounded-md border border-stone p-4"
            >
              <div className="flex flex-wrap items-center gap-2">
                {record.state === 'found' ? (
                  <CheckCircle2 className="size-4 text-olive-deep" aria-hidden="true" />
                ) : (
                  <XCircle className="size-4 text-umber" aria-hidden="true" />
                )}
                <span className="text-sm font-medium text-ink">{t(KIND_TEXT[record.kind])}</span>
                <Badge tone={STATE_TONE[record.state]}>{t(STATE_TEXT[record.state])}</Badge>
              </div>
              <p className="mt-1 text-sm text-charcoal">{t(reasonKey(record))}</p>
              <div className="mt-3 grid gap-2">
                <RecordLine
                  label={t('recordName')}
                  value={record.name}
                  what={`${t('recordName')} (${t(KIND_TEXT[record.kind])})`}
                  t={t}
                />
                {record.found && record.state !== 'found' && (
                  <div className="grid gap-1">
                    <span className="text-xs font-medium text-muted">{t('foundValue')}</span>
                    <code className="rounded border border-stone bg-linen px-2 py-1.5 font-mono text-xs break-all whitespace-pre-wrap text-charcoal">
                      {record.found}
                    </code>
                  </div>
                )}
                {record.expected && (
                  <RecordLine
                    label={t('expectedValue')}
                    value={record.expected}
                    what={`${t('expectedValue')} (${t(KIND_TEXT[record.kind])})`}
                    t={t}
                  />
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
