import { asc, desc, eq } from 'drizzle-orm';
import {
  type EmailSendStatus,
  LEAD_STAGES,
  LEAD_STATUSES,
  type LeadSource,
  type LeadStage,
  type LeadStatus,
  type LeadTimelineEntry,
  readLeadSource,
} from '#shared/admin/leads.ts';
import type { DeliveryStatus, EmailEventKind, EmailEventSource } from '#shared/email/email-events.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { emailEvents, emailSends, emailTemplates, leadEvents } from '../../platform/db/schema/index.ts';

/**
 * One timeline per lead (issue 10): every touchpoint, status change, note, edit, unsubscribe and
 * bounce from `lead_events`, every e-mail from `email_sends` with its template and outcome, and
 * (issue 28) everything heard about those e-mails afterwards from `email_events`, newest first.
 *
 * A `delivered` event is folded into its send's entry (`deliveredAt`) instead of a line of its
 * own: every e-mail that arrives gets one, so as lines they would double the timeline and bury the
 * events that matter (a bounce, a reply). One that names no send of the lead's keeps its line.
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
  /** issue 28: the most telling event heard about it so far */
  deliveryStatus: DeliveryStatus | null;
}

/** Issue 28: one `email_events` row of the lead, with the subject of the send it names. */
export interface LeadMailEventRow {
  id: number;
  kind: EmailEventKind;
  source: EmailEventSource;
  sendId: number | null;
  occurredAt: Date;
  detail: string | null;
  subject: string | null;
  /** when it was recorded (the transaction's time, shared with the lead events it caused) */
  createdAt: Date;
}

/**
 * A lead event the mail loop wrote as the effect of an event already on the timeline: the `bounce`
 * of a hard bounce and the `unsubscribe` of a spam report (mail-loop/lead-effects.ts). The event's
 * own line says it better ("Bounced: 550 no such user", via whom, about which e-mail), so the echo
 * is left out. Both carry the id of the event that caused them; a bounce refused during the SMTP
 * conversation has none and keeps its own line.
 */
function echoesMailEvent(row: LeadEventRow, mail: readonly LeadMailEventRow[]): boolean {
  const data = row.data ?? {};
  if (row.kind === 'unsubscribe' && data.via === 'complaint') {
    return mail.some((event) => event.kind === 'complaint' && event.id === data.eventId);
  }
  if (row.kind === 'bounce') {
    return mail.some((event) => event.kind === 'hard_bounce' && event.id === data.eventId);
  }
  return false;
}

const TOUCH_KINDS = new Set(['contact', 'lookbook', 'chat', 'manual']);

function asStatus(value: unknown): LeadStatus {
  return (LEAD_STATUSES as readonly unknown[]).includes(value) ? (value as LeadStatus) : 'active';
}

function asStage(value: unknown): LeadStage {
  return (LEAD_STAGES as readonly unknown[]).includes(value) ? (value as LeadStage) : 'new';
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
    case 'task':
      return {
        kind: 'task',
        at,
        action: data.action === 'done' ? 'done' : 'created',
        title: row.message ?? '',
        by: asText(data.by),
      };
    case 'stage':
      return {
        kind: 'stage',
        at,
        from: asStage(data.from),
        to: asStage(data.to),
        by: asText(data.by),
        withdrawn: typeof data.withdrawn === 'number' && data.withdrawn > 0 ? data.withdrawn : 0,
      };
    default:
      return null;
  }
}

export function sendEntry(row: LeadSendRow, deliveredAt: Date | null = null): LeadTimelineEntry {
  return {
    kind: 'email',
    at: (row.sentAt ?? row.createdAt).toISOString(),
    sendId: row.id,
    emailKind: row.kind,
    subject: row.subject,
    status: row.status,
    templateName: row.templateName,
    error: row.lastError,
    delivery: row.deliveryStatus,
    deliveredAt: deliveredAt?.toISOString() ?? null,
  };
}

/** Issue 28: an event heard about one of the lead's e-mails as its own line. */
export function mailEventEntry(row: Omit<LeadMailEventRow, 'createdAt'>): LeadTimelineEntry {
  return {
    kind: 'mail',
    at: row.occurredAt.toISOString(),
    event: row.kind,
    source: row.source,
    detail: row.detail,
    sendId: row.sendId,
    subject: row.subject,
  };
}

/**
 * Newest first; at the same instant, what was recorded later first (e-mails after events, and
 * what was heard about an e-mail after the e-mail). Delivered events of the lead's own sends become
 * those sends' `deliveredAt` (the first one, should a provider report it twice), and the lead
 * events that only echo a mail event are left out (echoesMailEvent).
 */
export function mergeTimeline(
  events: LeadEventRow[],
  sends: LeadSendRow[],
  mail: LeadMailEventRow[] = [],
): LeadTimelineEntry[] {
  const keyed: Array<{ at: number; order: number; entry: LeadTimelineEntry }> = [];
  for (const row of events) {
    const entry = echoesMailEvent(row, mail) ? null : eventEntry(row);
    if (entry) keyed.push({ at: Date.parse(entry.at), order: row.id, entry });
  }
  const sendIds = new Set(sends.map((send) => send.id));
  const deliveredAt = new Map<number, Date>();
  for (const row of mail) {
    if (row.kind === 'delivered' && row.sendId !== null && sendIds.has(row.sendId)) {
      const first = deliveredAt.get(row.sendId);
      if (!first || row.occurredAt < first) deliveredAt.set(row.sendId, row.occurredAt);
      continue;
    }
    keyed.push({ at: row.occurredAt.getTime(), order: 2e12 + row.id, entry: mailEventEntry(row) });
  }
  for (const row of sends) {
    const entry = sendEntry(row, deliveredAt.get(row.id) ?? null);
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
      deliveryStatus: emailSends.deliveryStatus,
    })
    .from(emailSends)
    .leftJoin(emailTemplates, eq(emailTemplates.id, emailSends.templateId))
    .where(eq(emailSends.leadId, leadId));
  const mail = await db
    .select({
      id: emailEvents.id,
      kind: emailEvents.kind,
      source: emailEvents.source,
      sendId: emailEvents.sendId,
      occurredAt: emailEvents.occurredAt,
      detail: emailEvents.detail,
      subject: emailSends.subject,
      createdAt: emailEvents.createdAt,
    })
    .from(emailEvents)
    .leftJoin(emailSends, eq(emailSends.id, emailEvents.sendId))
    .where(eq(emailEvents.leadId, leadId))
    .orderBy(asc(emailEvents.occurredAt), asc(emailEvents.id));
  return mergeTimeline(events, sends, mail);
}
