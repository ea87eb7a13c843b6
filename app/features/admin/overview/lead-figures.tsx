import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Language } from '#shared/admin/auth.ts';
import { FUNNEL_STAGES, type FunnelStage, type OverviewLeads, type PipelineFigures } from '#shared/admin/overview.ts';
import { formatDate, formatNumber } from '../shared/i18n/format.ts';
import { useLanguage, useMessages } from '../shared/i18n/use-messages.ts';
import { myTasksQuery } from '../shared/leads/tasks-queries.ts';
import { useStudioDates } from '../shared/leads/use-studio-dates.ts';
import { Badge } from '../shared/ui/badge.tsx';
import { leadFiguresText } from './lead-figures-messages.ts';
import { overviewText } from './messages.ts';

/**
 * The Overview's lead parts (issue 27), for staff who may read leads: the enquiries nobody has
 * answered yet (first, where the owner looks), their own open tasks, and the pipeline's figures of
 * the last 90 days as numbers with labels (docs/leads.md § The Overview's figures).
 */

const SOURCE_KEY = {
  contact: 'sourceContact',
  lookbook: 'sourceLookbook',
  chat: 'sourceChat',
  manual: 'sourceManual',
  referral: 'sourceReferral',
  social_media: 'sourceSocialMedia',
} as const;

const STAGE_KEY = {
  new: 'stageNew',
  contacted: 'stageContacted',
  booked: 'stageBooked',
  proposal: 'stageProposal',
  won: 'stageWon',
} as const satisfies Record<FunnelStage, string>;

const cardClass = 'rounded-xl border border-stone bg-white p-4 sm:p-5';

