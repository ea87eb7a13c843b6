import { getTableColumns, sql } from 'drizzle-orm';
import { type Lead, readLeadSource } from '#shared/admin/leads.ts';
import type { ErrorCode } from '#shared/api/errors.ts';
import { unansweredSince } from '#shared/business-time.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, DbOrTx } from '../../platform/db/client.ts';
import { leads } from '../../platform/db/schema/index.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { getSendingSettings, type SendingSettings } from '../studio/index.ts';
import { type FirstResponseRules, getFirstResponseRules } from './first-response.ts';
import { leadFlags } from './lead-flags.ts';

/**
 * A lead as the admin reads it (admin area §3–§5; D8, D9): its row with what the flags derive from
 * its events (when the visitor started waiting, when a person last touched it), turned into the
 * API's view. The list, the lead page, the writes and the CSV all read leads through here.
 */

export const LEAD_NOT_FOUND = 'lead_not_found' satisfies ErrorCode;

export interface LeadDeps {
  db: Database;
  clock: Clock;
}

export type LeadRow = Omit<typeof leads.$inferSelect, 'searchText'>;

/** Every column but the search text (a copy of the others, only for WHERE). */
const { searchText: _searchText, ...leadColumns } = getTableColumns(leads);

/**
 * Since when the visitor has been waiting for the studio: their first touch (an enquiry, a
 * download, a chat hand-off) after the last thing someone of the studio did (an edit, a note, a
 * status change); null when nobody is waiting (a lead entered by hand has no visitor touch).
 * The subqueries here name `"leads"."id"` in full: Drizzle writes a column of a one-table query
 * unqualified, which inside the subquery would be the event's own id.
 */
const waitingSince = sql<Date | null>`(
  select min(e.created_at) from lead_events e
  where e.lead_id = "leads"."id" and e.kind in ('contact', 'lookbook', 'chat')
    and e.created_at > coalesce((
      select max(s.created_at) from lead_events s
      where s.lead_id = "leads"."id" and s.kind in ('edit', 'note', 'status', 'stage')
    ), '-infinity'::timestamptz)
)`;

/**
 * The last time a person touched the lead: the visitor (a touch, an unsubscribe) or the studio
 * (an edit, a note, a status change). E-mails the sequence sends on its own do not count: a lead
 * the sequence writes to and nobody reads is exactly the one 'Untouched for 7 days' is for.
 */
const lastTouchedAt = sql<Date>`greatest(
  ${leads.createdAt},
  (select max(e.created_at) from lead_events e where e.lead_id = "leads"."id" and e.kind <> 'bounce')
)`;

export interface LeadReadRow extends LeadRow {
  lastTouchedAt: Date;
  waitingSince: Date | null;
}

/** The rows of these leads with what the flags derive from their events, in the order given. */
export async function readLeadRows(db: DbOrTx, ids: readonly number[]): Promise<LeadReadRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ lead: leadColumns, lastTouchedAt, waitingSince })
    .from(leads)
    // One array parameter, not one per id: a CSV chunk names hundreds.
    .where(sql`${leads.id} = any(${sql.param([...ids])}::int[])`);
  const byId = new Map(
    rows.map((row) => [
      row.lead.id,
      {
        ...row.lead,
        // Raw SQL columns come back as the driver gives them (a string on pg).
        lastTouchedAt: new Date(row.lastTouchedAt),
        waitingSince: row.waitingSince === null ? null : new Date(row.waitingSince),
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** What reading a lead needs besides its row: the studio's week (the flags) and its reply promise. */
export interface LeadReadContext extends SendingSettings {
  reply: FirstResponseRules;
}

export async function getLeadReadContext(db: DbOrTx): Promise<LeadReadContext> {
  const [schedule, reply] = await Promise.all([getSendingSettings(db), getFirstResponseRules(db)]);
  return { ...schedule, reply };
}

/** The API's view of a lead row (blank optional fields are '' for the editor). */
export function toLead(row: LeadReadRow, now: Date, schedule: LeadReadContext): Lead {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone ?? '',
    projectType: row.projectType ?? '',
    budget: row.budget ?? '',
    message: row.message ?? '',
    status: row.status,
    source: readLeadSource(row.source) ?? 'manual',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    consentAt: row.consentAt?.toISOString() ?? null,
    consentSource: row.consentSource ? readLeadSource(row.consentSource) : null,
    consentText: row.consentText ?? null,
    enrolledAt: row.enrolledAt?.toISOString() ?? null,
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
    lastActivityAt: row.lastActivityAt.toISOString(),
    flags: leadFlags(row, now, { timeZone: schedule.timeZone, workDays: schedule.sendWindow.days }),
    stage: row.stage,
    ownerId: row.ownerId,
    firstResponseAt: row.firstResponseAt?.toISOString() ?? null,
    unansweredSince:
      unansweredSince(row, now, schedule.reply.calendar, schedule.reply.replyWithinBusinessDays)?.toISOString() ?? null,
  };
}

export async function readLead(db: DbOrTx, id: number, now: Date): Promise<Lead> {
  const [row] = await readLeadRows(db, [id]);
  if (!row) throw new NotFoundError(LEAD_NOT_FOUND);
  return toLead(row, now, await getLeadReadContext(db));
}

/** The audit log names a lead by its id only: it is read by roles that may not see leads. */
export const auditLabel = (id: number) => `#${id}`;
