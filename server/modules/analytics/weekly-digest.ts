import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { type AnalyticsVitals, METRICS, type Metric } from '#shared/admin/analytics.ts';
import { wallClock } from '#shared/wall-clock.ts';
import { users } from '../../platform/db/schema/index.ts';
import { sendEmail } from '../../platform/email/send-email.ts';
import type { PlatformDeps } from '../../platform/platform-deps.ts';
import { getSendingSettings, getSiteSettings } from '../studio/index.ts';
import { ANALYTICS_CSV_LABELS } from './analytics-csv-labels.ts';
import { analyticsOverview, analyticsVitals } from './dashboard.ts';
import { dayBefore, studioDay } from './visitor.ts';
import { renderWeeklyDigest } from './weekly-digest-email.ts';

/**
 * The admins' weekly digest (issue 30, docs/analytics.md): on Monday from 08:00 in the studio's
 * time zone, each active admin with an e-mail address gets last week's figures (Monday to Sunday):
 * visitors beside the week before, the pages most seen, the project pages and journal posts that
 * brought enquiries, and the real visitors' page speed.
 *
 * Exactly once per admin per week, across instances and repeated runs: the send's idempotency key
 * `analytics-weekly:user:{id}:{Monday}` is unique in email_sends, as the daily digest's is. The run
 * sends only in the hour from 08:00 on Monday: an instance down all that hour skips the week
 * rather than sending Monday's e-mail on Tuesday.
 */
export type WeeklyDigestDeps = Pick<PlatformDeps, 'db' | 'queue' | 'clock' | 'config' | 'log'>;

export const WEEKLY_DIGEST_HOUR = 8;
const MONDAY = 1;
const TOP_PAGES = 5;
const SPEED_LINES = 6;

export const weeklyDigestKey = (userId: number, monday: string) => `analytics-weekly:user:${userId}:${monday}`;

const SCREEN_NAMES = { phone: 'phones', tablet: 'tablets', desktop: 'desktops' } as const;
/** The tab's and the CSV's English names of the page templates: one wording everywhere. */
const TEMPLATE_NAMES: Record<string, string> = ANALYTICS_CSV_LABELS.en.template;
const RATING_NAMES = { good: 'good', 'needs-improvement': 'needs improvement', poor: 'poor' } as const;

function formatMetric(metric: Metric, value: number): string {
  if (metric === 'CLS') return value.toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
}

/** One line per kind of page and screen with measured visits, the most measured first. */
export function speedLines(vitals: AnalyticsVitals): string[] {
  return vitals.rows
    .map((row) => ({ row, samples: Math.max(...METRICS.map((metric) => row[metric].samples)) }))
    .filter(({ samples }) => samples > 0)
    .sort((a, b) => b.samples - a.samples)
    .slice(0, SPEED_LINES)
    .map(({ row }) => {
      const parts = METRICS.flatMap((metric) => {
        const { p75, rating } = row[metric];
        return p75 === null || rating === null
          ? []
          : [`${metric} ${formatMetric(metric, p75)} ${RATING_NAMES[rating]}`];
      });
      return `${TEMPLATE_NAMES[row.template] ?? row.template} pages on ${SCREEN_NAMES[row.screen]}: ${parts.join(', ')}`;
    });
}

function weekLabel(from: string, to: string): string {
  const format = (day: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
  return `${format(from, { month: 'long', day: 'numeric' })} – ${format(to, { month: 'long', day: 'numeric', year: 'numeric' })}`;
}

/** Sends last week's digest if it is Monday's digest hour; answers the week and how many were newly queued. */
export async function runWeeklyDigest(deps: WeeklyDigestDeps): Promise<{ week: string | null; queued: number }> {
  const now = deps.clock();
  const { timeZone } = await getSendingSettings(deps.db);
  const wall = wallClock(now, timeZone);
  if (wall.weekday !== MONDAY || wall.hour !== WEEKLY_DIGEST_HOUR) return { week: null, queued: 0 };
  const monday = studioDay(now, timeZone);
  const range = { from: dayBefore(monday, 7), to: dayBefore(monday) };

  const admins = await deps.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.active, true), inArray(users.role, ['admin']), isNotNull(users.email)));
  if (admins.length === 0) return { week: range.from, queued: 0 };

  const [overview, vitals] = await Promise.all([
    analyticsOverview(deps.db, range, { top: TOP_PAGES }),
    analyticsVitals(deps.db, range),
  ]);
  const settings = await getSiteSettings(deps.db);
  const site = deps.config.publicUrl;
  const rendered = renderWeeklyDigest({
    studioName: settings.studioName || 'Atelier',
    weekLabel: weekLabel(range.from, range.to),
    visitors: overview.totals.visitors,
    previousVisitors: overview.previousTotals.visitors,
    pageviews: overview.totals.pageviews,
    enquiries: overview.goals.enquiry,
    topPages: overview.pages
      .slice(0, TOP_PAGES)
      .map((page) => ({ path: page.path, pageviews: page.pageviews, url: `${site}${page.path}` })),
    enquiryPages: overview.content
      .filter((page) => page.enquiries + page.lookbooks > 0)
      .sort((a, b) => b.enquiries - a.enquiries || b.lookbooks - a.lookbooks)
      .map((page) => ({
        title: page.title ?? page.path,
        enquiries: page.enquiries,
        lookbooks: page.lookbooks,
        url: `${site}${page.path}`,
      })),
    speed: speedLines(vitals),
    analyticsUrl: `${site}/admin/analytics?from=${range.from}&to=${range.to}`,
  });

  let queued = 0;
  for (const admin of admins) {
    if (!admin.email) continue;
    try {
      const { created } = await sendEmail(deps.db, deps.queue, {
        kind: 'notification',
        idempotencyKey: weeklyDigestKey(admin.id, monday),
        to: admin.email,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
      });
      if (created) queued += 1;
    } catch (error) {
      // One admin's unusable address must not cost the others their digest.
      deps.log(
        `[analytics] weekly digest for user #${admin.id} not queued: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return { week: range.from, queued };
}
