import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { GOALS, METRICS, PAGE_TEMPLATES } from '#shared/admin/analytics.ts';
import { SCREEN_CLASSES } from '#shared/analytics/beacon.ts';
import { leads } from './leads.ts';

/**
 * Private analytics (issue 30, docs/analytics.md). No column holds an address, a cookie or
 * anything that names a person: a visitor is a truncated hash of (the day's salt, address, user
 * agent), and the salt is deleted once its day is over, so no hash can be recomputed from an
 * address afterwards.
 */

/** One random salt per studio day, made on first use; the daily job deletes every earlier day's. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const analyticsEventKinds = ['pageview', 'vitals', 'goal'] as const;

/** Raw events, kept 30 days (then rolled up and deleted by the daily job). */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** the studio's day of `at` when it was stored: the salt's day, the rollup's day */
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: analyticsEventKinds }).notNull(),
    /** the page script's id of one page load (and its client-side navigations); null for a goal without one */
    visitId: text('visit_id'),
    /** sha256(day's salt ‖ address ‖ user agent), truncated */
    visitor: text('visitor').notNull(),
    path: text('path').notNull(),
    template: text('template', { enum: PAGE_TEMPLATES }).notNull(),
    /** an external referrer's host; null for none or the studio's own site ("Direct") */
    referrerHost: text('referrer_host'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    utmTerm: text('utm_term'),
    utmContent: text('utm_content'),
    screen: text('screen', { enum: SCREEN_CLASSES }),
    lcp: doublePrecision('lcp'),
    inp: doublePrecision('inp'),
    cls: doublePrecision('cls'),
    ttfb: doublePrecision('ttfb'),
    goal: text('goal', { enum: GOALS }),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'set null' }),
  },
  (t) => [
    // The dashboard's and the rollup's reads: one kind over a range of days.
    index('analytics_events_kind_day_idx').on(t.kind, t.day),
    // Attribution: a visit's pageviews in order; the fallback, a visitor's pageviews of one day.
    index('analytics_events_visit_idx').on(t.visitId, t.at).where(sql`${t.visitId} is not null`),
    index('analytics_events_visitor_idx').on(t.visitor, t.day),
    // The prune: every day before the cutoff.
    index('analytics_events_day_idx').on(t.day),
  ],
);

/** `landing`: goals credited to the page their visit landed on (the content table's enquiries). */
export const analyticsDimensions = ['total', 'page', 'source', 'campaign', 'screen', 'landing'] as const;

/**
 * Daily rollups, kept for ever: per studio day, one row per value of each dimension (the day's
 * total; each page; each source — an external referrer's host or "Direct"; each UTM campaign; each
 * screen class) with its distinct visitors, pageviews and goals. Visitors are counted within the
 * row's own group, so a dimension's visitors are exact per day (docs/analytics.md says why this
 * shape rather than one row per combination). The day's complete `total` row marks the day as rolled up.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    dimension: text('dimension', { enum: analyticsDimensions }).notNull(),
    key: text('key').notNull(),
    /** the page's template (page rows); '' elsewhere */
    template: text('template').notNull().default(''),
    visitors: integer('visitors').notNull(),
    pageviews: integer('pageviews').notNull(),
    enquiries: integer('enquiries').notNull().default(0),
    lookbooks: integer('lookbooks').notNull().default(0),
    bookings: integer('bookings').notNull().default(0),
    /**
     * false: today's provisional rows, replaced by each run of the job until the day has ended and
     * is rolled up for good (then true, and never rolled up again)
     */
    complete: boolean('complete').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.dimension, t.key] }),
    index('analytics_daily_dimension_idx').on(t.dimension, t.day),
  ],
);

/**
 * Each day's vitals, complete and sorted, kept for ever like `analytics_daily`: per studio day,
 * template, screen class and metric (LCP, INP, CLS, TTFB), every non-null sample of that day in
 * ascending order. Complete rather than a daily percentile because an exact p75 cannot be made from
 * daily p75s; with every value kept, the report's nearest-rank p75 over any range is exactly
 * `percentile_disc(0.75)` over the raw events (docs/analytics.md). Written by the rollup job with
 * `analytics_daily`, in the same transaction (today's rows replaced each run until the day ends).
 *
 * float8[] rather than a bytea of packed doubles: the report reads only a narrow slice of each
 * array, found by `width_bucket` (a binary search on a sorted array, in the database) and cut with
 * an array slice — both need the array type. Reading whole arrays is what would have to be fast, and
 * is not on PGlite (1M values: ~700 ms as float8[], ~1.4 s as bytea hex, ~150 ms as base64 text).
 */
export const analyticsVitalsDaily = pgTable(
  'analytics_vitals_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    template: text('template').notNull(),
    screen: text('screen').notNull(),
    metric: text('metric', { enum: METRICS }).notNull(),
    /** sorted ascending, no nulls */
    samples: doublePrecision('samples').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.template, t.screen, t.metric] })],
);
