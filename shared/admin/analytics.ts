import { SCREEN_CLASSES } from '../analytics/beacon.ts';
import { withCode } from '../api/errors.ts';
import { z } from '../zod.ts';

/**
 * The analytics tab's data (issue 30, docs/analytics.md): the dashboard's answers and the ranges
 * they are asked for. Days are the studio's (its time zone in the settings); visitors over a range
 * are the sum of each day's distinct visitors, because the hash's salt changes every day.
 */

/** What kind of page a path is, derived on the server from the path (one function: page-template.ts). */
export const PAGE_TEMPLATES = [
  'home',
  'portfolio',
  'project',
  'journal',
  'post',
  'about',
  'contact',
  'book',
  'other',
] as const;
export type PageTemplate = (typeof PAGE_TEMPLATES)[number];

/** The conversions the site counts: an enquiry, a lookbook download, a booked consultation. */
export const GOALS = ['enquiry', 'lookbook', 'booking'] as const;
export type Goal = (typeof GOALS)[number];

export const METRICS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type Metric = (typeof METRICS)[number];

/**
 * web.dev's thresholds (https://web.dev/articles/vitals): at or below `good` is good, above `poor`
 * is poor, between needs improvement. Milliseconds, CLS unitless.
 */
export const VITALS_THRESHOLDS: Record<Metric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  TTFB: { good: 800, poor: 1800 },
};
export const RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type Rating = (typeof RATINGS)[number];

export function rateMetric(metric: Metric, value: number): Rating {
  const { good, poor } = VITALS_THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/** The longest range one question may span (a little over a year, so "this year vs last" fits). */
export const MAX_RANGE_DAYS = 400;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as YYYY-MM-DD that exists (2026-02-30 does not). */
export function isCalendarDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Whole days from `from` to `to` inclusive (1 for one day). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const DayField = z.string().refine(isCalendarDay, withCode('invalid_date', 'Dates are written as YYYY-MM-DD.'));

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`: the studio's days, both included, at most `MAX_RANGE_DAYS`. */
export const AnalyticsRangeSchema = z
  .strictObject({ from: DayField, to: DayField })
  .refine((range) => daysInRange(range.from, range.to) >= 1 && daysInRange(range.from, range.to) <= MAX_RANGE_DAYS, {
    path: ['to'],
    ...withCode(
      'date_range_invalid',
      `The range must end on or after its first day and span at most ${MAX_RANGE_DAYS} days.`,
      { maximum: MAX_RANGE_DAYS },
    ),
  });
export type AnalyticsRange = z.output<typeof AnalyticsRangeSchema>;

export const ANALYTICS_REPORTS = ['pages', 'content', 'sources', 'campaigns', 'devices', 'goals', 'vitals'] as const;
export type AnalyticsReport = (typeof ANALYTICS_REPORTS)[number];

export const AnalyticsExportQuerySchema = z
  .strictObject({ report: z.enum(ANALYTICS_REPORTS), from: DayField, to: DayField })
  .refine((range) => daysInRange(range.from, range.to) >= 1 && daysInRange(range.from, range.to) <= MAX_RANGE_DAYS, {
    path: ['to'],
    ...withCode(
      'date_range_invalid',
      `The range must end on or after its first day and span at most ${MAX_RANGE_DAYS} days.`,
      { maximum: MAX_RANGE_DAYS },
    ),
  });

const GoalCountsSchema = z.strictObject({
  enquiry: z.number().int(),
  lookbook: z.number().int(),
  booking: z.number().int(),
});
export type GoalCounts = z.output<typeof GoalCountsSchema>;

/** One row of a breakdown: visitors (summed over days), pageviews and the goals it led to. */
const BreakdownRowSchema = z.strictObject({
  visitors: z.number().int(),
  pageviews: z.number().int(),
  goals: GoalCountsSchema,
});

export const AnalyticsTotalsSchema = z.strictObject({ visitors: z.number().int(), pageviews: z.number().int() });

export const AnalyticsOverviewSchema = z.strictObject({
  range: z.strictObject({ from: z.string(), to: z.string(), timeZone: z.string() }),
  /** the range before, of equal length, for the comparison */
  previousRange: z.strictObject({ from: z.string(), to: z.string() }),
  totals: AnalyticsTotalsSchema,
  previousTotals: AnalyticsTotalsSchema,
  /** every day of the range, zeros included */
  daily: z.array(z.strictObject({ day: z.string(), visitors: z.number().int(), pageviews: z.number().int() })),
  /** by pageviews, the first 20 */
  pages: z.array(BreakdownRowSchema.extend({ path: z.string(), template: z.enum(PAGE_TEMPLATES) })),
  /** where visits came from: an external referrer's host, or "Direct" */
  sources: z.array(BreakdownRowSchema.extend({ source: z.string() })),
  campaigns: z.array(BreakdownRowSchema.extend({ campaign: z.string() })),
  devices: z.array(BreakdownRowSchema.extend({ screen: z.enum(SCREEN_CLASSES) })),
  goals: GoalCountsSchema,
  /** enquiries and lookbook downloads made on each project page and journal post */
  content: z.array(
    z.strictObject({
      kind: z.enum(['project', 'post']),
      path: z.string(),
      /** null when no project or post has that address any more */
      title: z.string().nullable(),
      pageviews: z.number().int(),
      enquiries: z.number().int(),
      lookbooks: z.number().int(),
    }),
  ),
});
export type AnalyticsOverview = z.output<typeof AnalyticsOverviewSchema>;

const MetricSummarySchema = z.strictObject({
  /** the 75th percentile (nearest rank, = PostgreSQL's percentile_disc(0.75)); null without samples */
  p75: z.number().nullable(),
  samples: z.number().int(),
  rating: z.enum(RATINGS).nullable(),
});

export const AnalyticsVitalsSchema = z.strictObject({
  range: z.strictObject({ from: z.string(), to: z.string(), timeZone: z.string() }),
  rows: z.array(
    z.strictObject({
      template: z.enum(PAGE_TEMPLATES),
      screen: z.enum(SCREEN_CLASSES),
      LCP: MetricSummarySchema,
      INP: MetricSummarySchema,
      CLS: MetricSummarySchema,
      TTFB: MetricSummarySchema,
    }),
  ),
});
export type AnalyticsVitals = z.output<typeof AnalyticsVitalsSchema>;
