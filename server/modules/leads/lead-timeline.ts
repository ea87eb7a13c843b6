import { desc, eq } from 'drizzle-orm';
import {
  type EmailSendStatus,
  LEAD_STATUSES,
  type LeadSource,
  type LeadStatus,
  type LeadTimelineEntry,
  readLeadSource,
} from '#shared/admin/leads.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { emailSends, emailTemplates, leadEvents } from '../../platform/db/schema/index.ts';

/**
 * One timeline per lead (issue 10): every touchpoint, status change, note, edit, unsubscribe and
 * bounce from `lead_events`, and every e-mail from `email_sends` with its template and outcome,
 * newest first.
 */

export type LeadEventRow = typeof leadEvents.$inferSelect;

export interface LeadSendRow {
  id: number;
  kind: 'sequence' | 'notification' | 'test' | 'transactional';
  subject: string;
  status: EmailSendStatus;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  templateName: string | null;
}

const TOUCH_KINDS = new Set(['contact', 'lookbook', 'chat', 'manual']);

function asStatus(value: unknown): LeadStatus {
  return (LEAD_STATUSES as readonly unknown[]).includes(value) ? (value as LeadStatus) : 'active';
}

function asText(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function asInstant(value: unknown): string | null {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : null;
}

/** What a form carried, as strings and booleans only (a touch's `data`). */
function details(data: Record<string, unknown>): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  for (const [key, value] of Object.entries(data)) {
    if (typeof value === 'string' || typeof value === 'boolean') out[key] = value;
  }
  return out;
}

/** A lead event as a timeline entry; null for a kind this build does not know. */
export function eventEntry(row: LeadEventRow): LeadTimelineEntry | null {
  const at = row.createdAt.toISOString();
  const data = row.data ?? {};
  if (TOUCH_KINDS.has(row.kind)) {
    const source: LeadSource = readLeadSource(row.source ?? row.kind) ?? 'manual';
    const { by: _by, byUserId: _byUserId, ...carried } = data;
    return { kind: 'touch', at, source, page: row.page, message: row.message, details: details(carried) };
  }
  switch (row.kind) {
    case 'status':
      return {
        kind: 'status',
        at,
        from: asStatus(data.from),
        to: asStatus(data.to),
        by: asText(data.by),
        withdrawn: typeof data.withdrawn === 'number' && data.withdrawn > 0 ? data.withdrawn : 0,
      };
    case 'note':
      return { kind: 'note', at, text: row.message ?? '', by: asText(data.by) };
    case 'edit':
      return {
        kind: 'edit',
        at,
        fields: Array.isArray(data.fields) ? data.fields.filter((f): f is string => typeof f === 'string') : [],
        by: asText(data.by),
      };
    case 'unsubscribe':
      return { kind: 'unsubscribe', at, message: row.message };
    case 'bounce':
      return { kind: 'bounce', at, message: row.message };
    case 'booking': {
      const action = data.action === 'rescheduled' || data.action === 'cancelled' ? data.action : 'booked';
      const start = asInstant(data.start);
      if (!start) return null;
      return {
        kind: 'booking',
        at,
        action,
        typeName: asText(data.typeName) ?? '',
        start,
        previousStart: asInstant(data.previousStart),
        // the visitor booked it themselves: nobody of the studio to name
        by: data.by === 'visitor' ? null : asText(data.by),
      };
    }
    default:
      return null;
  }
}

export function sendEntry(row: LeadSendRow): LeadTimelineEntry {
  return {
    kind: 'email',
    at: (row.sentAt ?? row.createdAt).toISOString(),
    sendId: row.id,
    emailKind: row.kind,
    subject: row.subject,
    status: row.status,
    templateName: row.templateName,
    error: row.lastError,
  };
}

/** Newest first; at the same instant, what was recorded later first (e-mails after events). */
export function mergeTimeline(events: LeadEventRow[], sends: LeadSendRow[]): LeadTimelineEntry[] {
  const keyed: Array<{ at: number; order: number; entry: LeadTimelineEntry }> = [];
  for (const row of events) {
    const entry = eventEntry(row);
    if (entry) keyed.push({ at: Date.parse(entry.at), order: row.id, entry });
  }
  for (const row of sends) {
    const entry = sendEntry(row);
    keyed.push({ at: Date.parse(entry.at), order: 1e12 + row.id, entry });
  }
  keyed.sort((a, b) => b.at - a.at || b.order - a.order);
  return keyed.map((item) => item.entry);
}

/** The lead's whole timeline from the database. */
export async function loadTimeline(db: DbOrTx, leadId: number): Promise<LeadTimelineEntry[]> {
  const events = await db
    .select()
    .from(leadEvents)
    .where(eq(leadEvents.leadId, leadId))
    .orderBy(desc(leadEvents.createdAt), desc(leadEvents.id));
  const sends = await db
    .select({
      id: emailSends.id,
      kind: emailSends.kind,
      subject: emailSends.subject,
      status: emailSends.status,
      lastError: emailSends.lastError,
      createdAt: emailSends.createdAt,
      sentAt: emailSends.sentAt,
      templateName: emailTemplates.name,
    })
    .from(emailSends)
    .leftJoin(emailTemplates, eq(emailTemplates.id, emailSends.templateId))
    .where(eq(emailSends.leadId, leadId));
  return mergeTimeline(events, sends);
}
