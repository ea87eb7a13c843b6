import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AnalyticsVitals } from '#shared/admin/analytics.ts';
import { prepareTestApp } from '../../../tests/support/test-app.ts';
import { analyticsVitalsDaily } from '../../platform/db/schema/index.ts';
import { getSendingSettings } from '../studio/index.ts';
import { analyticsVitals } from './dashboard.ts';
import { p75 } from './p75.ts';
import { rollUpAndPrune } from './rollup.ts';
import { insertEvents, type SeedEvent } from './testing/beacons.ts';
import { seeded } from './testing/seeded.ts';
import { dayBefore, studioDay } from './visitor.ts';

/**
 * The vitals report (issue 30) reads each rolled-up day's complete, sorted samples
 * (`analytics_vitals_daily`) and the raw events of days no run has rolled up yet, and answers
 * exactly the nearest-rank p75 of every sample of the range: p75.ts, the reference, on the seeded
 * samples — before any rollup, across rolled and live days, after a day is rolled up provisionally
 * and then for good, and after the raw events are pruned.
 */
const START = new Date('2026-11-20T20:00:00Z');
let now = START;
const t = prepareTestApp({ clock: () => now });

const METRIC_FIELDS = [
  ['LCP', 'lcp'],
  ['INP', 'inp'],
  ['CLS', 'cls'],
  ['TTFB', 'ttfb'],
] as const;

const templateOf = (path: string | undefined) => (path === '/' ? 'home' : path === '/about' ? 'about' : 'project');

/** Every sample of `days`' seeded events, against the report: count and p75 per cell, the same. */
function expectReference(answer: AnalyticsVitals, seededEvents: SeedEvent[], from: string, to: string): void {
  const inRange = seededEvents.filter((event) => event.day >= from && event.day <= to);
  const pairs = new Set(inRange.map((event) => `${templateOf(event.path)}/${event.screen}`));
  expect(answer.rows.map((row) => `${row.template}/${row.screen}`).sort()).toEqual([...pairs].sort());
  for (const row of answer.rows) {
    const samples = inRange.filter((event) => event.screen === row.screen && templateOf(event.path) === row.template);
    for (const [metric, field] of METRIC_FIELDS) {
      const values = samples
        .map((sample) => sample[field])
        .filter((value): value is number => typeof value === 'number');
      const label = `${from}…${to} ${row.template}/${row.screen} ${metric}`;
      expect(row[metric].samples, label).toBe(values.length);
      expect(row[metric].p75, label).toBe(p75(values));
    }
  }
}

/**
 * Vitals on `day`: three cells whose days differ (each day shifted, so the days' own p75s differ
 * and the range's lies between them), coarse values (ties at the p75), missing metrics.
 */
function vitalsOn(day: string, shift: number, seed: number, count = 30): SeedEvent[] {
  const random = seeded(seed);
  const cells = [
    ['/', 'phone'],
    ['/', 'desktop'],
    ['/projects/a', 'tablet'],
  ] as const;
  return cells.flatMap(([path, screen], cell) =>
    Array.from({ length: count + cell * 7 }, (_, i) => ({
      day,
      visitor: `${day}-${cell}-${i}`,
      visitId: `vitals-${day}-${cell}-${i}`,
      kind: 'vitals' as const,
      path,
      screen,
      lcp: 100 * Math.round(8 + random() * 30) + shift * 100,
      inp: random() < 0.2 ? null : 8 * Math.round(random() * 60),
      cls: Math.round(random() * 40) / 100 + shift / 100,
      ttfb: i % 5 === 0 ? null : Math.round(100 + random() * 2000) + shift * 13.5,
    })),
  );
}

/**
 * Two days made so that the range's p75 is one day's own p75 reached through ties (1, 1, … at or
 * below the lower day's p75 already fill the rank) and, for INP, a value strictly inside the window.
 */