export function NewEnquiries({ leads }: { leads: OverviewLeads }) {
  const t = useMessages(leadFiguresText);
  const overview = useMessages(overviewText);
  const language = useLanguage();
  const dates = useStudioDates();
  return (
    <section aria-labelledby="overview-enquiries" className={cardClass}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="overview-enquiries" className="font-display text-xl text-ink">
          {t('enquiriesTitle')}
        </h2>
        <Link to="/admin/leads" className="text-sm text-umber underline underline-offset-2 hover:text-ink">
          {t('allLeads')}
        </Link>
      </div>
      {leads.newEnquiries.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t('enquiriesNone')}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">
            {t('enquiriesWaiting', { n: formatNumber(language, leads.newEnquiriesTotal) })}
          </p>
          <ul className="mt-3 divide-y divide-stone">
            {leads.newEnquiries.map((enquiry) => (
              <li key={enquiry.id} className="flex flex-col gap-0.5 py-2.5 sm:flex-row sm:items-baseline sm:gap-3">
                <Link
                  to={`/admin/leads/${enquiry.id}`}
                  className="min-w-0 flex-1 font-medium text-charcoal underline-offset-2 [overflow-wrap:anywhere] hover:underline"
                >
                  {enquiry.name}
                </Link>
                <span className="shrink-0 text-xs text-muted">
                  {overview(SOURCE_KEY[enquiry.source])} ·{' '}
                  <time dateTime={enquiry.createdAt}>
                    {t('enquiryReceived', { date: dates.dateTime(enquiry.createdAt) })}
                  </time>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export function MyTasks() {
  const t = useMessages(leadFiguresText);
  const tasks = useQuery(myTasksQuery);
  const dates = useStudioDates();
  return (
    <section aria-labelledby="overview-my-tasks" className={cardClass}>
      <h2 id="overview-my-tasks" className="font-display text-xl text-ink">
        {t('myTasksTitle')}
      </h2>
      {tasks.isPending ? (
        <p className="mt-3 text-sm text-muted">{t('myTasksLoading')}</p>
      ) : tasks.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {t('myTasksFailed')}
        </p>
      ) : tasks.data.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t('myTasksNone')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone">
          {tasks.data.map((task) => (
            <li key={task.id} className="py-2.5">
              <p className="font-medium text-charcoal [overflow-wrap:anywhere]">{task.title}</p>
              <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
                <span>{t('taskDue', { date: dates.dateTime(task.dueAt) })}</span>
                {task.overdue && <Badge tone="accent">{t('taskOverdue')}</Badge>}
                <Link
                  to={`/admin/leads/${task.leadId}`}
                  className="text-umber underline underline-offset-2 [overflow-wrap:anywhere] hover:text-ink"
                >
                  {t('taskLead', { name: task.leadName })}
                </Link>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Minutes as the reader says them: "45 minutes", "3.5 hours", "2.5 days" in their language. */
export function formatDuration(language: Language, minutes: number): string {
  const unit = (value: number, name: 'minute' | 'hour' | 'day') =>
    new Intl.NumberFormat(language, {
      style: 'unit',
      unit: name,
      unitDisplay: 'long',
      maximumFractionDigits: 1,
    }).format(value);
  if (minutes < 60) return unit(Math.round(minutes), 'minute');
  if (minutes < 48 * 60) return unit(minutes / 60, 'hour');
  return unit(minutes / (24 * 60), 'day');
}

function percent(language: Language, part: number, whole: number): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(
    whole === 0 ? 0 : part / whole,
  );
}

export function PipelineFiguresCard({ figures }: { figures: PipelineFigures }) {
  const t = useMessages(leadFiguresText);
  const language = useLanguage();
  const dates = useStudioDates();
  const median = (value: PipelineFigures['firstResponse']) =>
    value.median === null ? t('medianNone') : formatDuration(language, value.median);
  const rows = [
    ...FUNNEL_STAGES.map((stage) => ({ key: stage, label: t(STAGE_KEY[stage]), n: figures.reached[stage] })),
    { key: 'lost', label: t('stageLost'), n: figures.lost },
  ];
  return (
    <section aria-labelledby="overview-pipeline" className={cardClass}>
      <h2 id="overview-pipeline" className="font-display text-xl text-ink">
        {t('pipelineTitle', { days: figures.windowDays })}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {t('pipelineCaption', {
          date: formatDate(language, figures.since, dates.timeZone),
          n: formatNumber(language, figures.leads),
        })}
      </p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        {(
          [
            ['medianResponse', figures.firstResponse],
            ['medianBooked', figures.booked],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="rounded-lg border border-stone px-3 py-2.5">
            <dt className="text-sm text-muted">{t(key)}</dt>
            <dd className="mt-1 font-display text-2xl text-ink tabular-nums">{median(value)}</dd>
            {value.median !== null && (
              <dd className="text-xs text-muted">{t('medianBasis', { n: formatNumber(language, value.count) })}</dd>
            )}
          </div>
        ))}
      </dl>
      <table className="mt-4 w-full text-sm">
        <caption className="text-left font-medium text-charcoal">{t('stagesTitle')}</caption>
        <thead>
          <tr className="text-left text-xs text-muted">
            <th scope="col" className="py-1.5 font-medium">
              {t('stageColumn')}
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              {t('leadsColumn')}
            </th>
            <th scope="col" className="w-2/5 py-1.5 pl-3 font-medium">
              {t('shareColumn')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone">
          {rows.map((row) => {
            const share = figures.leads === 0 ? 0 : row.n / figures.leads;
            return (
              <tr key={row.key}>
                <th scope="row" className="py-1.5 text-left font-normal text-charcoal">
                  {row.label}
                </th>
                <td className="py-1.5 text-right tabular-nums">{formatNumber(language, row.n)}</td>
                <td className="py-1.5 pl-3">
                  <div className="flex items-center gap-2">
                    <span className="w-10 shrink-0 text-right tabular-nums">
                      {percent(language, row.n, figures.leads)}
                    </span>
                    {/* The bar repeats the percentage beside it: decoration for the eye only. */}
                    <span aria-hidden="true" className="h-2 flex-1 rounded-full bg-sand">
                      <span
                        className={
                          row.key === 'lost' ? 'block h-2 rounded-full bg-muted' : 'block h-2 rounded-full bg-olive'
                        }
                        style={{ width: `${Math.round(share * 100)}%` }}
                      />
                    </span>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-muted">{t('stagesNote')}</p>
    </section>
  );
}
