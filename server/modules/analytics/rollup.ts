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
 * A visit's source and campaign are its landing page view's (a later internal navigation is not
 * "Direct"); a goal without a visit carries its own (from its attribution). Vitals count nowhere
 * but in the day's total row, which every day with events gets, so it also marks the day as done.
 */
export function dailyAggregateSql(where: SQL): SQL {
  const counts = sql.raw(`count(distinct visitor) filter (where kind = 'pageview')::int as visitors,
      count(*) filter (where kind = 'pageview')::int as pageviews,
      count(*) filter (where goal = 'enquiry')::int as enquiries,
      count(*) filter (where goal = 'lookbook')::int as lookbooks,
      count(*) filter (where goal = 'booking')::int as bookings`);
  return sql`
    with ev as (
      select id, at, day, kind, visit_id, visitor, path, template, referrer_host, utm_campaign, screen, goal
      from analytics_events where ${where}
    ),
    landing as (
      select distinct on (day, visit_id) day, visit_id,
        coalesce(referrer_host, 'Direct') as source, utm_campaign as campaign
      from ev where kind = 'pageview' and visit_id is not null
      order by day, visit_id, at, id
    ),
    tagged as (
      select ev.*,
        case when l.visit_id is not null then l.source else coalesce(ev.referrer_host, 'Direct') end as source,
        case when l.visit_id is not null then l.campaign else ev.utm_campaign end as campaign
      from ev left join landing l on l.day = ev.day and l.visit_id = ev.visit_id
      where ev.kind <> 'vitals'
    )
    select ev_days.day::text as day, 'total' as dimension, '' as key, '' as template,
      coalesce(t.visitors, 0) as visitors, coalesce(t.pageviews, 0) as pageviews,
      coalesce(t.enquiries, 0) as enquiries, coalesce(t.lookbooks, 0) as lookbooks, coalesce(t.bookings, 0) as bookings
    from (select distinct day from ev) ev_days
    left join (select day, ${counts} from tagged group by day) t on t.day = ev_days.day
    union all
    select day::text, 'page', path, max(template), ${counts} from tagged group by day, path
    union all
    select day::text, 'source', source, '', ${counts} from tagged group by day, source
    union all
    select day::text, 'campaign', campaign, '', ${counts} from tagged where campaign is not null group by day, campaign
    union all
    select day::text, 'screen', screen, '', ${counts} from tagged where screen is not null group by day, screen
  `;
}

export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export interface RollupOutcome {
  /** the days rolled up by this run */
  rolledUp: string[];
  /** raw events deleted (older than the retention and rolled up) */
  pruned: number;
  /** salts of earlier days deleted */
  saltsForgotten: number;
}

/**
 * The daily job's work (issue 30, docs/analytics.md), exactly once across instances: the run holds
 * a transaction-scoped advisory lock, and a day whose total row exists is never rolled up again,
 * so a second run (another instance, a retry) finds nothing to do. In order:
 * 1. every day before today (the studio's) with raw events and no rollup is rolled up;
 * 2. raw events older than `RAW_RETENTION_DAYS` days are deleted, only from rolled-up days;
 * 3. every salt before today is deleted, so no earlier day's hash can be made again.
 */
export async function rollUpAndPrune(deps: { db: Database; clock: Clock }): Promise<RollupOutcome> {
  const { timeZone } = await getSendingSettings(deps.db);
  const now = deps.clock();
  const today = studioDay(now, timeZone);
  const settledToday = studioDay(new Date(now.getTime() - SETTLE_MS), timeZone);
  const cutoff = dayBefore(today, RAW_RETENTION_DAYS);
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK})`);
    const pending = rowsOf<{ day: string }>(
      await tx.execute(sql`
        select distinct e.day::text as day from analytics_events e
        where e.day < ${settledToday}::date
          and not exists (select 1 from analytics_daily d where d.dimension = 'total' and d.day = e.day)
        order by 1`),
    ).map((row) => row.day);
    for (const day of pending) await rollUpDay(tx, day);
    const pruned = rowsOf<{ n: number }>(
      await tx.execute(sql`
        with gone as (
          delete from analytics_events e
          where e.day < ${cutoff}::date
            and exists (select 1 from analytics_daily d where d.dimension = 'total' and d.day = e.day)
          returning 1
        ) select count(*)::int as n from gone`),
    )[0]?.n;
    const saltsForgotten = await forgetOldSalts(tx, today);
    return { rolledUp: pending, pruned: Number(pruned ?? 0), saltsForgotten };
  });
}

async function rollUpDay(tx: DbOrTx, day: string): Promise<void> {
  await tx.execute(sql`
    insert into analytics_daily (day, dimension, key, template, visitors, pageviews, enquiries, lookbooks, bookings)
    select day::date, dimension, key, template, visitors, pageviews, enquiries, lookbooks, bookings
    from (${dailyAggregateSql(sql`day = ${day}::date`)}) agg
    on conflict (day, dimension, key) do nothing`);
}