function tiedDays(first: string, second: string): SeedEvent[] {
  const event = (day: string, i: number, lcp: number, inp: number | null): SeedEvent => ({
    day,
    visitor: `tie-${day}-${i}`,
    visitId: `tie-${day}-${i}`,
    kind: 'vitals',
    path: '/about',
    screen: 'phone',
    lcp,
    inp,
  });
  return [
    // LCP: 100 × 1 on the first day (p75 1); 1, 1, 50, 50 on the second (p75 50): the range's is 1.
    // INP: 1, 1, 1, 1 (p75 1) and 1, 2, 3, 4 (p75 3): the range's 6th of 8 is 2, inside (1, 3],
    // one past the five samples at or below 1.
    ...Array.from({ length: 100 }, (_, i) => event(first, i, 1, i < 4 ? 1 : null)),
    ...[1, 1, 50, 50].map((lcp, i) => event(second, 100 + i, lcp, i + 1)),
  ];
}

const seededEvents: SeedEvent[] = [];
async function seed(events: SeedEvent[]): Promise<void> {
  seededEvents.push(...events);
  await insertEvents(t.deps.db, events);
}

describe('the vitals report from daily sorted samples and raw events', () => {
  it('answers the exact p75 across rolled-up, provisional and live days, and keeps vitals past the raw events', async () => {
    const { timeZone } = await getSendingSettings(t.deps.db);
    const today = studioDay(now, timeZone);
    const back = (days: number) => dayBefore(today, days);
    await seed([
      ...vitalsOn(back(40), 9, 1),
      ...vitalsOn(back(3), 0, 2),
      ...vitalsOn(back(2), 12, 3),
      ...vitalsOn(back(1), 4, 4, 45),
      ...vitalsOn(today, 20, 5),
      ...tiedDays(back(3), back(2)),
    ]);

    // Nothing rolled up: every day live, from raw events.
    expectReference(await analyticsVitals(t.deps.db, { from: back(3), to: today }), seededEvents, back(3), today);

    // The job: every ended day for good, today provisionally; raw events 40 days old pruned.
    await rollUpAndPrune(t.deps);
    const rows = await t.deps.db
      .select({ samples: analyticsVitalsDaily.samples })
      .from(analyticsVitalsDaily)
      .where(
        and(
          eq(analyticsVitalsDaily.day, back(2)),
          eq(analyticsVitalsDaily.template, 'home'),
          eq(analyticsVitalsDaily.screen, 'phone'),
          eq(analyticsVitalsDaily.metric, 'LCP'),
        ),
      );
    // The day's every sample of the cell, ascending (ties kept).
    const expected = seededEvents
      .filter((event) => event.day === back(2) && event.path === '/' && event.screen === 'phone')
      .map((event) => event.lcp as number)
      .sort((a, b) => a - b);
    expect(rows).toEqual([{ samples: expected }]);
    expectReference(await analyticsVitals(t.deps.db, { from: back(3), to: today }), seededEvents, back(3), today);

    // Tomorrow (the job has not run since): rolled-up days, today's provisional rows and
    // tomorrow's raw events in one range; more samples arrive today after its provisional rollup.
    now = new Date(START.getTime() + 24 * 60 * 60 * 1000);
    try {
      const tomorrow = studioDay(now, timeZone);
      await seed(vitalsOn(tomorrow, 7, 6));
      const lateToday = vitalsOn(today, -5, 7, 10);
      await insertEvents(t.deps.db, lateToday);
      // Not yet counted: today's rollup is provisional, and the report reads it (up to a run behind).
      expectReference(
        await analyticsVitals(t.deps.db, { from: back(3), to: tomorrow }),
        seededEvents,
        back(3),
        tomorrow,
      );
      seededEvents.push(...lateToday);

      // The next run rolls today up for good, replacing its provisional rows (not adding to them).
      await rollUpAndPrune(t.deps);
      expectReference(
        await analyticsVitals(t.deps.db, { from: back(3), to: tomorrow }),
        seededEvents,
        back(3),
        tomorrow,
      );
      expectReference(await analyticsVitals(t.deps.db, { from: today, to: today }), seededEvents, today, today);
    } finally {
      now = START;
    }

    // 40 days back: its raw events are gone, its vitals are still reported, exactly.
    const old = await analyticsVitals(t.deps.db, { from: back(40), to: back(40) });
    expect(old.rows.length).toBeGreaterThan(0);
    expectReference(old, seededEvents, back(40), back(40));
    expectReference(await analyticsVitals(t.deps.db, { from: back(40), to: back(2) }), seededEvents, back(40), back(2));
  });
});
