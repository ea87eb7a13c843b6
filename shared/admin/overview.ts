import { IsoInstant } from '../api/common.ts';
import { z } from '../zod.ts';

/**
 * GET /api/admin/overview (D27): the dashboard's first screen in one call, all live counts.
 */

/**
 * Every kind of event the audit log records (the UI has a sentence for each, in each language).
 * `auth.*` and `user.*` concern staff accounts. `content.*` is a write to any record the studio
 * runs from the admin, not only public content: projects, posts and testimonials, but also leads,
 * e-mail templates, the studio and e-mail settings, a failed send; `entityType` says which, and
 * the sentence names it. One verb family keeps the log filterable by what was done.
 */
export const AUDIT_ACTIONS = [
  'auth.sign-in',
  'auth.sign-in-failed',
  'auth.sign-out',
  'auth.locked-out',
  /** ADR 014: a wrong second-step code (the password was right) */
  'auth.two-factor-failed',
  'auth.two-factor-enabled',
  'auth.two-factor-disabled',
  /** an admin (or the operator's CLI) turned off someone else's two-factor sign-in */
  'auth.two-factor-reset',
  'auth.recovery-code-used',
  'auth.recovery-codes-renewed',
  /** 'Sign out other sessions' */
  'auth.sessions-ended',
  /** an admin required, or stopped requiring, two-factor sign-in for admins */
  'auth.two-factor-policy',
  'user.create',
  'user.update',
  'user.delete',
  'user.password',
  'user.preferences',
  'content.create',
  'content.update',
  'content.delete',
  'content.reorder',
  /** D24: the scheduler published a scheduled post at its time (no actor: nobody clicked) */
  'content.publish',
  /** issue 27: staff booked a consultation for a lead, moved or cancelled one, blocked a time */
  'booking.create',
  'booking.reschedule',
  'booking.cancel',
  'booking.block',
  'booking-type.create',
  'booking-type.update',
  /** the booking hours and rules */
  'availability.update',
  /** issue 27: an admin cleared the demo studio's fictional clients */
  'demo.clear',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const LEAD_CHART_SOURCES = ['contact', 'lookbook', 'chat', 'manual', 'referral', 'social_media'] as const;
export type LeadChartSource = (typeof LEAD_CHART_SOURCES)[number];

export const SEND_OUTCOMES = ['sent', 'failed', 'unknown', 'suppressed'] as const;
export type SendOutcome = (typeof SEND_OUTCOMES)[number];

const count = z.number().int().min(0);
const countsOf = <const K extends readonly [string, ...string[]]>(keys: K) => z.record(z.enum(keys), count);

export const OverviewStatsSchema = z.strictObject({
  /** Total Projects, with how many are featured */
  projects: z.strictObject({ total: count, featured: count }),
  /** Blog Posts, with how many are published */
  posts: z.strictObject({ total: count, published: count }),
  /** Testimonials, with how many have a rating of 5 */
  testimonials: z.strictObject({ total: count, fiveStar: count }),
  /** Lookbook Projects, with how many are in the banner */
  lookbook: z.strictObject({ inLookbook: count, inBanner: count }),
});
export type OverviewStats = z.output<typeof OverviewStatsSchema>;

export const FEATURED_KINDS = ['project', 'post', 'testimonial'] as const;
export type FeaturedKind = (typeof FEATURED_KINDS)[number];

export const FeaturedItemSchema = z.strictObject({
  kind: z.enum(FEATURED_KINDS),
  id: z.number().int(),
  title: z.string(),
  /** the public page that shows it */
  href: z.string(),
});
export type FeaturedItem = z.output<typeof FeaturedItemSchema>;

/**
 * One audit event, as the Recent Activity list shows it. The UI writes the sentence in the reader's
 * language from `action`, `entityType` and `label`; `label` is the item's name when it happened.
 */
export const ActivityEntrySchema = z.strictObject({
  id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  entityType: z.string(),
  entityId: z.string().nullable(),
  label: z.string().nullable(),
  actor: z.string().nullable(),
  at: IsoInstant,
});
export type ActivityEntry = z.output<typeof ActivityEntrySchema>;

/** New leads in one week (Monday 00:00 UTC onwards), by source. */
export const LeadsWeekSchema = z.strictObject({ weekStart: z.string(), counts: countsOf(LEAD_CHART_SOURCES) });
export type LeadsWeek = z.output<typeof LeadsWeekSchema>;

/** E-mail sends settled on one day (UTC), by outcome. */
export const SendsDaySchema = z.strictObject({ date: z.string(), counts: countsOf(SEND_OUTCOMES) });
export type SendsDay = z.output<typeof SendsDaySchema>;

export const OverviewSchema = z.strictObject({
  stats: OverviewStatsSchema,
  featured: z.array(FeaturedItemSchema),
  activity: z.array(ActivityEntrySchema),
  /** 12 weeks, oldest first, the current week last */
  leadsByWeek: z.array(LeadsWeekSchema),
  /** 30 days, oldest first, today last */
  sendsByDay: z.array(SendsDaySchema),
});
export type Overview = z.output<typeof OverviewSchema>;
