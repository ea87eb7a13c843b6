import { inArray, sql } from 'drizzle-orm';
import {
  type AnalyticsOverview,
  type AnalyticsRange,
  type AnalyticsVitals,
  daysInRange,
  type GoalCounts,
  type Metric,
  type PageTemplate,
  rateMetric,
} from '#shared/admin/analytics.ts';
import type { ScreenClass } from '#shared/analytics/beacon.ts';
import type { Database } from '../../platform/db/client.ts';
import { blogPosts, projects } from '../../platform/db/schema/index.ts';
import { getSendingSettings } from '../studio/index.ts';
import { p75Rank } from './p75.ts';
import { type DailyRow, dailyAggregateSql, rowsOf, vitalsSamplesSql } from './rollup.ts';
import { dayBefore } from './visitor.ts';

/** How many rows the overview's lists show (the CSV has them all). */
const TOP = 20;

interface Grouped {
  dimension: DailyRow['dimension'];
  key: string;
  template: string;
  /** the day, for `total` rows only (the daily series) */
  day: string | null;
  visitors: number;
  pageviews: number;
  enquiries: number;
  lookbooks: number;
  bookings: number;
}

/**
 * The rollups of [from, to] (today's provisional ones included), with the same aggregate computed
 * from raw events for any day that has none yet (a job that has not run since the first beacon),
 * summed per dimension and key; total rows stay per day. Visitors of a key over several days are
 * the sum of its daily distinct visitors (the salt changes daily, so one person is one visitor a day).
 */
async function groupedRows(
  db: Database,
  from: string,
  to: string,
  dimensions: { all: string; totalsFrom: string },
): Promise<Grouped[]> {
  // The days no run has rolled up (read first: the live aggregate then touches only their events,
  // through the day index, instead of filtering every raw row of the range).
  const missing = await unrolledDays(db, from, to);
  const live =
    missing.length === 0
      ? sql`select null::text as day, null::text as dimension, null::text as key, null::text as template,
          0 as visitors, 0 as pageviews, 0 as enquiries, 0 as lookbooks, 0 as bookings where false`
      : dailyAggregateSql(daysIn(missing));
  return rowsOf<Grouped>(
    await db.execute(sql`
      with r as (
        select day::text as day, dimension, key, template, visitors, pageviews, enquiries, lookbooks, bookings
        from analytics_daily where day between ${from}::date and ${to}::date
        union all
        select day, dimension, key, template, visitors, pageviews, enquiries, lookbooks, bookings from (${live}) l
      )
      select dimension, key, max(template) as template,
        case when dimension = 'total' then day end as day,
        sum(visitors)::int as visitors, sum(pageviews)::int as pageviews,
        sum(enquiries)::int as enquiries, sum(lookbooks)::int as lookbooks, sum(bookings)::int as bookings
      from r
      where (dimension = 'total' and day >= ${dimensions.totalsFrom}) or day >= ${dimensions.all}
      group by dimension, key, case when dimension = 'total' then day end`),
  );
}

/**
 * The days of [from, to] no run has rolled up (no total row, provisional or complete) that may have
 * raw events, in order. Only days between the first and the last raw day (two ends of the day
 * index) are candidates: a long range (365 days, and the year before for the comparison) otherwise
 * sent hundreds of empty days to the live aggregate, a probe of the index each (~100 ms on PGlite).
 */
async function unrolledDays(db: Database, from: string, to: string): Promise<string[]> {
  const [result, bounds] = await Promise.all([
    db.execute(sql`
      select day::text as day from analytics_daily
      where dimension = 'total' and day between ${from}::date and ${to}::date`),
    db.execute(sql`
      select (select min(day) from analytics_events)::text as first,
        (select max(day) from analytics_events)::text as last`),
  ]);
  const rolledDays = new Set(rowsOf<{ day: string }>(result).map((row) => row.day));
  const [raw] = rowsOf<{ first: string | null; last: string | null }>(bounds);
  if (!raw?.first || !raw.last) return [];
  const first = raw.first > from ? raw.first : from;
  const last = raw.last < to ? raw.last : to;
  return first > last ? [] : daysOf(first, last).filter((day) => !rolledDays.has(day));
}

