import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client.ts';
import { emailSends } from '../db/schema/email.ts';
import { DELETED_LEAD_ADDRESS, LEAD_DELETED_REASON, normaliseAddress } from './email-address.ts';
import { describeEmailError, PermanentEmailError, TemporaryEmailError } from './email-errors.ts';
import { NO_SENDER_ERROR, type ResolveEmailTransport } from './email-transport.ts';
import { messageIdSql } from './message-id.ts';

type EmailSendRow = typeof emailSends.$inferSelect;

export interface DeliveryJob {
  sendId: number;
  /** the pg-boss job id: a job that finds its own claim on a row crashed in the middle of sending it */
  jobId: string;
  /** pg-boss will not run this job again: a temporary failure is now final */
  finalAttempt: boolean;
}

export type DeliveryOutcome =
  | { status: 'sent' | 'recorded' | 'failed' | 'unknown' | 'suppressed' }
  | { status: 'retry'; error: string }
  /**
   * nothing to do: another job is sending the row right now, it is finished, or it is gone; or it
   * was a sequence step withdrawn because its lead is no longer active (see LeadMailRules)
   */
  | { status: 'skipped'; reason: 'in-flight' | 'finished' | 'missing' | 'withdrawn' };

/**
 * What delivery needs to know and change about leads. The rules live in the leads service; the
 * composition root passes them in, so e-mail never reaches up into services.
 */
export interface LeadMailRules {
  /**
   * Why a sequence e-mail to this lead must not go out, or null. `final` for a lead who
   * unsubscribed, bounced or was deleted: the step is suppressed for good. Not final when the lead's
   * status is only no longer `active`: the step is withdrawn, to be sent if the lead is active again.
   */
  sequenceRefusal(db: DbOrTx, leadId: number | null): Promise<SequenceRefusal | null>;
  /** the provider refused `toAddress` for good: bounce the lead when it is their own address */
  bounceLead(
    db: DbOrTx,
    leadId: number,
    bounce: { toAddress: string; reason: string; sendId: number; provider: string | null },
  ): Promise<void>;
}

export interface SequenceRefusal {
  reason: string;
  final: boolean;
}

export interface DeliveryOptions {
  resolveTransport: ResolveEmailTransport;
  leads: LeadMailRules;
  log: (line: string) => void;
  /**
   * A claim older than this belongs to a worker that died; far longer than any provider call
   * (SMTP and HTTP timeouts are well under a minute) and than the job's expiry.
   */
  staleClaimMinutes?: number;
}

export const DEFAULT_STALE_CLAIM_MINUTES = 15;

export const INTERRUPTED =
  'interrupted while talking to the provider (the process stopped mid-send); not retried, so it cannot arrive twice';

/**
 * One delivery attempt of one `email_sends` row (the `email.send` job). At most once (D10): the row
 * is claimed atomically ('queued' → 'sending') before the provider is called, only one worker can
 * win the claim, and a row found still 'sending' by the job that claimed it (a crash mid-send) or
 * long after becomes 'unknown' instead of being sent again.
 */
export async function deliverEmailSend(
  db: Database,
  options: DeliveryOptions,
  job: DeliveryJob,
): Promise<DeliveryOutcome> {
  const transport = await options.resolveTransport(db);
  const { provider } = transport;
  const [row] = await db
    .update(emailSends)
    .set({
      status: 'sending',
      attempts: sql`${emailSends.attempts} + 1`,
      claimedBy: job.jobId,
      claimedAt: sql`now()`,
      provider: provider.name,
      fromAddress: transport.from,
      // Written before the provider is called, so a reply can name this send even after a crash.
      messageId: messageIdSql(transport.from),
      updatedAt: sql`now()`,
    })
    .where(and(eq(emailSends.id, job.sendId), eq(emailSends.status, 'queued')))
    .returning();
  if (!row) return settleUnclaimed(db, job, options.staleClaimMinutes ?? DEFAULT_STALE_CLAIM_MINUTES);

  const refusal = row.kind === 'sequence' ? await options.leads.sequenceRefusal(db, row.leadId) : null;
  if (refusal?.final) return finish(db, options, row, job, { status: 'suppressed', lastError: refusal.reason });
  if (refusal) return withdraw(db, options, row, job, refusal.reason);
  // A send whose lead was deleted while it was being sent, put back by a temporary failure (D25).
  if (row.toAddress === DELETED_LEAD_ADDRESS) {
    return finish(db, options, row, job, { status: 'suppressed', lastError: LEAD_DELETED_REASON });
  }
  // No sender is the studio's settings, not this message: the studio fills in its e-mail and the
  // message goes on a later try, as after any temporary failure; it fails only when the tries run out.
  if (transport.from === null && provider.name !== 'development') {
    if (!job.finalAttempt) return finish(db, options, row, job, { status: 'queued', lastError: NO_SENDER_ERROR });
    return finish(db, options, row, job, { status: 'failed', lastError: `gave up after retries: ${NO_SENDER_ERROR}` });
  }

  try {
    const { providerMessageId } = await provider.send({
      sendId: row.id,
      idempotencyKey: row.idempotencyKey,
      messageId: row.messageId ?? undefined,
      from: transport.from ?? '(no sender configured)',
      to: row.toAddress,
      subject: row.subject,
      html: row.htmlBody,
      text: row.textBody,
      replyTo: row.replyTo,
      headers: row.headers,
      attachments: row.attachments,
    });
    const status = provider.name === 'development' ? 'recorded' : 'sent';
    return finish(db, options, row, job, { status, providerMessageId });
  } catch (error) {
    const lastError = describeEmailError(error);
    if (error instanceof TemporaryEmailError) {
      if (!job.finalAttempt) return finish(db, options, row, job, { status: 'queued', lastError });
      return finish(db, options, row, job, { status: 'failed', lastError: `gave up after retries: ${lastError}` });
    }
    if (error instanceof PermanentEmailError) {
      return finish(db, options, row, job, { status: 'failed', lastError, bounce: error.recipientRejected });
    }
    // UnknownOutcomeEmailError, and anything a provider failed to classify: it may have gone out.
    return finish(db, options, row, job, { status: 'unknown', lastError });
  }
}

