import { TZDate } from '@date-fns/tz';
import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  type ActivityEntry,
  type AuditAction,
  type FeaturedItem,
  HEARD_BACK,
  type HeardBack,
  LEAD_CHART_SOURCES,
  type LeadChartSource,
  type LeadsWeek,
  type Overview,
  type OverviewStats,
  SEND_OUTCOMES,
  type SendOutcome,
  type SendsDay,
} from '#shared/admin/overview.ts';
import { listRecentActivity } from '../../platform/audit.service.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  blogPosts,
  emailEvents,
  emailSends,
  leads,
  projectImages,
  projects,
  testimonials,
} from '../../platform/db/schema/index.ts';
import { overviewLeads } from './overview-leads.service.ts';
import { getSendingSettings } from './settings.service.ts';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
export const LEADS_CHART_WEEKS = 12;
export const SENDS_CHART_DAYS = 30;
export const RECENT_ACTIVITY_LIMIT = 10;

/**
 * D2's "published" at a given moment (blog.service.ts uses the database's now(); the overview takes
 * the app's clock so tests can pin it): status published and a publish date that has come, or none.
 */
function publishedBy(now: Date): SQL | undefined {
  return and(eq(blogPosts.status, 'published'), or(isNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, now)));
}

/** `count(*) filter (where …)` as a number on both drivers (pg answers bigint as a string). */
function countWhere(condition: SQL | undefined): SQL<number> {
  return sql<number>`(count(*) filter (where ${condition}))::int`;
}

/** The four stat cards: every row the studio manages, with the sub-counts the spec names. */
export async function countOverviewStats(db: DbOrTx, now: Date): Promise<OverviewStats> {
  const [projectRows, bannerRows, postRows, testimonialRows] = await Promise.all([
    db
      .select({
        total: count(),
        featured: countWhere(eq(projects.featured, true)),
        inLookbook: countWhere(eq(projects.inLookbook, true)),
      })
      .from(projects),
    // D5: a project is in the banner exactly when one of its images is.
    db
      .select({ n: countDistinct(projectImages.projectId) })
      .from(projectImages)
      .where(eq(projectImages.inBanner, true)),
    db.select({ total: count(), published: countWhere(publishedBy(now)) }).from(blogPosts),
    db.select({ total: count(), fiveStar: countWhere(eq(testimonials.rating, 5)) }).from(testimonials),
  ]);
  const p = projectRows[0];
  const b = postRows[0];
  const t = testimonialRows[0];
  return {
    projects: { total: Number(p?.total ?? 0), featured: Number(p?.featured ?? 0) },
    posts: { total: Number(b?.total ?? 0), published: Number(b?.published ?? 0) },
    testimonials: { total: Number(t?.total ?? 0), fiveStar: Number(t?.fiveStar ?? 0) },
    lookbook: { inLookbook: Number(p?.inLookbook ?? 0), inBanner: Number(bannerRows[0]?.n ?? 0) },
  };
}

/**
 * What the public site features right now, each with the page that shows it. Items a visitor
 * cannot open (an unpublished project, a draft or scheduled post) are not featured anywhere yet,
 * so they are left out rather than linked to a 404.
 */
export async function listFeaturedContent(db: DbOrTx, now: Date): Promise<FeaturedItem[]> {
  const [projectRows, postRows, testimonialRows] = await Promise.all([
    db
      .select({ id: projects.id, title: projects.title, slug: projects.slug })
      .from(projects)
      .where(and(eq(projects.featured, true), eq(projects.published, true)))
      .orderBy(asc(projects.sortOrder), asc(projects.id)),
    db
      .select({ id: blogPosts.id, title: blogPosts.title, slug: blogPosts.slug })
      .from(blogPosts)
      .where(and(eq(blogPosts.featured, true), publishedBy(now)))
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id)),
    db
      .select({ id: testimonials.id, name: testimonials.name })
      .from(testimonials)
      .where(eq(testimonials.featured, true))
      .orderBy(asc(testimonials.sortOrder), asc(testimonials.id)),
  ]);
  return [
    ...projectRows.map((r) => ({
      kind: 'project' as const,
      id: r.id,
      title: r.title,
      href: `/projects/${encodeURIComponent(r.slug)}`,
    })),
    ...postRows.map((r) => ({
      kind: 'post' as const,
      id: r.id,
      title: r.title,
      href: `/blog/${encodeURIComponent(r.slug)}`,
    })),
    // The about page gives every testimonial the anchor `testimonial-{id}` (D18).
    ...testimonialRows.map((r) => ({
      kind: 'testimonial' as const,
      id: r.id,
      title: r.name,
      href: `/about#testimonial-${r.id}`,
    })),
  ];
}

function startOfUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/** Monday 00:00 UTC of the week holding `at`. */
export function startOfUtcWeek(at: Date): Date {
  const day = startOfUtcDay(at);
  const daysSinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - daysSinceMonday * DAY_MS);
}

/**
 * Rows counted per bucket of `size` milliseconds from `from`: the index is computed in SQL so one
 * grouped query serves the whole window; the caller zero-fills the empty buckets.
 */
function bucketIndex(column: AnyPgColumn, from: Date, sizeMs: number): SQL<number> {
  const seconds = sql.raw(String(sizeMs / 1000));
  return sql<number>`floor(extract(epoch from (${column} - ${from.toISOString()}::timestamptz)) / ${seconds})::int`;
}

function zeroCounts<K extends string>(keys: readonly K[]): Record<K, number> {
  return Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
}

/** D27: new leads per week by source, the last 12 weeks (Monday 00:00 UTC), the current week last. */
export async function countLeadsByWeek(db: DbOrTx, now: Date): Promise<LeadsWeek[]> {
  const from = new Date(startOfUtcWeek(now).getTime() - (LEADS_CHART_WEEKS - 1) * WEEK_MS);
  const until = new Date(from.getTime() + LEADS_CHART_WEEKS * WEEK_MS);
  const rows = await db
    .select({ bucket: bucketIndex(leads.createdAt, from, WEEK_MS), source: leads.source, n: count() })
    .from(leads)
    .where(and(gte(leads.createdAt, from), lt(leads.createdAt, until)))
    // Positions, not expressions: the bucket's parameters would not match between SELECT and GROUP BY.
    .groupBy(sql`1`, sql`2`);
  const weeks: LeadsWeek[] = Array.from({ length: LEADS_CHART_WEEKS }, (_, i) => ({
    weekStart: new Date(from.getTime() + i * WEEK_MS).toISOString(),
    counts: zeroCounts(LEAD_CHART_SOURCES),
  }));
  for (const row of rows) {
    const week = weeks[Number(row.bucket)];
    if (week && (LEAD_CHART_SOURCES as readonly string[]).includes(row.source)) {
      week.counts[row.source as LeadChartSource] += Number(row.n);
    }
  }
  return weeks;
}

/**
 * How each settled status shows on the chart. 'sent' is what a real service accepted; development
 * mode's 'recorded' (only logged, nothing left the server) is not counted at all — a test made
 * while e-mail was off must not read as an e-mail sent (issue 28).
 */
const OUTCOME_OF_STATUS: Partial<Record<(typeof emailSends.status.enumValues)[number], SendOutcome>> = {
  sent: 'sent',
  failed: 'failed',
  unknown: 'unknown',
  suppressed: 'suppressed',
};

/** 'YYYY-MM-DD' of a zoned date's own calendar day. */
const dayString = (date: TZDate) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * D27: e-mail sends by outcome per day over the last 30 days (today last), by when they settled.
 * Days are the studio's (issue 27: `timeZone` from the settings): a send at 11 PM in Los Angeles
 * counts on that day, not on the next UTC one; a day across a clock change is 23 or 25 hours.
 */
