import { useQuery } from '@tanstack/react-query';
import { RefreshCw, ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldProblemText } from '../shared/errors/error-text.ts';
import { formatDate } from '../shared/i18n/format.ts';
import { useLanguage, useMessages } from '../shared/i18n/use-messages.ts';
import { SectionHeader } from '../shared/sections/section-header.tsx';
import { useStudioClock } from '../shared/studio-clock/use-studio-clock.ts';
import { buttonClass } from '../shared/ui/button-class.ts';
import { AnalyticsCards } from './analytics-cards.tsx';
import { type DayRange, rangeFromSearch, studioToday } from './analytics-figures.ts';
import { analyticsOverviewQuery } from './analytics-queries.ts';
import { AnalyticsReports } from './analytics-reports.tsx';
import { AnalyticsSkeleton, ChartSkeleton } from './analytics-skeleton.tsx';
import { analyticsText } from './messages.ts';
import { RangeChooser } from './range-chooser.tsx';
import { VitalsReport } from './vitals-table.tsx';

// The chart library is most of this tab's code: the figures and tables show while it arrives.
const AnalyticsChart = lazy(() => import('./analytics-chart.tsx'));

/**
 * The Analytics tab (`/admin/analytics`, issue 30, docs/analytics.md): read-only, for every staff
 * role. The range is in the address (`?from&to`, the studio's days), so a reload or a shared link
 * shows the same period; without one, the last 30 days up to the studio's today.
 */
export default function AnalyticsPage() {
  const t = useMessages(analyticsText);
  const language = useLanguage();
  const clock = useStudioClock();
  const [search, setSearch] = useSearchParams();
  const today = studioToday(new Date(), clock.timeZone);
  const named = search.has('from') || search.has('to');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the range is the address's, counted back from today
  const range = useMemo(() => rangeFromSearch(search, today), [search.get('from'), search.get('to'), today]);
  // Without a range in the address, "today" is the studio's: wait for its zone before asking.
  const overview = useQuery({ ...analyticsOverviewQuery(range), enabled: named || clock.source !== 'pending' });
  const rangeError = fieldProblemText(overview.error, 'to') ?? fieldProblemText(overview.error, 'from');

  const choose = (next: DayRange) => setSearch({ from: next.from, to: next.to });
  const day = (value: string) => formatDate(language, `${value}T00:00:00Z`, 'UTC');

  return (
    <>
      <SectionHeader section="analytics" />
      <div className="space-y-4">
        <RangeChooser range={range} today={today} error={rangeError} onChange={choose} />
        <p className="flex items-start gap-2 text-sm text-muted">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-umber" aria-hidden="true" />
          <span>{t('privacyNote')}</span>
        </p>
        {overview.data ? (
          <>
            <p className="text-sm text-charcoal">
              {t('rangeShown', {
                from: day(overview.data.range.from),
                to: day(overview.data.range.to),
                zone: overview.data.range.timeZone,
              })}{' '}
              <span className="text-muted">{t('freshness')}</span>
            </p>
            <AnalyticsCards overview={overview.data} />
            <Suspense fallback={<ChartSkeleton />}>
              <AnalyticsChart overview={overview.data} />
            </Suspense>
            <AnalyticsReports overview={overview.data} range={range} />
            <VitalsReport range={range} />
          </>
        ) : rangeError ? null : overview.isError ? (
          <div role="alert" className="rounded-xl border border-stone bg-white p-5">
            <p className="font-medium text-ink">{t('loadFailed')}</p>
            {overview.error instanceof ApiError && <p className="mt-1 text-sm text-muted">{overview.error.message}</p>}
            <button
              type="button"
              onClick={() => void overview.refetch()}
              disabled={overview.isFetching}
              className={buttonClass('secondary', 'md', 'mt-4')}
            >
              <RefreshCw
                className={overview.isFetching ? 'size-4 motion-safe:animate-spin' : 'size-4'}
                aria-hidden="true"
              />
              {t('retry')}
            </button>
          </div>
        ) : (
          <AnalyticsSkeleton />
        )}
      </div>
    </>
  );
}
