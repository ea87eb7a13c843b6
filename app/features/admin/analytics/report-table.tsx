import { Download } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import type { AnalyticsReport } from '#shared/admin/analytics.ts';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { buttonClass } from '../shared/ui/button-class.ts';
import type { DayRange } from './analytics-figures.ts';
import { analyticsCsvHref } from './analytics-queries.ts';
import { analyticsText } from './messages.ts';

export interface ReportColumn<R> {
  header: string;
  cell: (row: R) => ReactNode;
  /** figures are right-aligned, with tabular digits */
  numeric?: boolean;
}

/** A download link of one report of the range; the browser sends the session cookie with it. */
export function CsvLink({ report, range, title }: { report: AnalyticsReport; range: DayRange; title: string }) {
  const t = useMessages(analyticsText);
  return (
    <a
      href={analyticsCsvHref(report, range)}
      download
      aria-label={t('downloadCsvOf', { report: title })}
      className={buttonClass('secondary', 'sm')}
    >
      <Download className="size-4" aria-hidden="true" />
      {t('downloadCsv')}
    </a>
  );
}

/** A report's card: its heading, its CSV, and its table (or the studio's words when it is empty). */
export function ReportCard({
  title,
  about,
  actions,
  children,
  className,
}: {
  title: string;
  about?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`flex min-w-0 flex-col rounded-xl border border-stone bg-white p-4 sm:p-5 ${className ?? ''}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <h2 id={id} className="font-display text-xl text-ink">
          {title}
        </h2>
        {actions}
      </div>
      {about && <div className="mt-1 text-sm text-muted">{about}</div>}
      <div className="mt-3 min-w-0">{children}</div>
    </section>
  );
}

/**
 * A real table with its caption and headers; the first column heads each row. It scrolls sideways
 * inside its card on a narrow screen (and takes focus, so the keyboard can scroll it).
 */
export function ReportTable<R>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
}: {
  caption: string;
  columns: readonly ReportColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  empty: string;
}) {
  if (rows.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  const [first, ...rest] = columns;
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take focus so the keyboard can scroll it (WCAG 2.1.1)
      tabIndex={0}
      aria-label={caption}
      className="-mx-1 overflow-x-auto px-1"
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-stone text-xs text-muted">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`px-2 py-2 font-medium ${column.numeric ? 'text-right' : ''} first:pl-0 last:pr-0`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone text-charcoal">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {first && (
                <th scope="row" className="py-2 pr-2 text-left font-normal break-words">
                  {first.cell(row)}
                </th>
              )}
              {rest.map((column) => (
                <td
                  key={column.header}
                  className={`px-2 py-2 last:pr-0 ${column.numeric ? 'text-right tabular-nums' : ''}`}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
