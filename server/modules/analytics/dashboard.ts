import { inArray, sql } from 'drizzle-orm';
import {
  type AnalyticsOverview,
  type AnalyticsRange,
  type AnalyticsVitals,
  daysInRange,
  type GoalCounts,
  type METRICS,
  type PageTemplate,
  rateMetric,
} from '#shared/admin/analytics.ts';
import type { ScreenClass } from '#shared/analytics/beacon.ts';
import type { Database } from '../../platform/db/client.ts';
import { blogPosts, projects } from '../../platform/db/schema/index.ts';
import { getSendingSettings } from '../studio/index.ts';
import { type DailyRow, dailyAggregateSql, rowsOf } from './rollup.ts';
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
  const rolled = sql`(select d.day from analytics_daily d where d.dimension = 'total' and d.day between ${from}::date and ${to}::date)`;
  const live = dailyAggregateSql(sql`day between ${from}::date and ${to}::date and day not in ${rolled}`);
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
    content: await contentRows(db, pages),
  };
}

/** Each project page and journal post that was viewed or converted, with its title (null when gone). */
async function contentRows(db: Database, pages: Grouped[]): Promise<AnalyticsOverview['content']> {
  const content = pages
    .filter((row) => row.template === 'project' || row.template === 'post')
    .map((row) => ({
      kind: row.template === 'project' ? ('project' as const) : ('post' as const),
      path: row.key,
      slug: decodeSlug(row.key.split('/')[2] ?? ''),
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

interface VitalsRow {
  template: PageTemplate;
  screen: ScreenClass;
  lcp_n: number;
  lcp: number | null;
  inp_n: number;
  inp: number | null;
  cls_n: number;
  cls: number | null;
  ttfb_n: number;
  ttfb: number | null;
}

/**
 * GET /api/admin/analytics/vitals (issue 30): the p75 of each metric per template × screen, from
 * the raw events of the range (the last 30 days are what exist: vitals are not rolled up, since an
 * exact percentile cannot be summed from daily ones). p75 is `percentile_disc(0.75)`, the
 * nearest-rank percentile (p75.ts is its reference).
 */
export async function analyticsVitals(db: Database, range: AnalyticsRange): Promise<AnalyticsVitals> {
  const { timeZone } = await getSendingSettings(db);
  const rows = rowsOf<VitalsRow>(
    await db.execute(sql`
      select template, screen,
        count(lcp)::int as lcp_n, (percentile_disc(0.75) within group (order by lcp))::float8 as lcp,
        count(inp)::int as inp_n, (percentile_disc(0.75) within group (order by inp))::float8 as inp,
        count(cls)::int as cls_n, (percentile_disc(0.75) within group (order by cls))::float8 as cls,
        count(ttfb)::int as ttfb_n, (percentile_disc(0.75) within group (order by ttfb))::float8 as ttfb
      from analytics_events
      where kind = 'vitals' and day between ${range.from}::date and ${range.to}::date and screen is not null
      group by template, screen
      order by template, screen`),
  );
  const summary = (metric: (typeof METRICS)[number], value: number | null, samples: number) => ({
    p75: value === null ? null : Number(value),
    samples: Number(samples),
    rating: value === null ? null : rateMetric(metric, Number(value)),
  });
  return {
    range: { from: range.from, to: range.to, timeZone },
    rows: rows.map((row) => ({
      template: row.template,
      screen: row.screen,
      LCP: summary('LCP', row.lcp, row.lcp_n),
      INP: summary('INP', row.inp, row.inp_n),
      CLS: summary('CLS', row.cls, row.cls_n),
      TTFB: summary('TTFB', row.ttfb, row.ttfb_n),
    })),
  };
}
