import { useMessages } from '../shared/i18n/use-messages.ts';
import { overviewText } from './messages.ts';

function Block({ className }: { className: string }) {
  return <div className={`rounded-xl border border-stone bg-sand motion-safe:animate-pulse ${className}`} />;
}

/** Where the two charts go, while the chart library loads. */
export function ChartsSkeleton() {
  return (
    <div aria-hidden="true" className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Block className="h-[22rem]" />
      <Block className="h-[22rem]" />
    </div>
  );
}

/** The overview's shape while it loads, so nothing jumps when the numbers arrive. */
export function OverviewSkeleton() {
  const t = useMessages(overviewText);
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <span className="sr-only">{t('loading')}</span>
      <div aria-hidden="true" className="space-y-4">
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Block key={i} className="h-[7.75rem]" />
          ))}
        </div>
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <Block className="h-64" />
          <Block className="h-64" />
        </div>
        <ChartsSkeleton />
      </div>
    </div>
  );
}