type Result =
  | { status: 'sent' | 'recorded'; providerMessageId: string | null }
  | { status: 'queued' | 'unknown' | 'suppressed'; lastError: string }
  | { status: 'failed'; lastError: string; bounce?: boolean };

/** Writes the attempt's result, as long as the row is still this job's claim. */
async function finish(
  db: Database,
  options: DeliveryOptions,
  row: EmailSendRow,
  job: DeliveryJob,
  result: Result,
): Promise<DeliveryOutcome> {
  const changes =
    'providerMessageId' in result
      ? { lastError: null, providerMessageId: result.providerMessageId, sentAt: new Date() }
      : { lastError: result.lastError };
  await db.transaction(async (tx) => {
    await tx
      .update(emailSends)
      .set({
        ...changes,
        status: result.status,
        // Back in the queue the row belongs to no one; a final state keeps who ended it.
        claimedBy: result.status === 'queued' ? null : job.jobId,
        updatedAt: new Date(),
      })
      // 'unknown' included: if the safety net gave up on a slow claim, the real outcome still wins.
      .where(and(eq(emailSends.id, row.id), eq(emailSends.claimedBy, job.jobId)));
    if (result.status === 'failed' && result.bounce && row.leadId !== null) {
      await options.leads.bounceLead(tx, row.leadId, {
        toAddress: normaliseAddress(row.toAddress),
        reason: result.lastError,
        sendId: row.id,
        provider: row.provider,
      });
    }
  });
  // The send id, never the address: logs outlive a deleted lead (D25).
  const label = `[email] #${row.id} (${row.kind})`;
  if (result.status === 'sent') options.log(`${label}: sent via ${row.provider}`);
  if (result.status === 'queued') options.log(`${label}: temporary failure, will retry: ${result.lastError}`);
  if (result.status === 'failed') options.log(`${label}: failed: ${result.lastError}`);
  if (result.status === 'suppressed') options.log(`${label}: suppressed: ${result.lastError}`);
  if (result.status === 'unknown') options.log(`${label}: outcome unknown, not retried: ${result.lastError}`);
  return result.status === 'queued' ? { status: 'retry', error: result.lastError } : { status: result.status };
}

/**
 * A sequence step claimed just as its lead stopped being active (the status change commits after
 * the claim, so it could not withdraw the row itself): nothing reached the provider, so the row is
 * deleted, as the status change deletes the queued ones. Marked suppressed, it would count as the
 * step's send, and a lead made active again would skip the step; withdrawn, the scheduler sends it
 * then, once (sequence-plan.ts).
 */
async function withdraw(
  db: Database,
  options: DeliveryOptions,
  row: EmailSendRow,
  job: DeliveryJob,
  reason: string,
): Promise<DeliveryOutcome> {
  await db.delete(emailSends).where(and(eq(emailSends.id, row.id), eq(emailSends.claimedBy, job.jobId)));
  options.log(`[email] #${row.id} (${row.kind}): withdrawn: ${reason}`);
  return { status: 'skipped', reason: 'withdrawn' };
}

/** The row was not 'queued'. A crashed claim becomes 'unknown'; anything else is left alone. */
async function settleUnclaimed(db: Database, job: DeliveryJob, staleMinutes: number): Promise<DeliveryOutcome> {
  const [settled] = await db
    .update(emailSends)
    .set({ status: 'unknown', lastError: INTERRUPTED, updatedAt: sql`now()` })
    .where(
      and(
        eq(emailSends.id, job.sendId),
        eq(emailSends.status, 'sending'),
        or(
          eq(emailSends.claimedBy, job.jobId),
          isNull(emailSends.claimedAt),
          lt(emailSends.claimedAt, sql`now() - make_interval(mins => ${staleMinutes})`),
        ),
      ),
    )
    .returning({ id: emailSends.id });
  if (settled) return { status: 'unknown' };
  const [current] = await db
    .select({ status: emailSends.status })
    .from(emailSends)
    .where(eq(emailSends.id, job.sendId));
  if (!current) return { status: 'skipped', reason: 'missing' };
  return { status: 'skipped', reason: current.status === 'sending' ? 'in-flight' : 'finished' };
}
