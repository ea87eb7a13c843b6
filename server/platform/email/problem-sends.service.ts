import { and, count, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import {
  PROBLEM_DELIVERIES,
  type ProblemSend,
  type ProblemSendPage,
  type ProblemSendsQuery,
} from '#shared/admin/email.ts';
import type { ErrorCode } from '#shared/api/errors.ts';
import type { EmailEventSource } from '#shared/email/email-events.ts';
import { type AuditActor, recordAuditEvent } from '../audit.service.ts';
import type { DbOrTx } from '../db/client.ts';
import { emailEvents, emailSends, emailTemplates } from '../db/schema/email.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { type EmailQueue, enqueueEmailSend } from './email-queue.ts';

/** Which sends a query asks for: one status, one delivery, or every problem of both kinds. */
function problemFilter(query: ProblemSendsQuery): SQL | undefined {
  if (query.status) return eq(emailSends.status, query.status);
  if (query.delivery) return eq(emailSends.deliveryStatus, query.delivery);
  return or(
    inArray(emailSends.status, ['failed', 'unknown']),
    inArray(emailSends.deliveryStatus, [...PROBLEM_DELIVERIES]),
  );
}

/**
 * The sends with a problem, as Email Setup lists them (SECURITY 12), newest first: 'failed' (will
 * not be sent; may be sent again by hand), 'unknown' (may or may not have arrived; never sent
 * again, D10), and (issue 28) sends the provider accepted and then reported as bounced, spam or
 * dropped, each with the event's words. Newest by when it became a problem: a send that bounced
 * today is news today, though it left last week.
 */
export async function listProblemSends(db: DbOrTx, query: ProblemSendsQuery): Promise<ProblemSendPage> {
  const where = problemFilter(query);
  const newest = sql<Date>`greatest(${emailSends.updatedAt}, coalesce(${emailSends.deliveryStatusAt}, ${emailSends.updatedAt}))`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: emailSends.id,
        status: emailSends.status,
        kind: emailSends.kind,
        to: emailSends.toAddress,
        subject: emailSends.subject,
        error: emailSends.lastError,
        leadId: emailSends.leadId,
        templateName: emailTemplates.name,
        attempts: emailSends.attempts,
        updatedAt: emailSends.updatedAt,
        deliveryStatus: emailSends.deliveryStatus,
        deliveryStatusAt: emailSends.deliveryStatusAt,
        written: sql<boolean>`${emailSends.htmlBody} <> ''`,
      })
      .from(emailSends)
      .leftJoin(emailTemplates, eq(emailTemplates.id, emailSends.templateId))
      .where(where)
      .orderBy(desc(newest), desc(emailSends.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(emailSends).where(where),
  ]);
  const heard = await eventsBehind(
    db,
    rows.flatMap((row) => (row.deliveryStatus ? [row.id] : [])),
  );
  const sends: ProblemSend[] = rows.map(({ written, deliveryStatus, deliveryStatusAt, ...row }) => {
    const event = deliveryStatus ? heard.get(`${row.id}:${deliveryStatus}`) : undefined;
    return {
      ...row,
      updatedAt: row.updatedAt.toISOString(),
      retryable: row.status === 'failed' && Boolean(written),
      delivery:
        deliveryStatus && deliveryStatusAt
          ? {
              status: deliveryStatus,
              at: deliveryStatusAt.toISOString(),
              source: event?.source ?? null,
              detail: event?.detail ?? null,
            }
          : null,
    };
  });
  return { sends, total: total?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/**
 * The newest event of each kind heard about these sends, by `send:kind`: the one that set a send's
 * delivery status is the one of its kind (the status only rises, DELIVERY_RANK), and its source and
 * words are what the list shows.
 */
async function eventsBehind(
  db: DbOrTx,
  sendIds: number[],
): Promise<Map<string, { source: EmailEventSource; detail: string | null }>> {
  const found = new Map<string, { source: EmailEventSource; detail: string | null }>();
  if (sendIds.length === 0) return found;
  const events = await db
    .select({
      sendId: emailEvents.sendId,
      kind: emailEvents.kind,
      source: emailEvents.source,
      detail: emailEvents.detail,
    })
    .from(emailEvents)
    .where(inArray(emailEvents.sendId, sendIds))
    .orderBy(desc(emailEvents.occurredAt), desc(emailEvents.id));
  for (const event of events) {
    const key = `${event.sendId}:${event.kind}`;
    if (!found.has(key)) found.set(key, { source: event.source, detail: event.detail });
  }
  return found;
}

/** A step never written (its template could not be filled in) or a deleted lead's send: no message to send. */
export const NOTHING_TO_RETRY = 'email_nothing_to_retry' satisfies ErrorCode;

export const UNKNOWN_NOT_RETRIED = 'email_unknown_not_retried' satisfies ErrorCode;

/**
 * 'Send again' of a failed send: the same row goes back to 'queued' with a new `email.send` job,
 * in one transaction, so the pipeline's own claim keeps it at most once (two clicks queue it once:
 * the second finds it no longer 'failed'). The row keeps its idempotency key and message.
 */
export async function retryFailedSend(
  db: DbOrTx,
  queue: EmailQueue,
  actor: AuditActor,
  sendId: number,
  now: Date,
): Promise<{ id: number; status: 'queued' }> {
  return db.transaction(async (tx) => {
    const [requeued] = await tx
      .update(emailSends)
      .set({ status: 'queued', claimedBy: null, claimedAt: null, jobId: null, updatedAt: now })
      .where(and(eq(emailSends.id, sendId), eq(emailSends.status, 'failed'), ne(emailSends.htmlBody, '')))
      .returning({ id: emailSends.id, kind: emailSends.kind, subject: emailSends.subject });
    if (!requeued) {
      const [current] = await tx
        .select({ status: emailSends.status, htmlBody: emailSends.htmlBody })
        .from(emailSends)
        .where(eq(emailSends.id, sendId));
      if (!current) throw new NotFoundError('email_send_not_found');
      if (current.status === 'unknown') throw new ConflictError(UNKNOWN_NOT_RETRIED);
      if (current.status === 'failed') throw new ConflictError(NOTHING_TO_RETRY);
      throw new ConflictError('email_not_failed', { status: current.status });
    }
    const jobId = await enqueueEmailSend(tx, queue, sendId);
    if (!jobId) throw new ConflictError('email_queue_failed');
    await recordAuditEvent(tx, {
      actor,
      action: 'content.update',
      entityType: 'email_send',
      entityId: sendId,
      // The number only: a subject can carry a lead's name, and every role reads the log (D25).
      label: `#${sendId}`,
      data: { kind: requeued.kind, retry: true },
    });
    return { id: sendId, status: 'queued' as const };
  });
}