const daysIn = (days: string[]) =>
  sql`day in (${sql.join(
    days.map((day) => sql`${day}::date`),
    sql`, `,
  )})`;

/** Every day of [from, to], in order. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = dayBefore(day, -1)) days.push(day);
  return days;
}

const goalsOf = (row: Pick<Grouped, 'enquiries' | 'lookbooks' | 'bookings'>): GoalCounts => ({
  enquiry: row.enquiries,
  lookbook: row.lookbooks,
  booking: row.bookings,
});

const byPageviews = (a: Grouped, b: Grouped) =>
  b.pageviews - a.pageviews || b.visitors - a.visitors || (a.key < b.key ? -1 : 1);

/** The range before `range`, of equal length. */
export function previousRangeOf(range: AnalyticsRange): AnalyticsRange {
  const length = daysInRange(range.from, range.to);
  return { from: dayBefore(range.from, length), to: dayBefore(range.from) };
}

/** GET /api/admin/analytics/overview (issue 30): every list of the dashboard's first screen, whole. */
export async function analyticsOverview(
  db: Database,
  range: AnalyticsRange,
  options: { top?: number } = {},
): Promise<AnalyticsOverview> {
  const top = options.top ?? TOP;
  const { timeZone } = await getSendingSettings(db);
  const previous = previousRangeOf(range);
  const rows = await groupedRows(db, previous.from, range.to, { all: range.from, totalsFrom: previous.from });
  const totalsBy = new Map<string, Grouped>();
  const of = (dimension: Grouped['dimension']) => rows.filter((row) => row.dimension === dimension).sort(byPageviews);
  for (const row of of('total')) if (row.day) totalsBy.set(row.day, row);
  const sum = (days: string[]) =>
    days.reduce(
      (acc, day) => ({
        visitors: acc.visitors + (totalsBy.get(day)?.visitors ?? 0),
        pageviews: acc.pageviews + (totalsBy.get(day)?.pageviews ?? 0),
      }),
      { visitors: 0, pageviews: 0 },
    );
  const days = daysOf(range.from, range.to);
  const goals = days.reduce<GoalCounts>(
    (acc, day) => {
      const row = totalsBy.get(day);
      return row
        ? {
            enquiry: acc.enquiry + row.enquiries,
            lookbook: acc.lookbook + row.lookbooks,
            booking: acc.booking + row.bookings,
          }
        : acc;
    },
    { enquiry: 0, lookbook: 0, booking: 0 },
  );
  const breakdown = (row: Grouped) => ({ visitors: row.visitors, pageviews: row.pageviews, goals: goalsOf(row) });
  const pages = of('page');
  return {
    range: { from: range.from, to: range.to, timeZone },
    previousRange: previous,
    totals: sum(days),
    previousTotals: sum(daysOf(previous.from, previous.to)),
    daily: days.map((day) => ({ day, ...sum([day]) })),
    pages: pages
      .slice(0, top)
      .map((row) => ({ path: row.key, template: row.template as PageTemplate, ...breakdown(row) })),
    sources: of('source')
      .slice(0, top)
      .map((row) => ({ source: row.key, ...breakdown(row) })),
    campaigns: of('campaign')
      .slice(0, top)
      .map((row) => ({ campaign: row.key, ...breakdown(row) })),
    devices: of('screen').map((row) => ({ screen: row.key as ScreenClass, ...breakdown(row) })),
    goals,
    content: await contentRows(db, pages, of('landing')),
  };
}

/**
 * Each project page and journal post that was viewed or brought a goal, with its title (null when
 * gone): its page views, and the enquiries and lookbook downloads of the visits that landed on it
 * (the `landing` rows), wherever on the site the visitor then sent the form.
 */
