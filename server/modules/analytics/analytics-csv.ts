import { stringify } from 'csv-stringify/sync';
import {
  type AnalyticsOverview,
  type AnalyticsRange,
  type AnalyticsReport,
  type AnalyticsVitals,
  GOALS,
  METRICS,
} from '#shared/admin/analytics.ts';
import type { Language } from '#shared/admin/auth.ts';
import type { Database } from '../../platform/db/client.ts';
import { ANALYTICS_CSV_LABELS, type AnalyticsCsvLabels } from './analytics-csv-labels.ts';
import { analyticsOverview, analyticsVitals } from './dashboard.ts';

const BOM = '\uFEFF';

/** OWASP's CSV-injection rule, as the leads export (lead-csv.ts): no cell is read as a formula. */
function neutraliseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

function csvText(rows: Cell[][]): string {
  return (
    BOM +
    stringify(
      rows.map((row) => row.map((cell) => neutraliseFormula(cell === null ? '' : String(cell)))),
      { record_delimiter: 'windows', quoted: true },
    )
  );
}

type Breakdown = AnalyticsOverview['pages'][number];
type Cell = string | number | null;

/**
 * GET /api/admin/analytics/export (issue 30): one report of the dashboard for the range, every
 * row (not the overview's first 20), as the house's CSV: UTF-8 with a byte-order mark, CRLF,
 * every cell quoted, formulas neutralised; headers and the fixed words (templates, devices,
 * goals, ratings, Direct) in the admin's language, as the leads export.
 */
export async function analyticsCsv(
  db: Database,
  report: AnalyticsReport,
  range: AnalyticsRange,
  language: Language,
): Promise<{ fileName: string; body: string }> {
  const labels = ANALYTICS_CSV_LABELS[language];
  const { headers } = labels;
  const fileName = `analytics-${report}-${range.from}-to-${range.to}.csv`;
  if (report === 'vitals') return { fileName, body: vitalsCsv(await analyticsVitals(db, range), labels) };
  const overview = await analyticsOverview(db, range, { top: Number.MAX_SAFE_INTEGER });
  const goalHeaders = [headers.enquiries, headers.lookbooks, headers.bookings];
  const counts = (row: Pick<Breakdown, 'visitors' | 'pageviews' | 'goals'>): Cell[] => [
    row.visitors,
    row.pageviews,
    row.goals.enquiry,
    row.goals.lookbook,
    row.goals.booking,
  ];
  const breakdown = (first: string): Cell[] => [first, headers.visitors, headers.pageviews, ...goalHeaders];
  const rows: Cell[][] = [];
  switch (report) {
    case 'pages':
      rows.push([headers.page, headers.template, headers.visitors, headers.pageviews, ...goalHeaders]);
      for (const row of overview.pages) rows.push([row.path, labels.template[row.template], ...counts(row)]);
      break;
    case 'content':
      rows.push([headers.kind, headers.page, headers.title, headers.pageviews, headers.enquiries, headers.lookbooks]);
      for (const row of overview.content) {
        rows.push([labels.kind[row.kind], row.path, row.title, row.pageviews, row.enquiries, row.lookbooks]);
      }
      break;
    case 'sources':
      rows.push(breakdown(headers.source));
      // "Direct" is the server's word for no referrer; a host is never spelled that way.
      for (const row of overview.sources)
        rows.push([row.source === 'Direct' ? labels.direct : row.source, ...counts(row)]);
      break;
    case 'campaigns':
      rows.push(breakdown(headers.campaign));
      for (const row of overview.campaigns) rows.push([row.campaign, ...counts(row)]);
      break;
    case 'devices':
      rows.push(breakdown(headers.device));
      for (const row of overview.devices) rows.push([labels.screen[row.screen], ...counts(row)]);
      break;
    case 'goals':
      rows.push([headers.goal, headers.count]);
      for (const goal of GOALS) rows.push([labels.goal[goal], overview.goals[goal]]);
      break;
  }
  return { fileName, body: csvText(rows) };
}

function vitalsCsv(vitals: AnalyticsVitals, labels: AnalyticsCsvLabels): string {
  const { headers } = labels;
  const rows: Cell[][] = [
    [headers.template, headers.device, headers.metric, headers.p75, headers.samples, headers.rating],
  ];
  for (const row of vitals.rows) {
    for (const metric of METRICS) {
      const summary = row[metric];
      const rating = summary.rating === null ? null : labels.rating[summary.rating];
      rows.push([
        labels.template[row.template],
        labels.screen[row.screen],
        metric,
        summary.p75,
        summary.samples,
        rating,
      ]);
    }
  }
  return csvText(rows);
}
