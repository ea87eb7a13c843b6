import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { overviewQuery } from '../shared/queries/overview-query.ts';
import { buttonClass } from '../shared/ui/button-class.ts';
import { FeaturedContent } from './featured-content.tsx';
import { MyTasks, NewEnquiries, PipelineFiguresCard } from './lead-figures.tsx';
import { overviewText } from './messages.ts';
import { ChartsSkeleton, OverviewSkeleton } from './overview-skeleton.tsx';
import { RecentActivity } from './recent-activity.tsx';
import { StatCards } from './stat-cards.tsx';

// The chart library is most of this tab's code: the numbers and lists show while it arrives.
const OverviewCharts = lazy(() => import('./overview-charts.tsx'));

/**
 * The Overview tab (admin area §2 Overview, D27): stat cards, featured items, recent activity, charts.
 * The section's h1 is the shell's (SectionHeader), so the parts here are h2.
 */
export default function OverviewPage() {
  const t = useMessages(overviewText);
  const overview = useQuery(overviewQuery);

  if (overview.data) {
    const { stats, featured, activity, leadsByWeek, sendsByDay, leads } = overview.data;
    return (
      <div className="space-y-4">
        {/* Issue 27: what needs an answer comes first; only staff who may read leads get it. */}
        {leads && (
          <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
            <NewEnquiries leads={leads} />
            <MyTasks />
          </div>
        )}
        <StatCards stats={stats} />
        <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
          <FeaturedContent items={featured} />
          <RecentActivity entries={activity} />
        </div>
        <Suspense fallback={<ChartsSkeleton />}>
          <OverviewCharts leadsByWeek={leadsByWeek} sendsByDay={sendsByDay} />
        </Suspense>
        {leads && <PipelineFiguresCard figures={leads.pipeline} />}
      </div>
    );
  }
  if (overview.isError) {
    return (
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
    );
  }
  return <OverviewSkeleton />;
}
