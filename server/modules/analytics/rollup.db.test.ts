import { and, eq, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { prepareTestApp } from '../../../tests/support/test-app.ts';
import {
  analyticsDaily,
  analyticsEvents,
  analyticsSalts,
  analyticsVitalsDaily,
} from '../../platform/db/schema/index.ts';
import { startBoss } from '../../platform/jobs/boss.ts';
import { getSendingSettings } from '../studio/index.ts';
import { rollUpAndPrune } from './rollup.ts';
import { ANALYTICS_ROLLUP_JOB, registerAnalyticsJobs } from './rollup-job.ts';
import { insertEvents } from './testing/beacons.ts';
import { dayBefore, studioDay } from './visitor.ts';

/**
 * The daily job (issue 30) on a clock the test moves: finished days are rolled up once, raw events
 * older than 30 days are deleted only after their day is rolled up, earlier days' salts are
 * forgotten — and with two workers (two instances) racing, each day is rolled up exactly once.
 */
const START = new Date('2026-11-20T20:00:00Z');
let now = START;
const t = prepareTestApp({ clock: () => now });

/** Queues the job on a worker's queue, as the schedule does, and waits until it is done. */
async function runJob(boss: PgBoss): Promise<void> {
  const id = await boss.send(ANALYTICS_ROLLUP_JOB, {});
  // The 'stately' queue refuses a second job while one waits: that refusal is itself the "once".
  if (!id) return;
  await expect
    .poll(async () => (await boss.getJobById(ANALYTICS_ROLLUP_JOB, id))?.state, { timeout: 20_000, interval: 200 })
    .toBe('completed');
}

const totalsOf = async (day: string) =>
  t.deps.db
    .select({
      visitors: analyticsDaily.visitors,
      pageviews: analyticsDaily.pageviews,
      complete: analyticsDaily.complete,
    })
    .from(analyticsDaily)
    .where(and(eq(analyticsDaily.day, day), eq(analyticsDaily.dimension, 'total')));
const rawDays = async () =>
  (await t.deps.db.selectDistinct({ day: analyticsEvents.day }).from(analyticsEvents).orderBy(analyticsEvents.day)).map(
    (row) => row.day,
  );

/** Two visitors, three page views and a vitals sample on `day`. */
const dayOfVisits = (day: string) => [
  { day, visitor: `a-${day}`, path: '/' },
  { day, visitor: `a-${day}`, path: '/portfolio' },
  { day, visitor: `b-${day}`, path: '/' },
  { day, visitor: `b-${day}`, path: '/', kind: 'vitals' as const, lcp: 1200 },
];

describe('the analytics rollup and prune', () => {
  it('rolls up each finished day once, with two workers racing, and prunes raw events past 30 days', async () => {
    const { timeZone } = await getSendingSettings(t.deps.db);
    const today = studioDay(now, timeZone);
    const days = [40, 31, 30, 2, 1, 0].map((back) => dayBefore(today, back));
    await insertEvents(t.deps.db, days.flatMap(dayOfVisits));
    await t.deps.db
      .insert(analyticsSalts)
      .values([dayBefore(today, 2), dayBefore(today)].map((day) => ({ day, salt: `old-${day}` })))
      .onConflictDoNothing();

    const second = await startBoss(t.handle);
    try {
      await registerAnalyticsJobs(second, t.deps, { schedule: false });
      await Promise.all([runJob(t.boss as PgBoss), runJob(second), runJob(t.boss as PgBoss), runJob(second)]);
    } finally {
      await second.stop({ graceful: false, wait: true });
    }

    // Every finished day once, counted right (a sum of two runs would say 4 and 6); today is
    // provisional until it ends.
    for (const day of days.slice(0, 5)) {
      expect(await totalsOf(day), day).toEqual([{ visitors: 2, pageviews: 3, complete: true }]);
    }
    expect(await totalsOf(today)).toEqual([{ visitors: 2, pageviews: 3, complete: false }]);
    // Raw events 31 and 40 days old are gone; 30 days old is still kept, and so is today.
    expect(await rawDays()).toEqual(days.slice(2));
    // Each day's vitals are kept (raw ones of 31 and 40 days ago are gone, their rollup is not):
    // one sorted row per day × template × screen × metric, today's provisional among them.
    const vitals = await t.deps.db
      .select({
        day: analyticsVitalsDaily.day,
        metric: analyticsVitalsDaily.metric,
        samples: analyticsVitalsDaily.samples,
      })
      .from(analyticsVitalsDaily)
      .orderBy(analyticsVitalsDaily.day);
    expect(vitals).toEqual(days.map((day) => ({ day, metric: 'LCP', samples: [1200] })));
    // Only today's salt is left: no earlier day's hash can be made again.
    const salts = await t.deps.db.select({ day: analyticsSalts.day }).from(analyticsSalts);
    expect(salts.every((salt) => salt.day >= today)).toBe(true);
  });

  it('two runs at the same moment: one rolls the day up, the other finds nothing to do', async () => {
    const { timeZone } = await getSendingSettings(t.deps.db);
    const day = dayBefore(studioDay(now, timeZone), 3);
    await insertEvents(t.deps.db, dayOfVisits(day));
    const outcomes = await Promise.all([rollUpAndPrune(t.deps), rollUpAndPrune(t.deps)]);
    expect(outcomes.map((outcome) => outcome.rolledUp).sort()).toEqual([[], [day]]);
    expect(await totalsOf(day)).toEqual([{ visitors: 2, pageviews: 3, complete: true }]);
  });

  it('rolls today up provisionally, for good once it has ended, and a late run still finds it', async () => {
    const { timeZone } = await getSendingSettings(t.deps.db);
    const today = studioDay(now, timeZone);
    await insertEvents(t.deps.db, [{ day: today, visitor: 'late-visitor', path: '/about' }]);
    expect((await rollUpAndPrune(t.deps)).rolledUp).not.toContain(today);
    const provisional = await totalsOf(today);
    expect(provisional).toHaveLength(1);
    expect(provisional[0]?.complete).toBe(false);
    // A later page view today is in the next run's provisional rows.
    await insertEvents(t.deps.db, [{ day: today, visitor: 'later-visitor', path: '/about' }]);
    await rollUpAndPrune(t.deps);
    expect((await totalsOf(today))[0]?.pageviews).toBe((provisional[0]?.pageviews ?? 0) + 1);
    // Two days later (the job did not run in between): yesterday's and the day before are rolled up.
    now = new Date(START.getTime() + 2 * 24 * 60 * 60 * 1000);
    try {
      expect((await rollUpAndPrune(t.deps)).rolledUp).toContain(today);
    } finally {
      now = START;
    }
    const [row] = await totalsOf(today);
    expect(row?.complete).toBe(true);
    expect(row?.pageviews).toBeGreaterThanOrEqual(5);
    const count = await t.deps.db.execute(
      sql`select count(*)::int as n from analytics_daily where day = ${today}::date and dimension = 'total'`,
    );
    expect((count as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(1);
  });
});
