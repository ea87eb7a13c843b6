import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { AlertTriangle, CheckCircle2, CircleDashed, Info } from 'lucide-react';
import type { EmailStatusReport } from '#shared/admin/email.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { problemText } from '../shared/errors/error-text.ts';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { SectionHeader } from '../shared/sections/section-header.tsx';
import { SendingDomainSection } from './domain/sending-domain-section.tsx';
import { EmailConfigForm } from './email-config-form.tsx';
import { emailStatusQuery } from './email-setup-queries.ts';
import { HOST_REFUSED } from './host-refused.ts';
import { IncomingMailbox } from './incoming/incoming-mailbox.tsx';
import { emailSetupText } from './messages.ts';
import { ProblemSends } from './problem-sends.tsx';
import { WebhooksSection } from './webhooks/webhooks-section.tsx';

/** /admin/email-setup (admin area §2 'Email Setup', §4; D13): admins only (D14). */
export function EmailSetupPage() {
  const t = useMessages(emailSetupText);
  const status = useQuery(emailStatusQuery);
  // admin area §4: a failed status fetch sets the status to error.
  const fetchFailed = status.isError;
  return (
    <>
      <SectionHeader section="emailSetup" />
      <div className="grid gap-6">
        <p className="max-w-3xl text-sm text-charcoal">
          {t('intro')} {t('introSequences')}
        </p>
        <StatusLine report={status.data} pending={status.isPending} fetchError={fetchFailed ? status.error : null} />
        {status.isPending ? (
          <div
            aria-busy="true"
            className="h-96 animate-pulse rounded-lg border border-stone bg-white motion-reduce:animate-none"
          />
        ) : (
          <EmailConfigForm
            // A new report (after saving, or a later read) starts the form again from what is stored.
            key={status.data ? JSON.stringify(status.data.config) + status.data.overriddenByEnv.join() : 'none'}
            report={status.data ?? null}
            statusIsError={fetchFailed || status.data?.status === 'error'}
          />
        )}
        {/* sending (above, then its domain), then what is heard back, then what went wrong */}
        <SendingDomainSection />
        <WebhooksSection />
        <IncomingMailbox />
        <ProblemSends />
      </div>
    </>
  );
}

function StatusLine({
  report,
  pending,
  fetchError,
}: {
  report: EmailStatusReport | undefined;
  pending: boolean;
  fetchError: unknown;
}) {
  const t = useMessages(emailSetupText);
  let tone: 'ok' | 'quiet' | 'error' = 'quiet';
  let label = t('statusLoading');
  let detail: string | null = null;
  if (fetchError) {
    tone = 'error';
    label = t('statusError');
    detail = fetchError instanceof ApiError ? fetchError.message : t('statusFetchFailed');
  } else if (report) {
    // A coded refusal (a private SMTP host) in the admin's language; otherwise the server's sentence.
    detail = report.problem ? problemText(report.problem) : report.message;
    if (report.status === 'configured') {
      tone = 'ok';
      label = t('statusConfigured');
    } else if (report.status === 'error') {
      tone = 'error';
      // A refused host is a rule the operator can lift, not a fault: the label says what it means.
      label = report.problem?.code === HOST_REFUSED ? t('statusHostRefused') : t('statusError');
    } else {
      label = report.config.emailService === null ? t('statusNotConfigured') : t('statusDevelopment');
    }
  }
  const Icon = tone === 'ok' ? CheckCircle2 : tone === 'error' ? AlertTriangle : pending ? CircleDashed : Info;
  return (
    <section
      aria-labelledby="email-status-heading"
      className={clsx(
        'flex items-start gap-3 rounded-lg border bg-white px-5 py-4',
        tone === 'ok' && 'border-olive/40',
        tone === 'error' && 'border-red-700',
        tone === 'quiet' && 'border-stone',
      )}
    >
      <Icon
        className={clsx(
          'mt-0.5 size-5 shrink-0',
          tone === 'ok' && 'text-olive-deep',
          tone === 'error' && 'text-red-800',
          tone === 'quiet' && 'text-muted',
        )}
        aria-hidden="true"
      />
      <div className="min-w-0" role="status" aria-live="polite">
        <h2 id="email-status-heading" className="text-sm font-medium text-charcoal">
          {t('statusHeading')}: <span data-testid="email-status">{label}</span>
        </h2>
        {detail && <p className="mt-0.5 text-sm break-words text-muted">{detail}</p>}
      </div>
    </section>
  );
}
