import { clsx } from 'clsx';
import { useId } from 'react';
import { type StatKey, type StudioStats, statItems } from './stat-items.ts';

interface StatsBandProps {
  stats: StudioStats;
  /** a subset, in this order (the about page shows three) */
  only?: StatKey[];
  /** the band's heading, for screen readers only */
  title?: string;
  className?: string;
}

/** The studio's figures on a dark band: a large number over a small label each. */
export function StatsBand({ stats, only, title = 'The studio in numbers', className }: StatsBandProps) {
  const id = useId();
  const items = statItems(stats, only);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className={clsx('bg-olive-deep text-linen', className)}>
      <h2 id={id} className="sr-only">
        {title}
      </h2>
      {/* Two to a row on a phone, one row from md up; a lone last figure sits centred. The label comes
          first for screen readers (dt before dd) and is drawn under the number; numbers align at the top. */}
      <dl className="mx-auto flex max-w-7xl flex-wrap justify-center gap-y-12 px-5 py-16 sm:px-8 md:flex-nowrap md:py-20">
        {items.map((item) => (
          <div
            key={item.key}
            className="flex basis-1/2 flex-col-reverse items-center justify-end gap-2 px-3 text-center md:flex-1"
          >
            <dt className="text-xs font-medium tracking-[0.18em] text-stone uppercase">{item.label}</dt>
            <dd className="font-display text-5xl leading-none tracking-tight md:text-6xl">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