async function contentRows(db: Database, pages: Grouped[], landings: Grouped[]): Promise<AnalyticsOverview['content']> {
  const isContent = (row: Grouped) => row.template === 'project' || row.template === 'post';
  const byPath = new Map<string, { template: string; pageviews: number; enquiries: number; lookbooks: number }>();
  for (const row of pages.filter(isContent))
    byPath.set(row.key, { template: row.template, pageviews: row.pageviews, enquiries: 0, lookbooks: 0 });
  for (const row of landings.filter(isContent)) {
    const entry = byPath.get(row.key) ?? { template: row.template, pageviews: 0, enquiries: 0, lookbooks: 0 };
    entry.enquiries += row.enquiries;
    entry.lookbooks += row.lookbooks;
    byPath.set(row.key, entry);
  }
  const content = [...byPath].map(([path, row]) => ({
    kind: row.template === 'project' ? ('project' as const) : ('post' as const),
    path,
    slug: decodeSlug(path.split('/')[2] ?? ''),
    row,
  }));
  const slugsOf = (kind: 'project' | 'post') => content.filter((item) => item.kind === kind).map((item) => item.slug);
  const projectSlugs = slugsOf('project');
  const postSlugs = slugsOf('post');
  const projectTitles = new Map(
    projectSlugs.length === 0
      ? []
      : (
          await db
            .select({ slug: projects.slug, title: projects.title })
            .from(projects)
            .where(inArray(projects.slug, projectSlugs))
        ).map((p) => [p.slug, p.title]),
  );
  const postTitles = new Map(
    postSlugs.length === 0
      ? []
      : (
          await db
            .select({ slug: blogPosts.slug, title: blogPosts.title })
            .from(blogPosts)
            .where(inArray(blogPosts.slug, postSlugs))
        ).map((p) => [p.slug, p.title]),
  );
  return content
    .map((item) => ({
      kind: item.kind,
      path: item.path,
      title: (item.kind === 'project' ? projectTitles : postTitles).get(item.slug) ?? null,
      pageviews: item.row.pageviews,
      enquiries: item.row.enquiries,
      lookbooks: item.row.lookbooks,
    }))
    .sort((a, b) => b.enquiries + b.lookbooks - (a.enquiries + a.lookbooks) || b.pageviews - a.pageviews);
}

