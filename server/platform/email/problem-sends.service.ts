import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ProblemSend, ProblemSendPage, ProblemSendsQuery } from '#shared/admin/email.ts';
import type { ErrorCode } from '#shared/api/errors.ts';
import { type AuditActor, recordAuditEvent } from '../audit.service.ts';
import type { DbOrTx } from '../db/client.ts';
import { emailSends, emailTemplates } from '../db/schema/email.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { type EmailQueue, enqueueEmailSend } from './email-queue.ts';

/**
 * The sends that did not go out, as Email Setup lists them (SECURITY 12): 'failed' (will not be
 * sent; may be sent again by hand) and 'unknown' (may or may not have arrived; never sent again,
 * D10). Newest first.
 */
export async function listProblemSends(db: DbOrTx, query: ProblemSendsQuery): Promise<ProblemSendPage> {
  const statuses = query.status ? [query.status] : (['failed', 'unknown'] as const);
  const where = inArray(emailSends.status, [...statuses]);
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
        written: sql<boolean>`${emailSends.htmlBody} <> ''`,
      })
      .from(emailSends)
      .leftJoin(emailTemplates, eq(emailTemplates.id, emailSends.templateId))
      .where(where)
      .orderBy(desc(emailSends.updatedAt), desc(emailSends.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(emailSends).where(where),
  ]);
  const sends: ProblemSend[] = rows.map(({ written, ...row }) => ({
    ...row,
    status: row.status as ProblemSend['status'],
    updatedAt: row.updatedAt.toISOString(),
    retryable: row.status === 'failed' && Boolean(written),
  }));
  return { sends, total: total?.total ?? 0, page: query.page, pageSize: query.pageSize };
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
