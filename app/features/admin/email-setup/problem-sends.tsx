import { useQuery } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import type { ProblemSend } from '#shared/admin/email.ts';
import type { DeliveryStatus, EmailEventSource } from '#shared/email/email-events.ts';
import { useToast } from '../../../components/ui/toaster.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { ListError, ListSkeleton } from '../shared/content-list/list-states.tsx';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { useStudioDates } from '../shared/leads/use-studio-dates.ts';
import { Badge } from '../shared/ui/badge.tsx';
import { buttonClass } from '../shared/ui/button-class.ts';
import { Pager } from '../shared/ui/pager.tsx';
import { PROBLEM_PAGE_SIZE, type ProblemFilter, problemSendsQuery, useRetrySend } from './email-setup-queries.ts';
import { emailSetupText } from './messages.ts';
import { problemSendsText } from './problem-sends-messages.ts';

const KIND_TEXT = {
  sequence: 'kindSequence',
  notification: 'kindNotification',
  test: 'kindTest',
  transactional: 'kindTransactional',
} as const;

type SetupKey = keyof typeof emailSetupText.en;
type ProblemKey = keyof typeof problemSendsText.en;

/** Each filter and its words: the list's own (status), or issue 28's (what the provider reported). */
const FILTERS: ReadonlyArray<{ value: ProblemFilter; setup?: SetupKey; heard?: ProblemKey }> = [
  { value: 'all', setup: 'filterAll' },
  { value: 'failed', setup: 'problemFailed' },
  { value: 'unknown', setup: 'problemUnknown' },
  { value: 'hard_bounce', heard: 'filterHardBounce' },
  { value: 'complaint', heard: 'filterComplaint' },
  { value: 'soft_bounce', heard: 'filterSoftBounce' },
  { value: 'dropped', heard: 'filterDropped' },
];

const DELIVERY_TEXT = {
  hard_bounce: 'deliveryHardBounce',
  complaint: 'deliveryComplaint',
  soft_bounce: 'deliverySoftBounce',
  dropped: 'deliveryDropped',
  delivered: 'deliveryDelivered',
} as const satisfies Record<DeliveryStatus, ProblemKey>;

const SOURCE_TEXT = {
  resend: 'sourceResend',
  sendgrid: 'sourceSendgrid',
  imap: 'sourceImap',
} as const satisfies Record<EmailEventSource, ProblemKey>;

/**
 * The sends with a problem (SECURITY 12), newest first: failed sends with their reason and 'Send
 * again', unknown ones with theirs and no button (they may have arrived, D10), and (issue 28) the
 * ones the provider accepted and then reported as bounced, spam or dropped, with its words.
 */
export function ProblemSends() {
  const t = useMessages(emailSetupText);
  const heard = useMessages(problemSendsText);
  const [filter, setFilter] = useState<ProblemFilter>('all');
  const [page, setPage] = useState(1);
  const sends = useQuery(problemSendsQuery(filter, page));
  const pages = sends.data ? Math.max(1, Math.ceil(sends.data.total / PROBLEM_PAGE_SIZE)) : 1;

  return (
    <section aria-labelledby="problem-sends-heading" className="rounded-lg border border-stone bg-white p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="max-w-2xl">
          <h2 id="problem-sends-heading" className="font-display text-xl text-ink">
            {t('problemsHeading')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('problemsAbout')}</p>
        </div>
        <fieldset className="flex flex-wrap items-center gap-1">
          <legend className="sr-only">{t('filterLabel')}</legend>
          {FILTERS.map((choice) => (
            <button
              key={choice.value}
              type="button"
              aria-pressed={filter === choice.value}
              onClick={() => {
                setFilter(choice.value);
                setPage(1);
              }}
              className={buttonClass(filter === choice.value ? 'primary' : 'secondary', 'sm')}
            >
              {choice.heard ? heard(choice.heard) : t(choice.setup ?? 'filterAll')}
            </button>
          ))}
        </fieldset>
      </div>
      <div className="mt-4">
        {sends.isPending ? (
          <ListSkeleton label={t('problemsLabel')} />
        ) : sends.isError ? (
          <ListError error={sends.error} onRetry={() => sends.refetch()} />
        ) : sends.data.sends.length === 0 ? (
          <p className="rounded-md border border-dashed border-stone px-4 py-6 text-center text-sm text-muted">
            {t('problemsEmpty')}
          </p>
        ) : (
          <>
            <ul aria-label={t('problemsLabel')} className="divide-y divide-stone rounded-md border border-stone">
              {sends.data.sends.map((send) => (
                <ProblemRow key={send.id} send={send} />
              ))}
            </ul>
            {pages > 1 && (
              <div className="mt-3">
                <Pager label={t('problemsLabel')} page={page} pages={pages} onPage={setPage} />
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}

function ProblemRow({ send }: { send: ProblemSend }) {
  const t = useMessages(emailSetupText);
  const heard = useMessages(problemSendsText);
  const studioDates = useStudioDates();
  const toast = useToast();
  const retry = useRetrySend();
  const sendAgain = async () => {
    try {
      await retry.mutateAsync(send.id);
      toast({ title: t('sentAgain'), description: t('sentAgainDescription') });
    } catch (failure) {
      toast({
        title: t('sendAgainFailed'),
        ...(failure instanceof ApiError ? { description: failure.message } : {}),
        variant: 'destructive',
      });
    }
  };
  // A send that went out and was reported on afterwards reads by that report; one that did not go
  // out, by its own status and reason.
  const { delivery } = send;
  const reported = delivery && delivery.status !== 'delivered' ? delivery : null;
  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          {reported ? (
            <Badge tone={reported.status === 'soft_bounce' ? 'neutral' : 'accent'}>
              {heard(DELIVERY_TEXT[reported.status])}
            </Badge>
          ) : (
            <Badge tone={send.status === 'failed' ? 'accent' : 'neutral'}>
              {send.status === 'failed' ? t('problemFailed') : t('problemUnknown')}
            </Badge>
          )}
          <Badge tone="quiet">{t(KIND_TEXT[send.kind])}</Badge>
          <span className="font-medium break-words text-ink">{send.subject}</span>
        </div>
        <p className="text-xs break-words text-muted">
          {t('problemTo', { to: send.to })}
          {send.templateName ? ` · ${send.templateName}` : ''} ·{' '}
          {reported
            ? reported.source
              ? heard('reportedBy', {
                  source: heard(SOURCE_TEXT[reported.source]),
                  date: studioDates.dateTime(reported.at),
                })
              : heard('reportedAt', { date: studioDates.dateTime(reported.at) })
            : `${studioDates.dateTime(send.updatedAt)} · ${t('problemAttempts', { count: send.attempts })}`}
        </p>
        <p className="text-sm break-words text-charcoal">
          {reported ? (reported.detail ?? heard('noDetail')) : (send.error ?? t('problemNoReason'))}
        </p>
      </div>
      {send.retryable && (
        <button
          type="button"
          onClick={sendAgain}
          disabled={retry.isPending}
          aria-label={t('sendAgainLabel', { subject: send.subject })}
          className={buttonClass('secondary', 'sm', 'self-start')}
        >
          <RotateCw className="size-4" aria-hidden="true" />
          {t('sendAgain')}
        </button>
      )}
    </li>
  );
}