function decodeSlug(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** One template × screen × metric of the vitals report, gathered from its parts (days). */
interface VitalsCell {
  template: string;
  screen: string;
  metric: Metric;
  /** samples over the range */
  n: number;
  /** the smallest and largest of the parts' own p75s: the range's p75 lies between them */
  low: number;
  high: number;
  /** the samples of the days not rolled up yet, sorted */
  live: Float64Array;
  /** samples at or below `low`, then those in (low, high], gathered from every part */
  atOrBelowLow: number;
  window: number[];
}

const cellKey = (template: string, screen: string, metric: string) => `${template}\u0000${screen}\u0000${metric}`;

/**
 * The exact p75 of each open cell (its parts' p75s differ), from the rolled-up days' sorted
 * arrays and the cell's live part, in one statement. For each day, `width_bucket(low, samples)`
 * (a binary search of the sorted array) counts its samples at or below `low`, and the slice up to
 * `width_bucket(high, samples)` is its samples in (low, high]. With `k` = the rank minus every
 * sample at or below `low`, the p75 is `low` when k ≤ 0, else the k-th smallest of the window
 * (the days' slices and the live window), numbered by `row_number()` in the database: handing
 * the window's values over to JS cost PGlite about 3 µs a value (~100,000 at 1,000,000 events).
 */
async function windowP75s(db: Database, range: AnalyticsRange, open: VitalsCell[]): Promise<Map<string, number>> {
  const bounds = sql.join(
    open.map(
      (cell) =>
        sql`(${cell.template}::text, ${cell.screen}::text, ${cell.metric}::text, ${cell.low}::float8,
          ${cell.high}::float8, ${p75Rank(cell.n) - cell.atOrBelowLow}::int, ${float8ArrayLiteral(cell.window)}::float8[])`,
    ),
    sql`, `,
  );
  const rows = rowsOf<{
    template: string;
    screen: string;
    metric: Metric;
    k: number;
    low: number;
    value: number | null;
  }>(
    await db.execute(sql`
      with b(template, screen, metric, low, high, rank, live) as (values ${bounds}),
      w as materialized (
        select b.template, b.screen, b.metric, width_bucket(b.low, v.samples) as below,
          v.samples[width_bucket(b.low, v.samples) + 1 : width_bucket(b.high, v.samples)] as slice
        from analytics_vitals_daily v
        join b on b.template = v.template and b.screen = v.screen and b.metric = v.metric
        where v.day between ${range.from}::date and ${range.to}::date
      ),
      c as (
        select b.template, b.screen, b.metric, b.low, b.rank - coalesce(sum(w.below), 0)::int as k
        from b left join w on w.template = b.template and w.screen = b.screen and w.metric = b.metric
        group by b.template, b.screen, b.metric, b.low, b.rank
      ),
      u as (
        select template, screen, metric, unnest(slice) as value from w
        union all
        select template, screen, metric, unnest(live) from b
      ),
      r as (
        select template, screen, metric, value,
          row_number() over (partition by template, screen, metric order by value) as n
        from u
      )
      select c.template, c.screen, c.metric, c.k, c.low, r.value
      from c left join r on r.template = c.template and r.screen = c.screen and r.metric = c.metric and r.n = c.k`),
  );
  const answers = new Map<string, number>();
  for (const row of rows) {
    const value = Number(row.k) <= 0 ? Number(row.low) : row.value === null ? null : Number(row.value);
    if (value !== null) answers.set(cellKey(row.template, row.screen, row.metric), value);
  }
  return answers;
}

/** A float8[] literal of finite numbers; JS's shortest round-trip form reads back as the same double. */
function float8ArrayLiteral(values: readonly number[]): string {
  return `{${values.map((value) => String(value)).join(',')}}`;
}

/**
 * GET /api/admin/analytics/vitals (issue 30): the exact p75 of each metric per template × screen
 * over the range — the nearest-rank percentile, PostgreSQL's `percentile_disc(0.75)` of the raw
 * samples (p75.ts is the reference the tests hold this to).
 *
 * Read from `analytics_vitals_daily` (every sample of each rolled-up day, sorted), plus the raw
 * events of the days no run has rolled up yet, so vitals are kept for ever like the other rollups.
 * Reading every sample is too slow at 1,000,000 events (30 days hold ~1M values; PGlite alone takes
 * ~700 ms to hand them over), so only a narrow window of each day's array is read, exactly:
 *
 * - The range's p75 lies between the smallest and the largest of its days' own p75s (`low`, `high`):
 *   every day has at least 75 % of its samples at or below `high`, so the range has too; and fewer
 *   than 75 % strictly below `low`. A day's own p75 and count cost one subscript of its array.
 * - For each day, `width_bucket(low, samples)` (a binary search of the sorted array, in the
 *   database) counts its samples at or below `low`, and the slice after it up to
 *   `width_bucket(high, samples)` is the day's samples in (low, high].
 * - If the samples at or below `low` reach the rank ⌈0.75·n⌉, the p75 is `low`; otherwise it is the
 *   (rank − that count)-th smallest of the window, numbered in the database (windowP75s).
 *
 * When days differ widely the window widens, and at worst it is every sample: slower, never inexact.
 */
export async function analyticsVitals(db: Database, range: AnalyticsRange): Promise<AnalyticsVitals> {
  const { timeZone } = await getSendingSettings(db);
  const cells = new Map<string, VitalsCell>();
  const cellOf = (template: string, screen: string, metric: Metric) => {
    const key = cellKey(template, screen, metric);
    let cell = cells.get(key);
    if (!cell) {
      cell = {
        template,
        screen,
        metric,
        n: 0,
        low: Number.POSITIVE_INFINITY,
        high: Number.NEGATIVE_INFINITY,
        live: new Float64Array(0),
        atOrBelowLow: 0,
        window: [],
      };
      cells.set(key, cell);
    }
    return cell;
  };
  const widen = (cell: VitalsCell, n: number, dayP75: number) => {
    cell.n += n;
    if (dayP75 < cell.low) cell.low = dayP75;
    if (dayP75 > cell.high) cell.high = dayP75;
  };

  // The days not rolled up yet (today before the job's first run, or a job that stopped): their
  // raw samples, few (at most a day or two), sorted here, counted as one more part.
  const missing = await unrolledDays(db, range.from, range.to);
  if (missing.length > 0) {
    const raw = rowsOf<{ template: string; screen: string; metric: Metric; value: number }>(
      await db.execute(sql`select template, screen, metric, value from (${vitalsSamplesSql(daysIn(missing))}) s`),
    );
    const gathered = new Map<VitalsCell, number[]>();
    for (const row of raw) {
      const cell = cellOf(row.template, row.screen, row.metric);
      const values = gathered.get(cell) ?? [];
      values.push(Number(row.value));
      gathered.set(cell, values);
    }
    for (const [cell, values] of gathered) {
      cell.live = Float64Array.from(values).sort();
      widen(cell, values.length, cell.live[p75Rank(values.length) - 1] as number);
    }
  }

  // The rolled-up days' counts and the smallest and largest of their own p75s (one subscript of
  // each sorted array), per cell: one row per cell rather than per day (PGlite's cost is per row).
  const days = rowsOf<{ template: string; screen: string; metric: Metric; n: number; low: number; high: number }>(
    await db.execute(sql`
      select template, screen, metric, sum(cardinality(samples))::int as n,
        min(samples[ceil(0.75 * cardinality(samples))::int]) as low,
        max(samples[ceil(0.75 * cardinality(samples))::int]) as high
      from analytics_vitals_daily
      where day between ${range.from}::date and ${range.to}::date
      group by template, screen, metric`),
  );
  for (const row of days) {
    const cell = cellOf(row.template, row.screen, row.metric);
    widen(cell, Number(row.n), Number(row.low));
    widen(cell, 0, Number(row.high));
  }

  // Where the parts' p75s differ: the live samples' share of the count at or below `low` and of
  // the window, here; the rolled-up days' share, and the k-th smallest of the whole window, in the
  // database (see windowP75s).
  const open = [...cells.values()].filter((cell) => cell.low < cell.high);
  for (const cell of open) {
    for (const value of cell.live) {
      if (value <= cell.low) cell.atOrBelowLow += 1;
      else if (value <= cell.high) cell.window.push(value);
    }
  }
  const answered = open.length > 0 && days.length > 0 ? await windowP75s(db, range, open) : new Map<string, number>();

  const p75Of = (cell: VitalsCell | undefined): number | null => {
    if (!cell || cell.n === 0) return null;
    if (cell.low === cell.high) return cell.low;
    // An open cell has two parts or more, and the live days are one: it has rolled-up days.
    const value = answered.get(cellKey(cell.template, cell.screen, cell.metric));
    if (value === undefined) throw new Error(`vitals: no p75 for ${cell.template}/${cell.screen}/${cell.metric}`);
    return value;
  };
  const summary = (metric: Metric, cell: VitalsCell | undefined) => {
    const value = p75Of(cell);
    return { p75: value, samples: cell?.n ?? 0, rating: value === null ? null : rateMetric(metric, value) };
  };
  const pairs = new Map<string, { template: PageTemplate; screen: ScreenClass }>();
  for (const cell of cells.values()) {
    pairs.set(`${cell.template}\u0000${cell.screen}`, {
      template: cell.template as PageTemplate,
      screen: cell.screen as ScreenClass,
    });
  }
  return {
    range: { from: range.from, to: range.to, timeZone },
    rows: [...pairs.values()]
      .sort((a, b) => (a.template < b.template ? -1 : a.template > b.template ? 1 : a.screen < b.screen ? -1 : 1))
      .map(({ template, screen }) => ({
        template,
        screen,
        LCP: summary('LCP', cells.get(cellKey(template, screen, 'LCP'))),
        INP: summary('INP', cells.get(cellKey(template, screen, 'INP'))),
        CLS: summary('CLS', cells.get(cellKey(template, screen, 'CLS'))),
        TTFB: summary('TTFB', cells.get(cellKey(template, screen, 'TTFB'))),
      })),
  };
}
