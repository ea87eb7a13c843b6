/**
 * GET /api/admin/overview (D27): the dashboard's first screen in one call, all live counts.
 */
export interface OverviewStats {
  /** Total Projects, with how many are featured */
  projects: { total: number; featured: number };
  /** Blog Posts, with how many are published */
  posts: { total: number; published: number };
  /** Testimonials, with how many have a rating of 5 */
  testimonials: { total: number; fiveStar: number };
  /** Lookbook Projects, with how many are in the banner */
  lookbook: { inLookbook: number; inBanner: number };
}

export type FeaturedKind = 'project' | 'post' | 'testimonial';

export interface FeaturedItem {
  kind: FeaturedKind;
  id: number;
  title: string;
  /** the public page that shows it */
  href: string;
}

/**
 * One audit event, as the Recent Activity list shows it. The UI writes the sentence in the reader's
 * language from `action`, `entityType` and `label`; `label` is the item's name when it happened.
 */
export interface ActivityEntry {
  id: number;
  action: AuditAction;
  entityType: string;
  entityId: string | null;
  label: string | null;
  actor: string | null;
  at: string;
}

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
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const LEAD_CHART_SOURCES = ['contact', 'lookbook', 'chat', 'manual', 'referral', 'social_media'] as const;
export type LeadChartSource = (typeof LEAD_CHART_SOURCES)[number];

/** New leads in one week (Monday 00:00 UTC onwards), by source. */
export interface LeadsWeek {
  weekStart: string;
  counts: Record<LeadChartSource, number>;
}

export const SEND_OUTCOMES = ['sent', 'failed', 'unknown', 'suppressed'] as const;
export type SendOutcome = (typeof SEND_OUTCOMES)[number];

/** E-mail sends settled on one day (UTC), by outcome. */
export interface SendsDay {
  date: string;
  counts: Record<SendOutcome, number>;
}

export interface Overview {
  stats: OverviewStats;
  featured: FeaturedItem[];
  activity: ActivityEntry[];
  /** 12 weeks, oldest first, the current week last */
  leadsByWeek: LeadsWeek[];
  /** 30 days, oldest first, today last */
  sendsByDay: SendsDay[];
}
