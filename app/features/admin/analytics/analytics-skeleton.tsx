import { useMessages } from '../shared/i18n/use-messages.ts';
import { analyticsText } from './messages.ts';

function Block({ className }: { className: string }) {
  return <div className={`rounded-xl border border-stone bg-sand motion-safe:animate-pulse ${className}`} />;
}

/** Where the chart goes, while the chart library loads. */
export function ChartSkeleton() {
  return <Block className="h-[22rem]" />;
}

/** The tab's shape while its figures load, so nothing jumps when they arrive. */
export function AnalyticsSkeleton() {
  const t = useMessages(analyticsText);
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t('loading')}</span>
      <div aria-hidden="true" className="space-y-4">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4">
          <Block className="h-[7.75rem]" />
          <Block className="h-[7.75rem]" />
        </div>
        <ChartSkeleton />
        <Block className="h-80" />
      </div>
    </div>
  );
}
