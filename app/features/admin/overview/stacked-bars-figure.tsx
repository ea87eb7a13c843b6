import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber } from '../shared/i18n/format.ts';
import { useLanguage, useMessages } from '../shared/i18n/use-messages.ts';
import { CHART_PALETTE_STYLE } from './chart-palette.ts';
import { overviewText } from './messages.ts';

export interface ChartSeries<K extends string> {
  key: K;
  label: string;
  color: string;
  /**
   * Drawn as a second stack beside the main one and left out of the row's total: counts of
   * something else that happened that period (issue 28: bounces and spam reports beside the sends).
   */
  beside?: boolean;
}

export interface ChartRow<K extends string> {
  /** the axis label ("Nov 16") */
  short: string;
  /** the table's row header ("Nov 16, 2026") */
  long: string;
  /** a machine-readable date for the table */
  iso: string;
  counts: Record<K, number>;
}

interface StackedBarsFigureProps<K extends string> {
  id: string;
  title: string;
  caption: string;
  emptyText: string;
  rowHeading: string;
  series: readonly ChartSeries<K>[];
  rows: readonly ChartRow<K>[];
  /** the total column's heading; 'Total' unless said */
  totalHeading?: string;
}

const AXIS_TICK = { fill: 'var(--color-muted)', fontSize: 12 };

/**
 * One chart of D27: stacked bars per period, drawn for the eye (hidden from assistive technology,
 * which gets the same numbers as a table under "Show as table").
 */
export function StackedBarsFigure<K extends string>({
  id,
  title,
  caption,
  emptyText,
  rowHeading,
  series,
  rows,
  totalHeading,
}: StackedBarsFigureProps<K>) {
  const t = useMessages(overviewText);
  const language = useLanguage();
  const n = (value: number) => formatNumber(language, value);
  const stacked = series.filter((s) => !s.beside);
  const beside = series.filter((s) => s.beside);
  const rowTotal = (row: ChartRow<K>) => stacked.reduce((sum, s) => sum + row.counts[s.key], 0);
  // Empty when nothing at all is drawn, the series beside the stack included.
  const drawn = rows.reduce((sum, row) => sum + series.reduce((all, s) => all + row.counts[s.key], 0), 0);
  const data = rows.map((row) => ({ label: row.short, ...row.counts }));

  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col rounded-xl border border-stone bg-white p-4 sm:p-5"
      style={CHART_PALETTE_STYLE}
    >
      <h2 id={id} className="font-display text-xl text-ink">
        {title}
      </h2>
      {drawn === 0 && <p className="mt-1 text-sm text-muted">{emptyText}</p>}
      <div aria-hidden="true" className="mt-3">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
          {series.map((s) => (
            <li key={s.key} className="inline-flex items-center gap-1.5">
              <span className="size-2.5 rounded-sm" style={{ background: s.color }} />
              {s.label}
            </li>
          ))}
        </ul>
        <BarChart
          responsive
          accessibilityLayer={false}
          data={data}
          margin={{ top: 12, right: 4, bottom: 0, left: -20 }}
          style={{ width: '100%', height: 220 }}
        >
          <CartesianGrid vertical={false} stroke="var(--color-stone)" />
          <XAxis
            dataKey="label"
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={{ stroke: 'var(--color-stone)' }}
            interval="preserveStartEnd"
            minTickGap={12}
          />
          <YAxis allowDecimals={false} tick={AXIS_TICK} tickLine={false} axisLine={false} width={48} />
          <Tooltip
            cursor={{ fill: 'var(--color-sand)' }}
            contentStyle={{
              background: 'var(--color-white)',
              border: '1px solid var(--color-stone)',
              borderRadius: 8,
              color: 'var(--color-charcoal)',
              fontSize: 12,
            }}
            labelStyle={{ color: 'var(--color-ink)', fontWeight: 600 }}
            formatter={(value) => n(Number(value))}
          />
          {series.map((s) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.label}
              stackId={s.beside ? 'beside' : 'total'}
              fill={s.color}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </div>
      <details className="mt-3 text-sm">
        <summary className="w-fit cursor-pointer rounded text-charcoal underline-offset-4 hover:underline">
          {t('showAsTable')}
        </summary>
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take focus so the keyboard can scroll it (WCAG 2.1.1)
          tabIndex={0}
          aria-label={caption}
          className="mt-2 max-h-80 overflow-auto rounded-md border border-stone"
        >
          <table className="w-full border-collapse text-left text-xs tabular-nums">
            <caption className="sr-only">{caption}</caption>
            <thead className="sticky top-0 bg-sand text-charcoal">
              <tr>
                <th scope="col" className="px-2 py-1.5 font-medium">
                  {rowHeading}
                </th>
                {stacked.map((s) => (
                  <th key={s.key} scope="col" className="px-2 py-1.5 text-right font-medium">
                    {s.label}
                  </th>
                ))}
                <th scope="col" className="px-2 py-1.5 text-right font-medium">
                  {totalHeading ?? t('columnTotal')}
                </th>
                {beside.map((s) => (
                  <th key={s.key} scope="col" className="px-2 py-1.5 text-right font-medium">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-stone text-charcoal">
              {rows.map((row) => (
                <tr key={row.iso}>
                  <th scope="row" className="px-2 py-1 font-normal whitespace-nowrap">
                    <time dateTime={row.iso}>{row.long}</time>
                  </th>
                  {stacked.map((s) => (
                    <td key={s.key} className="px-2 py-1 text-right">
                      {n(row.counts[s.key])}
                    </td>
                  ))}
                  <td className="px-2 py-1 text-right font-medium">{n(rowTotal(row))}</td>
                  {beside.map((s) => (
                    <td key={s.key} className="px-2 py-1 text-right">
                      {n(row.counts[s.key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
    </section>
  );
}
