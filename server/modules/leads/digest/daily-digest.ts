import { TZDate } from '@date-fns/tz';
import { and, asc, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import { unansweredSince, waitingFor } from '#shared/business-time.ts';
import { wallClock } from '#shared/wall-clock.ts';
import { leads, leadTasks, users } from '../../../platform/db/schema/index.ts';
import { sendEmail } from '../../../platform/email/send-email.ts';
import type { PlatformDeps } from '../../../platform/platform-deps.ts';
import { getSiteSettings } from '../../studio/index.ts';
import { getFirstResponseRules } from '../first-response.ts';
import { LEAD_OWNER_ROLES } from '../lead-owner.ts';
import { renderDigest } from './digest-email.ts';

/**
 * The daily digest (issue 27, ADR 021): from 08:00 in the studio's time zone, each active admin
 * or editor with something to do gets one e-mail: their open tasks due by the end of the studio's
 * day (overdue ones included) and the leads waiting past the reply promise (shared/business-time.ts)
 * that they own or that nobody owns. Nobody with nothing gets anything.
 *
 * Exactly once per user per day, across instances and repeated runs: the send's idempotency key
 * `digest:user:{id}:{YYYY-MM-DD}` is unique in email_sends, so a second run (another instance, the
 * next quarter hour) records and sends nothing for that user and day. The run sends only in the
 * hour from 08:00 (DIGEST_HOUR): an instance down all that hour skips the day rather than mailing
 * "this morning's" list at night.
 */

export type DigestDeps = Pick<PlatformDeps, 'db' | 'queue' | 'clock' | 'config' | 'log'>;

export const DIGEST_HOUR = 8;

export const digestIdempotencyKey = (userId: number, date: string) => `digest:user:${userId}:${date}`;

const pad = (n: number) => String(n).padStart(2, '0');

function leadName(lead: { firstName: string; lastName: string; email: string }): string {
  return [lead.firstName, lead.lastName].filter(Boolean).join(' ').trim() || lead.email;
}

function describeWait(since: Date, now: Date): string {
  const { days, hours } = waitingFor(since, now);
  const d = days === 1 ? '1 day' : `${days} days`;
  const h = hours === 1 ? '1 h' : `${hours} h`;
  return days > 0 ? `${d} ${h}` : h;
}

/** Sends the day's digests if it is the digest hour; answers how many were newly queued. */
export async function runDailyDigest(deps: DigestDeps): Promise<{ date: string | null; queued: number }> {
  const now = deps.clock();
  const rules = await getFirstResponseRules(deps.db);
  const zone = rules.calendar.timeZone;
  const wall = wallClock(now, zone);
  if (wall.hour !== DIGEST_HOUR) return { date: null, queued: 0 };
  const date = `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
  const endOfDay = new TZDate(wall.year, wall.month - 1, wall.day + 1, 0, 0, 0, zone);
  const startOfDay = new TZDate(wall.year, wall.month - 1, wall.day, 0, 0, 0, zone);

  const staff = await deps.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.active, true), inArray(users.role, [...LEAD_OWNER_ROLES]), isNotNull(users.email)));
  if (staff.length === 0) return { date, queued: 0 };

  const tasks = await deps.db
    .select({
      assigneeId: leadTasks.assigneeId,
      title: leadTasks.title,
      dueAt: leadTasks.dueAt,
      leadId: leads.id,
      firstName: leads.firstName,
      lastName: leads.lastName,
      email: leads.email,
    })
    .from(leadTasks)
    .innerJoin(leads, eq(leads.id, leadTasks.leadId))
    .where(
      and(
        isNull(leadTasks.doneAt),
        lt(leadTasks.dueAt, new Date(endOfDay.getTime())),
        inArray(
          leadTasks.assigneeId,
          staff.map((user) => user.id),
        ),
      ),
    )
    .orderBy(asc(leadTasks.dueAt));

  const waiting = await deps.db
    .select({
      id: leads.id,
      firstName: leads.firstName,
      lastName: leads.lastName,
      email: leads.email,
      ownerId: leads.ownerId,
      stage: leads.stage,
      createdAt: leads.createdAt,
      firstResponseAt: leads.firstResponseAt,
    })
    .from(leads)
    .where(and(eq(leads.stage, 'new'), isNull(leads.firstResponseAt)))
    .orderBy(asc(leads.createdAt));
  const unanswered = waiting.filter(
    (lead) => unansweredSince(lead, now, rules.calendar, rules.replyWithinBusinessDays) !== null,
  );

  const settings = await getSiteSettings(deps.db);
  const dateLabel = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: zone }).format(now);
  const dueLabel = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: zone });
  const leadUrl = (id: number) => `${deps.config.publicUrl}/admin/leads/${id}`;

  let queued = 0;
  for (const user of staff) {
    if (!user.email) continue;
    const mine = tasks.filter((task) => task.assigneeId === user.id);
    const theirLeads = unanswered.filter((lead) => lead.ownerId === user.id || lead.ownerId === null);
    if (mine.length === 0 && theirLeads.length === 0) continue;
    const rendered = renderDigest({
      studioName: settings.studioName || 'Atelier',
      dateLabel,
      tasks: mine.map((task) => ({
        title: task.title,
        leadName: leadName(task),
        due: dueLabel.format(task.dueAt),
        overdue: task.dueAt.getTime() < startOfDay.getTime(),
        url: leadUrl(task.leadId),
      })),
      unanswered: theirLeads.map((lead) => ({
        leadName: leadName(lead),
        waiting: describeWait(lead.createdAt, now),
        url: leadUrl(lead.id),
      })),
    });
    try {
      const { created } = await sendEmail(deps.db, deps.queue, {
        kind: 'notification',
        idempotencyKey: digestIdempotencyKey(user.id, date),
        to: user.email,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
      });
      if (created) queued += 1;
    } catch (error) {
      // One user's unusable address must not cost the others their digest.
      deps.log(`[digest] user #${user.id}: not queued: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { date, queued };
}
