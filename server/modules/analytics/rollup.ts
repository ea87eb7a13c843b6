import { type SQL, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { Database, DbOrTx } from '../../platform/db/client.ts';
import type { analyticsDimensions } from '../../platform/db/schema/index.ts';
import { getSendingSettings } from '../studio/index.ts';
import { dayBefore, forgetOldSalts, studioDay } from './visitor.ts';

/** Raw events are kept this many days after their day (then only the rollups remain). */
export const RAW_RETENTION_DAYS = 30;
/**
 * A day is rolled up once it has been over this long: the beacons of its last moments (in a
 * buffer, at most a quarter of a second) are stored by then.
 */
const SETTLE_MS = 5 * 60 * 1000;
/** one rollup at a time, across instances ("AnRU" in ASCII) */
const ROLLUP_LOCK = 0x416e5255;

/** One aggregate row: the shape of `analytics_daily`. */
export interface DailyRow {
  day: string;
  dimension: (typeof analyticsDimensions)[number];
  key: string;
  template: string;
  visitors: number;
  pageviews: number;
  enquiries: number;
  lookbooks: number;
  bookings: number;
}

/**
 * The daily aggregates of the raw events `where` selects, as SQL: one row per day and per value of
 * each dimension, visitors counted distinct within the row's own group. The rollup stores this;
 * the dashboard computes the same for the days not rolled up yet (today), so both agree exactly.
 *
 * One scan, hashed: the events are first grouped per visitor under five grouping sets (the day;
 * the day and page; source; campaign; screen), then each set's per-visitor rows are counted — a
 * visitor is one row per group, so counting rows is counting distinct visitors, without the sort
 * `count(distinct …)` needs (5× faster on PGlite at a day of 33,000 events). A page view's source
 * and campaign are its own referrer host ("Direct" for none) and UTM campaign: the page script
 * sends the visit's landing referrer and UTM with each of its page views (shared/analytics/beacon.ts),
 * so reading on from a Google landing stays Google. Vitals count only towards the day's `total`
 * row, which every day with events gets, so that row also marks the day as done.
 *
 * The `landing` rows credit each goal to the page its visit landed on (the visit's first page view,
 * found on the visit index: goals are few): an enquiry sent from the contact page by a visitor who
 * arrived on a project page counts for that project (docs/analytics.md, "What brings enquiries").
 */
export function dailyAggregateSql(where: SQL): SQL {
  return sql`
    with per_visitor as (
      select day, visitor,
        grouping(path, source, campaign, screen) as grouped,
        path, max(template) as template, source, campaign, screen,
        count(*) filter (where kind = 'pageview') as pageviews,
        count(*) filter (where goal = 'enquiry') as enquiries,
        count(*) filter (where goal = 'lookbook') as lookbooks,
        count(*) filter (where goal = 'booking') as bookings
      from (
        select day, kind, visitor, path, template, coalesce(referrer_host, 'Direct') as source,
          utm_campaign as campaign, screen, goal
        from analytics_events where ${where}
      ) e
      group by grouping sets ((day, visitor), (day, path, visitor), (day, source, visitor), (day, campaign, visitor), (day, screen, visitor))
    ),
    labelled as (
      select day, visitor, pageviews, enquiries, lookbooks, bookings,
        case grouped when 15 then 'total' when 7 then 'page' when 11 then 'source' when 13 then 'campaign' else 'screen' end as dimension,
        case grouped when 15 then '' when 7 then path when 11 then source when 13 then campaign else screen end as key,
        case grouped when 7 then template else '' end as template
      from per_visitor
    )
    select day::text as day, dimension, key, max(template) as template,
      count(*) filter (where pageviews > 0)::int as visitors,
      sum(pageviews)::int as pageviews,
      sum(enquiries)::int as enquiries,
      sum(lookbooks)::int as lookbooks,
      sum(bookings)::int as bookings
    from labelled
    where key is not null
    group by day, dimension, key
    having dimension = 'total' or sum(pageviews) + sum(enquiries) + sum(lookbooks) + sum(bookings) > 0
    union all
    select g.day::text as day, 'landing' as dimension, l.path as key, max(l.template) as template,
      0 as visitors, 0 as pageviews,
      count(*) filter (where g.goal = 'enquiry')::int as enquiries,
      count(*) filter (where g.goal = 'lookbook')::int as lookbooks,
      count(*) filter (where g.goal = 'booking')::int as bookings
    from (select * from analytics_events where ${where}) g
    cross join lateral (
      select p.path, p.template from analytics_events p
      where p.visit_id = g.visit_id and p.day = g.day and p.kind = 'pageview'
      order by p.at, p.id limit 1
    ) l
    where g.kind = 'goal' and g.visit_id is not null
    group by g.day, l.path
  `;
}

export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export interface RollupOutcome {
  /** the days rolled up for good by this run */
  rolledUp: string[];
  /** raw events deleted (older than the retention and rolled up) */
  pruned: number;
  /** salts of earlier days deleted */
  saltsForgotten: number;
}

/** A day's complete total row: the day is rolled up for good. */
const completeDay = (day: SQL) =>
  sql`exists (select 1 from analytics_daily d where d.dimension = 'total' and d.complete and d.day = ${day})`;

/**
 * The job's work (issue 30, docs/analytics.md), exactly once across instances: the run holds a
 * transaction-scoped advisory lock, and a day with a complete total row is never rolled up again,
 * so a second run (another instance, a retry) finds nothing to do. In order:
 * 1. every day before today (the studio's) with raw events and no complete rollup is rolled up
 *    for good (its provisional rows, if any, replaced);
 * 2. today so far is rolled up provisionally (its previous provisional rows replaced), so the
 *    dashboard reads today from rollups too, at most one run behind;
 * 3. raw events older than `RAW_RETENTION_DAYS` days are deleted, only from rolled-up days;
 * 4. every salt before today is deleted, so no earlier day's hash can be made again.
 */
export async function rollUpAndPrune(deps: { db: Database; clock: Clock }): Promise<RollupOutcome> {
  const { timeZone } = await getSendingSettings(deps.db);
  const now = deps.clock();
  const today = studioDay(now, timeZone);
  const settledToday = studioDay(new Date(now.getTime() - SETTLE_MS), timeZone);
  const cutoff = dayBefore(today, RAW_RETENTION_DAYS);
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK})`);
    // Candidate days from the first raw day on, each probed on the day index: no scan of the table.
    const pending = rowsOf<{ day: string }>(
      await tx.execute(sql`
        select d::date::text as day
        from generate_series((select min(day) from analytics_events), ${settledToday}::date - 1, interval '1 day') d
        where exists (select 1 from analytics_events e where e.day = d::date)
          and not ${completeDay(sql`d::date`)}
        order by 1`),
    ).map((row) => row.day);
    for (const day of pending) await rollUpDay(tx, day, true);
    if (settledToday === today) await rollUpDay(tx, today, false);
    const pruned = rowsOf<{ n: number }>(
      await tx.execute(sql`
        with gone as (
          delete from analytics_events e
          where e.day < ${cutoff}::date and ${completeDay(sql`e.day`)}
          returning 1
        ) select count(*)::int as n from gone`),
    )[0]?.n;
    const saltsForgotten = await forgetOldSalts(tx, today);
    return { rolledUp: pending, pruned: Number(pruned ?? 0), saltsForgotten };
  });
}

/**
 * One day's rows, replacing its provisional ones; `complete` for a day that has ended. The day's
 * vitals rows are replaced whole: only a day without a complete total row gets here, so they are
 * that day's provisional ones (or none).
 */
async function rollUpDay(tx: DbOrTx, day: string, complete: boolean): Promise<void> {
  await tx.execute(sql`delete from analytics_daily where day = ${day}::date and not complete`);
  await tx.execute(sql`
    insert into analytics_daily (day, dimension, key, template, visitors, pageviews, enquiries, lookbooks, bookings, complete)
    select day::date, dimension, key, template, visitors, pageviews, enquiries, lookbooks, bookings, ${complete}
    from (${dailyAggregateSql(sql`day = ${day}::date`)}) agg
    on conflict (day, dimension, key) do nothing`);
  await tx.execute(sql`delete from analytics_vitals_daily where day = ${day}::date`);
  await tx.execute(sql`
    insert into analytics_vitals_daily (day, template, screen, metric, samples)
    select day, template, screen, metric, array_agg(value order by value)
    from (${vitalsSamplesSql(sql`day = ${day}::date`)}) s
    group by day, template, screen, metric`);
}

/**
 * Every vitals sample of the raw events `where` selects, one row per (event, metric) with a value:
 * what `analytics_vitals_daily` holds sorted per day, and what the report reads for days not rolled
 * up yet. Samples without a screen class are not reported (nor were they before the rollup).
 */
export function vitalsSamplesSql(where: SQL): SQL {
  return sql`
    select e.day, e.template, e.screen, m.metric, m.value
    from analytics_events e
    cross join lateral (values ('LCP', e.lcp), ('INP', e.inp), ('CLS', e.cls), ('TTFB', e.ttfb)) m(metric, value)
    where e.kind = 'vitals' and e.screen is not null and m.value is not null and ${where}`;
}