export async function countSendsByDay(db: DbOrTx, now: Date, timeZone: string): Promise<SendsDay[]> {
  const today = new TZDate(now, timeZone);
  // Midnight of each day in the zone; the Date constructor carries day overflow into the month.
  const midnight = (offset: number) =>
    new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + offset, timeZone);
  const dates = Array.from({ length: SENDS_CHART_DAYS }, (_, i) => dayString(midnight(i - (SENDS_CHART_DAYS - 1))));
  const from = new Date(midnight(-(SENDS_CHART_DAYS - 1)).getTime());
  const until = new Date(midnight(1).getTime());
  const settled = Object.keys(OUTCOME_OF_STATUS) as (keyof typeof OUTCOME_OF_STATUS)[];
  const rows = await db
    .select({
      day: sql<string>`to_char(${emailSends.updatedAt} at time zone ${timeZone}, 'YYYY-MM-DD')`,
      status: emailSends.status,
      n: count(),
    })
    .from(emailSends)
    .where(and(inArray(emailSends.status, settled), gte(emailSends.updatedAt, from), lt(emailSends.updatedAt, until)))
    // Positions, not expressions: the zone's parameter would not match between SELECT and GROUP BY.
    .groupBy(sql`1`, sql`2`);
  const days: SendsDay[] = dates.map((date) => ({
    date,
    counts: zeroCounts(SEND_OUTCOMES),
    heard: zeroCounts(HEARD_BACK),
  }));
  const byDate = new Map(days.map((day) => [day.date, day]));
  for (const row of rows) {
    const day = byDate.get(row.day);
    const outcome = OUTCOME_OF_STATUS[row.status];
    if (day && outcome) day.counts[outcome] += Number(row.n);
  }
  await countHeardBack(db, byDate, { from, until, timeZone });
  return days;
}

/** Issue 28: the event kinds the sends chart shows beside the sends, and the series each one is. */
const HEARD_OF_KIND = { hard_bounce: 'bounced', complaint: 'complained' } as const satisfies Record<string, HeardBack>;

/**
 * Issue 28: hard bounces and spam reports per day of the studio's, by when they happened
 * (`occurred_at`, the provider's clock), added to the chart's days. Every event counts once (the
 * dedupe key keeps a re-sent webhook from being a second row), matched to a send or not.
 */
async function countHeardBack(
  db: DbOrTx,
  byDate: Map<string, SendsDay>,
  window: { from: Date; until: Date; timeZone: string },
): Promise<void> {
  const kinds = Object.keys(HEARD_OF_KIND) as (keyof typeof HEARD_OF_KIND)[];
  const rows = await db
    .select({
      day: sql<string>`to_char(${emailEvents.occurredAt} at time zone ${window.timeZone}, 'YYYY-MM-DD')`,
      kind: emailEvents.kind,
      n: count(),
    })
    .from(emailEvents)
    .where(
      and(
        inArray(emailEvents.kind, kinds),
        gte(emailEvents.occurredAt, window.from),
        lt(emailEvents.occurredAt, window.until),
      ),
    )
    // Positions, not expressions: the zone's parameter would not match between SELECT and GROUP BY.
    .groupBy(sql`1`, sql`2`);
  for (const row of rows) {
    const day = byDate.get(row.day);
    const series = HEARD_OF_KIND[row.kind as keyof typeof HEARD_OF_KIND];
    if (day && series) day.heard[series] += Number(row.n);
  }
}

/** Events whose label is the name someone typed at the sign-in form, not an account's name. */
const TYPED_NAME_ACTIONS: readonly AuditAction[] = ['auth.sign-in-failed', 'auth.locked-out'];

/**
 * What a reader without the full audit log (D14: admin only) may see of an event: a name typed at
 * the sign-in form can be a password typed in the wrong field, so only admins see it.
 */
export function withoutTypedNames(entry: ActivityEntry): ActivityEntry {
  return TYPED_NAME_ACTIONS.includes(entry.action) ? { ...entry, label: null } : entry;
}

/**
 * GET /api/admin/overview: the dashboard's first screen (D27), everything live as of `now`.
 * `fullAuditLog`: the reader may see the whole audit log (D14), typed sign-in names included.
 * `leads`: the reader may read leads (D14): the new enquiries and the pipeline's figures.
 */
export async function getOverview(
  db: DbOrTx,
  now: Date,
  reader: { fullAuditLog: boolean; leads?: boolean },
): Promise<Overview> {
  const { timeZone } = await getSendingSettings(db);
  const [stats, featured, events, leadsByWeek, sendsByDay, leadPart] = await Promise.all([
    countOverviewStats(db, now),
    listFeaturedContent(db, now),
    listRecentActivity(db, RECENT_ACTIVITY_LIMIT),
    countLeadsByWeek(db, now),
    countSendsByDay(db, now, timeZone),
    // Names of people who enquired are personal data: only for readers with `leads` (D14).
    reader.leads ? overviewLeads(db, now) : null,
  ]);
  const activity = reader.fullAuditLog ? events : events.map(withoutTypedNames);
  return { stats, featured, activity, leadsByWeek, sendsByDay, leads: leadPart };
}
