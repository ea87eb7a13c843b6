import { isCalendarDay, type Metric, type Rating, VITALS_THRESHOLDS } from '#shared/admin/analytics.ts';
import type { Language } from '#shared/admin/auth.ts';
import { wallClock } from '#shared/wall-clock.ts';

/**
 * The Analytics tab's pure parts (issue 30, docs/analytics.md): the ranges it offers, counted in
 * the studio's days (its time zone in the settings, as the server counts them), the change against
 * the previous period, and the words and units of a page-speed figure.
 */

export const RANGE_PRESETS = ['7d', '30d', '90d', '12m'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
/** Last 30 days: what the tab shows when the address names no range. */
export const DEFAULT_PRESET: RangePreset = '30d';

export interface DayRange {
  from: string;
  to: string;
}

const two = (n: number) => String(n).padStart(2, '0');

/** The studio's calendar day at `now` (YYYY-MM-DD), whichever zone the browser is in. */
export function studioToday(now: Date, timeZone: string): string {
  const wall = wallClock(now, timeZone);
  return `${wall.year}-${two(wall.month)}-${two(wall.day)}`;
}

/** `day` moved by `days` (negative: earlier), as calendar arithmetic. */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * A preset's days, today included: the last 7, 30 or 90 days, or the last 12 months (the day after
 * the same date a year ago, through today; the 29th of February a year on is the 28th).
 */
export function presetRange(preset: RangePreset, today: string): DayRange {
  if (preset === '12m') {
    const [year, month, day] = today.split('-').map(Number) as [number, number, number];
    const lastOfMonth = new Date(Date.UTC(year - 1, month, 0)).getUTCDate();
    const yearAgo = `${year - 1}-${two(month)}-${two(Math.min(day, lastOfMonth))}`;
    return { from: shiftDay(yearAgo, 1), to: today };
  }
  const length = { '7d': 7, '30d': 30, '90d': 90 }[preset];
  return { from: shiftDay(today, -(length - 1)), to: today };
}

/** Which preset a range is today, or 'custom'. */
export function presetOf(range: DayRange, today: string): RangePreset | 'custom' {
  return (
    RANGE_PRESETS.find((preset) => {
      const candidate = presetRange(preset, today);
      return candidate.from === range.from && candidate.to === range.to;
    }) ?? 'custom'
  );
}

/**
 * The range the address asks for (`?from=…&to=…`), or the default one. What the address says is
 * passed on as it is, even a range the server refuses, so its refusal shows beside the dates; only
 * a missing or malformed day falls back to the default.
 */
export function rangeFromSearch(search: URLSearchParams, today: string): DayRange {
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  if (isCalendarDay(from) && isCalendarDay(to)) return { from, to };
  return presetRange(DEFAULT_PRESET, today);
}

/**
 * The change from the previous period in percent, or null when the previous period had none (a
 * change from nothing has no percentage).
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return ((current - previous) / previous) * 100;
}

export type ChangeDirection = 'up' | 'down' | 'same' | 'none';

export function changeDirection(change: number | null): ChangeDirection {
  if (change === null) return 'none';
  const rounded = Math.round(change);
  if (rounded === 0) return 'same';
  return rounded > 0 ? 'up' : 'down';
}

/** "25%", "25 %" (French) in the admin's language, without a sign (the words say up or down). */
export function formatPercent(language: Language, change: number): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(Math.abs(change) / 100);
}

/** The message key of a rating's words. */
export const RATING_KEY = {
  good: 'ratingGood',
  'needs-improvement': 'ratingNeedsImprovement',
  poor: 'ratingPoor',
} as const satisfies Record<Rating, string>;

/**
 * A metric's value in its unit: milliseconds under a second ("180 ms"), seconds to one decimal
 * above, to one decimal ("2.6 sec", "4.0 sec"), CLS as the unitless score it is ("0.05").
 */
export function formatMetric(language: Language, metric: Metric, value: number): string {
  if (metric === 'CLS') {
    return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  }
  if (value < 1000) {
    return new Intl.NumberFormat(language, { style: 'unit', unit: 'millisecond', maximumFractionDigits: 0 }).format(
      value,
    );
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'second',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value / 1000);
}

/** A metric's two thresholds in its unit, for the line that explains the ratings. */
export function thresholdsText(language: Language, metric: Metric): { good: string; poor: string } {
  const { good, poor } = VITALS_THRESHOLDS[metric];
  return { good: formatMetric(language, metric, good), poor: formatMetric(language, metric, poor) };
}
