import { type SQL, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { Database, DbOrTx } from '../../platform/db/client.ts';
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
  dimension: 'total' | 'page' | 'source' | 'campaign' | 'screen';
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

/** One day's rows, replacing its provisional ones; `complete` for a day that has ended. */
async function rollUpDay(tx: DbOrTx, day: string, complete: boolean): Promise<void> {
  await tx.execute(sql`delete from analytics_daily where day = ${day}::date and not complete`);
  await tx.execute(sql`
    insert into analytics_daily (day, dimension, key, template, visitors, pageviews, enquiries, lookbooks, bookings, complete)
    select day::date, dimension, key, template, visitors, pageviews, enquiries, lookbooks, bookings, ${complete}
    from (${dailyAggregateSql(sql`day = ${day}::date`)}) agg
    on conflict (day, dimension, key) do nothing`);
}
