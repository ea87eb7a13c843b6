import { IsoInstant } from '../api/common.ts';
import { z } from '../zod.ts';

/**
 * GET /api/admin/overview (D27): the dashboard's first screen in one call, all live counts.
 */

/**
 * Every kind of event the audit log records (the UI has a sentence for each, in each language).
 * `auth.*` and `user.*` concern staff accounts. `lead.*` and `template.*` are the work with
 * clients: a lead and its notes, the sequence's e-mail templates (older rows of both say
 * `content.*`). `content.*` is a write to any other record the studio runs from the admin:
 * projects, posts and testimonials, form options, the studio and e-mail settings, a failed send;
 * `entityType` says which, and the sentence names it. One verb family per kind of record keeps the
 * log filterable by what was done.
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
  /** issue 27: tasks on leads; finishing one is its own action */
  'task.create',
  'task.update',
  'task.complete',
  'task.delete',
  /** issue 27: a lead moved to another stage of the pipeline board (data: from, to) */
  'lead.stage',
  /** issue 27: staff recorded a first reply made outside the app ("Mark as answered") */
  'lead.answered',
  /** a lead's own verbs (issue 27), so the log can be filtered to the work with clients */
  'lead.create',
  'lead.update',
  'lead.delete',
  /** a note added to a lead's timeline */
  'lead.note',
  'template.create',
  'template.update',
  'template.delete',
  /** issue 27: an admin cleared the demo studio's fictional clients */
  'demo.clear',
  /** issue 29: a preview link of an unpublished post or project made, or revoked (never its token) */
  'preview.create',
  'preview.revoke',
  /** issue 29: the media library — an upload, a default alt text, a delete (no actor: the daily clean-up) */
  'media.upload',
  'media.update',
  'media.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const LEAD_CHART_SOURCES = ['contact', 'lookbook', 'chat', 'manual', 'referral', 'social_media'] as const;
export type LeadChartSource = (typeof LEAD_CHART_SOURCES)[number];

export const SEND_OUTCOMES = ['sent', 'failed', 'unknown', 'suppressed'] as const;
export type SendOutcome = (typeof SEND_OUTCOMES)[number];

/**
 * Issue 28: what the providers reported back per day (`email_events.occurred_at`, kinds hard_bounce
 * and complaint), beside the day's sends. Not outcomes of that day's sends (a bounce may come days
 * after its send, which the chart already counted as sent), so not part of their total.
 */
export const HEARD_BACK = ['bounced', 'complained'] as const;
export type HeardBack = (typeof HEARD_BACK)[number];

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

/** E-mail sends settled on one day (the studio's), by outcome; and what was reported back that day (issue 28). */
export const SendsDaySchema = z.strictObject({
  date: z.string(),
  counts: countsOf(SEND_OUTCOMES),
  heard: countsOf(HEARD_BACK),
});
export type SendsDay = z.output<typeof SendsDaySchema>;

/** How many of the newest unanswered enquiries the Overview lists. */
export const NEW_ENQUIRIES_LIMIT = 5;
/** The window of the pipeline figures: leads that came in during the last 90 days. */
export const PIPELINE_WINDOW_DAYS = 90;
/** The stages a lead passes through in order; `lost` is counted on its own (docs/leads.md). */
export const FUNNEL_STAGES = ['new', 'contacted', 'booked', 'proposal', 'won'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** A new enquiry nobody has answered yet (stage new, no first response), newest first. */
export const NewEnquirySchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  source: z.enum(LEAD_CHART_SOURCES),
  createdAt: IsoInstant,
});
export type NewEnquiry = z.output<typeof NewEnquirySchema>;

/**
 * The pipeline over the last 90 days (issue 27), of the leads created in the window. Medians are
 * in minutes, null when no lead of the window has the moment yet. `reached[stage]`: leads that got
 * at least that far (docs/leads.md § The Overview's figures).
 */
export const PipelineFiguresSchema = z.strictObject({
  windowDays: z.number().int(),
  since: IsoInstant,
  leads: count,
  firstResponse: z.strictObject({ median: z.number().min(0).nullable(), count }),
  booked: z.strictObject({ median: z.number().min(0).nullable(), count }),
  reached: countsOf(FUNNEL_STAGES),
  lost: count,
});
export type PipelineFigures = z.output<typeof PipelineFiguresSchema>;

/** What the Overview shows of leads: only to those who may read them (`leads`, D14), else null. */
export const OverviewLeadsSchema = z.strictObject({
  /** the newest unanswered new enquiries, at most NEW_ENQUIRIES_LIMIT */
  newEnquiries: z.array(NewEnquirySchema),
  /** how many unanswered new enquiries there are in all */
  newEnquiriesTotal: count,
  pipeline: PipelineFiguresSchema,
});
export type OverviewLeads = z.output<typeof OverviewLeadsSchema>;

export const OverviewSchema = z.strictObject({
  stats: OverviewStatsSchema,
  featured: z.array(FeaturedItemSchema),
  activity: z.array(ActivityEntrySchema),
  /** 12 weeks, oldest first, the current week last */
  leadsByWeek: z.array(LeadsWeekSchema),
  /** 30 days, oldest first, today last */
  sendsByDay: z.array(SendsDaySchema),
  /** issue 27: new enquiries and the pipeline's figures; null for a reader without `leads` */
  leads: OverviewLeadsSchema.nullable(),
});
export type Overview = z.output<typeof OverviewSchema>;
