import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { emailSends } from '../db/schema/email.ts';
import { EMAIL_SEND_JOB, type EmailQueue, enqueueEmailSend } from './email-queue.ts';
import { type OutboundEmail, validateOutboundEmail } from './outbound-email.ts';

export type { OutboundEmail } from './outbound-email.ts';

/**
 * The one way to send an e-mail. Validates it (ValidationError: CR/LF in a header, not exactly one
 * recipient, …), records it as an `email_sends` row in state 'queued' with the whole rendered
 * message, and queues its delivery job — both through `db`, so called with the caller's
 * transaction they commit or roll back together with the caller's own writes (an enquiry is
 * stored whatever the provider does; a rolled-back enquiry sends nothing).
 *
 * A second call with the same idempotency key (or, for a sequence step, the same lead × template)
 * records and queues nothing and answers the existing row with `created: false`.
 */
export async function sendEmail(
  db: DbOrTx,
  queue: EmailQueue,
  email: OutboundEmail,
): Promise<{ sendId: number; created: boolean }> {
  const message = validateOutboundEmail(email);
  // On a transaction this is a savepoint: a failed enqueue undoes the row, not the caller's work.
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(emailSends)
      .values({ ...message, status: 'queued' })
      .onConflictDoNothing()
      .returning({ id: emailSends.id });
    if (!inserted) return { sendId: await existingSendId(tx, message), created: false };
    const jobId = await enqueueEmailSend(tx, queue, inserted.id);
    if (!jobId) {
      // Only a missing queue (registerJobs not run) gets here; the row waits for the safety net.
      console.error(`[email] send #${inserted.id}: the ${EMAIL_SEND_JOB} queue refused the job; it stays queued`);
    }
    return { sendId: inserted.id, created: true };
  });
}

/**
 * A sequence step whose message could not be written for this lead (a template placeholder the
 * lead leaves empty in the subject, say): recorded as a failed send with the reason, so the step
 * is done (the lead's later steps go on), Email Setup lists it (SECURITY 12), and it is never
 * retried (there is no message to send). Nothing is recorded when the step already has a send.
 */
export async function recordUnwrittenStep(
  db: DbOrTx,
  step: { idempotencyKey: string; leadId: number; templateId: number; to: string; subject: string; error: string },
): Promise<boolean> {
  const inserted = await db
    .insert(emailSends)
    .values({
      kind: 'sequence',
      idempotencyKey: step.idempotencyKey,
      leadId: step.leadId,
      templateId: step.templateId,
      toAddress: step.to,
      subject: step.subject,
      htmlBody: '',
      textBody: '',
      status: 'failed',
      lastError: `not written: ${step.error}`,
    })
    .onConflictDoNothing()
    .returning({ id: emailSends.id });
  return inserted.length > 0;
}

async function existingSendId(
  db: DbOrTx,
  message: { idempotencyKey: string; kind: string; leadId: number | null; templateId: number | null },
): Promise<number> {
  const [byKey] = await db
    .select({ id: emailSends.id })
    .from(emailSends)
    .where(eq(emailSends.idempotencyKey, message.idempotencyKey));
  if (byKey) return byKey.id;
  // A different key for a sequence step this lead already has (the lead × template unique index).
  if (message.kind === 'sequence' && message.leadId !== null && message.templateId !== null) {
    const [byStep] = await db
      .select({ id: emailSends.id })
      .from(emailSends)
      .where(
        and(
          eq(emailSends.kind, 'sequence'),
          eq(emailSends.leadId, message.leadId),
          eq(emailSends.templateId, message.templateId),
        ),
      );
    if (byStep) return byStep.id;
  }
  throw new Error(`email_sends conflict without an existing row for ${message.idempotencyKey}`);
}
