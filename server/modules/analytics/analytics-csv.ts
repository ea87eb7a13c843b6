import { stringify } from 'csv-stringify/sync';
import type { AnalyticsOverview, AnalyticsRange, AnalyticsReport, AnalyticsVitals } from '#shared/admin/analytics.ts';
import type { Database } from '../../platform/db/client.ts';
import { analyticsOverview, analyticsVitals } from './dashboard.ts';

const BOM = '\uFEFF';

/** OWASP's CSV-injection rule, as the leads export (lead-csv.ts): no cell is read as a formula. */
function neutraliseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

function csvText(rows: (string | number | null)[][]): string {
  return (
    BOM +
    stringify(
      rows.map((row) => row.map((cell) => neutraliseFormula(cell === null ? '' : String(cell)))),
      { record_delimiter: 'windows', quoted: true },
    )
  );
}

const GOAL_HEADERS = ['Enquiries', 'Lookbook downloads', 'Bookings'];
type Breakdown = AnalyticsOverview['pages'][number];
const goalCells = (row: Pick<Breakdown, 'goals'>) => [row.goals.enquiry, row.goals.lookbook, row.goals.booking];

/**
 * GET /api/admin/analytics/export (issue 30): one report of the dashboard for the range, every
 * row (not the overview's first 20), as the house's CSV: UTF-8 with a byte-order mark, CRLF,
 * every cell quoted, formulas neutralised. Headers are English (the leads export translates its
 * own; this one has not been translated yet).
 */
export async function analyticsCsv(
  db: Database,
  report: AnalyticsReport,
  range: AnalyticsRange,
): Promise<{ fileName: string; body: string }> {
  const fileName = `analytics-${report}-${range.from}-to-${range.to}.csv`;
  if (report === 'vitals') return { fileName, body: vitalsCsv(await analyticsVitals(db, range)) };
  const overview = await analyticsOverview(db, range, { top: Number.MAX_SAFE_INTEGER });
  const rows: (string | number | null)[][] = [];
  switch (report) {
    case 'pages':
      rows.push(['Page', 'Template', 'Visitors', 'Pageviews', ...GOAL_HEADERS]);
      for (const row of overview.pages)
        rows.push([row.path, row.template, row.visitors, row.pageviews, ...goalCells(row)]);
      break;
    case 'sources':
      rows.push(['Source', 'Visitors', 'Pageviews', ...GOAL_HEADERS]);
      for (const row of overview.sources) rows.push([row.source, row.visitors, row.pageviews, ...goalCells(row)]);
      break;
    case 'campaigns':
      rows.push(['Campaign', 'Visitors', 'Pageviews', ...GOAL_HEADERS]);
      for (const row of overview.campaigns) rows.push([row.campaign, row.visitors, row.pageviews, ...goalCells(row)]);
      break;
    case 'devices':
      rows.push(['Screen', 'Visitors', 'Pageviews', ...GOAL_HEADERS]);
      for (const row of overview.devices) rows.push([row.screen, row.visitors, row.pageviews, ...goalCells(row)]);
      break;
    case 'goals':
      rows.push(['Goal', 'Count']);
      rows.push(
        ['Enquiries', overview.goals.enquiry],
        ['Lookbook downloads', overview.goals.lookbook],
        ['Bookings', overview.goals.booking],
      );
      break;
  }
  return { fileName, body: csvText(rows) };
}

function vitalsCsv(vitals: AnalyticsVitals): string {
  const rows: (string | number | null)[][] = [['Template', 'Screen', 'Metric', 'p75', 'Samples', 'Rating']];
  for (const row of vitals.rows) {
    for (const metric of ['LCP', 'INP', 'CLS', 'TTFB'] as const) {
      const summary = row[metric];
      rows.push([row.template, row.screen, metric, summary.p75, summary.samples, summary.rating]);
    }
  }
  return csvText(rows);
}
