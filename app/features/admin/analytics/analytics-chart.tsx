import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsOverview } from '#shared/admin/analytics.ts';
import { formatNumber } from '../shared/i18n/format.ts';
import { useLanguage, useMessages } from '../shared/i18n/use-messages.ts';
import { analyticsText } from './messages.ts';

const AXIS_TICK = { fill: 'var(--color-muted)', fontSize: 12 };

/**
 * The two series: the site's tokens (their dark values are in app.css, each 3:1 and more on its
 * card), and page views dashed, so the lines differ by more than their colour.
 */
const SERIES = [
  { key: 'visitors', label: 'cardVisitors', color: 'var(--color-olive)', dash: undefined },
  { key: 'pageviews', label: 'cardPageviews', color: 'var(--color-clay)', dash: '6 4' },
] as const;

/**
 * Visitors and page views per studio day, drawn for the eye (hidden from assistive technology,
 * which gets the same numbers as a table under "Show as table", as the Overview's charts do).
 * The days are calendar days of the studio, so they are labelled without a zone shift (UTC).
 */
export default function AnalyticsChart({ overview }: { overview: AnalyticsOverview }) {
  const t = useMessages(analyticsText);
  const language = useLanguage();
  const n = (value: number) => formatNumber(language, value);
  const short = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);
  const rows = overview.daily.map((day) => ({
    ...day,
    short: short.format(dateOf(day.day)),
    long: long.format(dateOf(day.day)),
  }));
  const caption = t('chartCaption', {
    from: long.format(dateOf(overview.range.from)),
    to: long.format(dateOf(overview.range.to)),
  });
  const id = 'analytics-daily-chart';
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col rounded-xl border border-stone bg-white p-4 sm:p-5">
      <h2 id={id} className="font-display text-xl text-ink">
        {t('chartTitle')}
      </h2>
      {overview.totals.pageviews === 0 && <p className="mt-1 text-sm text-muted">{t('emptyPeriod')}</p>}
      <div aria-hidden="true" className="mt-3">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
          {SERIES.map((s) => (
            <li key={s.key} className="inline-flex items-center gap-1.5">
              <svg width="20" height="6" className="shrink-0" role="presentation">
                <line x1="0" y1="3" x2="20" y2="3" stroke={s.color} strokeWidth="2.5" strokeDasharray={s.dash} />
              </svg>
              {t(s.label)}
            </li>
          ))}
        </ul>
        <LineChart
          responsive
          accessibilityLayer={false}
          data={rows}
          margin={{ top: 12, right: 8, bottom: 0, left: -20 }}
          style={{ width: '100%', height: 240 }}
        >
          <CartesianGrid vertical={false} stroke="var(--color-stone)" />
          <XAxis
            dataKey="short"
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={{ stroke: 'var(--color-stone)' }}
            interval="preserveStartEnd"
            minTickGap={16}
          />
          <YAxis allowDecimals={false} tick={AXIS_TICK} tickLine={false} axisLine={false} width={48} />
          <Tooltip
            cursor={{ stroke: 'var(--color-stone)' }}
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
          {SERIES.map((s) => (
            <Line
              key={s.key}
              type="monotone"
              dataKey={s.key}
              name={t(s.label)}
              stroke={s.color}
              strokeWidth={2.5}
              strokeDasharray={s.dash}
              // a dot a day only while the days are few enough to stand apart on a phone
              dot={rows.length <= 14}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
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
                  {t('columnDay')}
                </th>
                {SERIES.map((s) => (
                  <th key={s.key} scope="col" className="px-2 py-1.5 text-right font-medium">
                    {t(s.label)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-stone text-charcoal">
              {rows.map((row) => (
                <tr key={row.day}>
                  <th scope="row" className="px-2 py-1 font-normal whitespace-nowrap">
                    <time dateTime={row.day}>{row.long}</time>
                  </th>
                  <td className="px-2 py-1 text-right">{n(row.visitors)}</td>
                  <td className="px-2 py-1 text-right">{n(row.pageviews)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
    </section>
  );
}
