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
import { GOALS, PAGE_TEMPLATES } from '#shared/admin/analytics.ts';
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

export const analyticsDimensions = ['total', 'page', 'source', 'campaign', 'screen'] as const;

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
