import { ArrowDownRight, ArrowRight, ArrowUpRight, Eye, type LucideIcon, Users } from 'lucide-react';
import type { AnalyticsOverview } from '#shared/admin/analytics.ts';
import { formatNumber } from '../shared/i18n/format.ts';
import { useLanguage, useMessages } from '../shared/i18n/use-messages.ts';
import { changeDirection, formatPercent, percentChange } from './analytics-figures.ts';
import { analyticsText } from './messages.ts';

const DIRECTION_ICON = {
  up: ArrowUpRight,
  down: ArrowDownRight,
  same: ArrowRight,
  // "—" says it alone
  none: null,
} as const satisfies Record<ReturnType<typeof changeDirection>, LucideIcon | null>;

/**
 * One figure of the range with the previous period's beside it and the change written out ("up
 * 25%"), so the direction never rests on a colour or an arrow alone; "—" when there is nothing to
 * compare with.
 */
function FigureCard({
  icon: Icon,
  label,
  current,
  previous,
}: {
  icon: LucideIcon;
  label: string;
  current: number;
  previous: number;
}) {
  const t = useMessages(analyticsText);
  const language = useLanguage();
  const change = percentChange(current, previous);
  const direction = changeDirection(change);
  const DirectionIcon = DIRECTION_ICON[direction];
  const changeText =
    change === null
      ? t('changeNone')
      : direction === 'same'
        ? t('changeSame')
        : t(direction === 'up' ? 'changeUp' : 'changeDown', { percent: formatPercent(language, change) });
  return (
    <li className="rounded-xl border border-stone bg-white p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-muted">{label}</p>
        <Icon className="size-5 shrink-0 text-umber" aria-hidden="true" />
      </div>
      <p className="mt-2 font-display text-3xl leading-none text-ink tabular-nums sm:text-4xl">
        {formatNumber(language, current)}
      </p>
      <p className="mt-2 flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-muted">
        <span>{t('previousPeriod', { n: formatNumber(language, previous) })}</span>
        <span aria-hidden="true">·</span>
        <span className="inline-flex items-center gap-1 font-medium text-charcoal">
          {DirectionIcon && <DirectionIcon className="size-4" aria-hidden="true" />}
          {change === null ? (
            <>
              <span aria-hidden="true">—</span>
              <span className="sr-only">{changeText}</span>
            </>
          ) : (
            changeText
          )}
        </span>
      </p>
    </li>
  );
}

/** Visitors and page views of the range, each beside the previous period of the same length. */
export function AnalyticsCards({ overview }: { overview: AnalyticsOverview }) {
  const t = useMessages(analyticsText);
  return (
    <div>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4">
        <FigureCard
          icon={Users}
          label={t('cardVisitors')}
          current={overview.totals.visitors}
          previous={overview.previousTotals.visitors}
        />
        <FigureCard
          icon={Eye}
          label={t('cardPageviews')}
          current={overview.totals.pageviews}
          previous={overview.previousTotals.pageviews}
        />
      </ul>
      <p className="mt-2 text-xs text-muted">{t('visitorsNote')}</p>
    </div>
  );
}
