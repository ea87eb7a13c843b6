import { useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleX, type LucideIcon, TriangleAlert } from 'lucide-react';
import { type AnalyticsVitals, METRICS, type Metric, type Rating } from '#shared/admin/analytics.ts';
import { useLanguage, useMessages } from '../shared/i18n/use-messages.ts';
import { type DayRange, formatMetric, RATING_KEY, thresholdsText } from './analytics-figures.ts';
import { analyticsVitalsQuery } from './analytics-queries.ts';
import { SCREEN_KEY, TEMPLATE_KEY } from './analytics-reports.tsx';
import { analyticsText } from './messages.ts';
import { CsvLink, ReportCard, type ReportColumn, ReportTable } from './report-table.tsx';

/** Each rating has its own shape as well as its colour and its word (WCAG 1.4.1). */
const RATING_MARK = {
  good: { icon: CircleCheck, className: 'text-olive' },
  'needs-improvement': { icon: TriangleAlert, className: 'text-umber' },
  poor: { icon: CircleX, className: 'text-red-800' },
} as const satisfies Record<Rating, { icon: LucideIcon; className: string }>;

const METRIC_KEY = {
  LCP: 'metricLCP',
  INP: 'metricINP',
  CLS: 'metricCLS',
  TTFB: 'metricTTFB',
} as const satisfies Record<Metric, keyof typeof analyticsText.en>;

type VitalsRow = AnalyticsVitals['rows'][number];

function MetricCell({ metric, summary }: { metric: Metric; summary: VitalsRow[Metric] }) {
  const t = useMessages(analyticsText);
  const language = useLanguage();
  if (summary.p75 === null || summary.rating === null) return <span className="text-muted">{t('noSamples')}</span>;
  const mark = RATING_MARK[summary.rating];
  const Icon = mark.icon;
  return (
    <span className="flex flex-col items-end gap-0.5 whitespace-nowrap">
      <span className="font-medium tabular-nums">{formatMetric(language, metric, summary.p75)}</span>
      <span className="inline-flex items-center gap-1 text-xs">
        <Icon className={`size-3.5 shrink-0 ${mark.className}`} aria-hidden="true" />
        {t(RATING_KEY[summary.rating])}
      </span>
      <span className="text-xs text-muted tabular-nums">{t('samples', { count: summary.samples })}</span>
    </span>
  );
}

/**
 * Page speed of real visits (issue 30): the p75 of LCP, INP, CLS and TTFB per page template and
 * device class, each with its rating in words and a shape, and how many visits measured it; the
 * line above says what p75 means and where the thresholds lie (VITALS_THRESHOLDS).
 */
export function VitalsReport({ range }: { range: DayRange }) {
  const t = useMessages(analyticsText);
  const language = useLanguage();
  const vitals = useQuery(analyticsVitalsQuery(range));
  const columns: ReportColumn<VitalsRow>[] = [
    { header: t('columnTemplate'), cell: (row) => t(TEMPLATE_KEY[row.template]) },
    { header: t('columnDevice'), cell: (row) => t(SCREEN_KEY[row.screen]) },
    ...METRICS.map((metric) => ({
      header: metric,
      numeric: true,
      cell: (row: VitalsRow) => <MetricCell metric={metric} summary={row[metric]} />,
    })),
  ];
  return (
    <ReportCard
      title={t('vitalsTitle')}
      actions={<CsvLink report="vitals" range={range} title={t('vitalsTitle')} />}
      about={
        <>
          <p>{t('vitalsAbout')}</p>
          <ul className="mt-1 grid gap-x-6 gap-y-0.5 text-xs sm:grid-cols-2">
            {METRICS.map((metric) => (
              <li key={metric}>
                {t('vitalsThreshold', { metric: t(METRIC_KEY[metric]), ...thresholdsText(language, metric) })}
              </li>
            ))}
          </ul>
        </>
      }
    >
      {vitals.data ? (
        <ReportTable
          caption={t('vitalsCaption')}
          columns={columns}
          rows={vitals.data.rows}
          rowKey={(row) => `${row.template}-${row.screen}`}
          empty={t('vitalsEmpty')}
        />
      ) : vitals.isError ? (
        <p role="alert" className="text-sm text-charcoal">
          {t('vitalsLoadFailed')}
        </p>
      ) : (
        <div aria-hidden="true" className="h-32 rounded-md bg-sand motion-safe:animate-pulse" />
      )}
    </ReportCard>
  );
}
