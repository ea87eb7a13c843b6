import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ApiProblem } from '#shared/api/errors.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { emailSends } from '../db/schema/email.ts';
import { ConflictError } from '../errors.ts';
import type { EmailDeps } from './email-deps.ts';
import { describeEmailError, PermanentEmailError, TemporaryEmailError } from './email-errors.ts';
import type { EmailServiceName } from './email-provider.ts';
import { NO_SENDER_ERROR } from './email-transport.ts';
import { validateOutboundEmail } from './outbound-email.ts';
import { SmtpDestinationError } from './providers/smtp-destination.ts';

/** One test message, fully rendered by the caller (Email Setup's test, a template's test send). */
/**
 * Test sends (Email Setup's 'Send Test Email', a template's 'Send test') go to any address under
 * the studio's sender, so a signed-in account cannot become a mail cannon: 30 an hour per client,
 * both buttons together — far more than anyone trying a template needs.
 */
export const TEST_SEND_RATE_LIMIT = { name: 'test-send', limit: 30, windowSeconds: 60 * 60 };

export interface SendNowMessage {
  /** one bare address */
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  headers?: Record<string, string>;
  /** the template this test renders, if any (kept on the row for the admin's lists) */
  templateId?: number | null;
  /** default: a fresh `test:<uuid>`; every call is its own message */
  idempotencyKey?: string;
}

export type SendNowResult =
  | {
      ok: true;
      sendId: number;
      /** recorded: development mode, nothing left the machine */
      status: 'sent' | 'recorded';
      provider: EmailServiceName;
      providerMessageId: string | null;
      /** a sentence for the admin's toast */
      message: string;
    }
  | {
      ok: false;
      sendId: number;
      status: 'failed' | 'unknown';
      provider: EmailServiceName;
      /** the provider's own error, e.g. "535 5.7.8 Authentication failed" (also the row's last_error) */
      error: string;
      /** the same, coded, when it is a known refusal: the SMTP host is not public (smtp_host_private) */
      problem?: ApiProblem;
    };

/** `PlatformDeps` has all of this: call `sendEmailNow(c.get('deps'), message)`. */
export interface SendNowDeps {
  db: Database;
  email: Pick<EmailDeps, 'resolveTransport'>;
  clock: Clock;
  log: (line: string) => void;
}

const PROVIDER_LABEL: Record<EmailServiceName, string> = {
  development: 'development mode',
  smtp: 'SMTP',
  resend: 'Resend',
  sendgrid: 'SendGrid',
};

/**
 * Sends one message now, while the admin waits, through the transport the worker would use, and
 * records it as an `email_sends` row of kind 'test' (so it shows with the other sends, and a
 * failed one can be sent again from Email Setup). No job and no automatic retry: a temporary
 * failure is answered at once as 'failed' with the provider's own words.
 *
 * At most once, as the pipeline: the row is written already claimed ('sending', claimed_by a fresh
 * id no job has) before the provider is called; a crash in the middle leaves it 'sending', and
 * the safety net makes it 'unknown', never sends it again.
 *
 * Throws ValidationError when the message itself is refused (no valid recipient, CR/LF in a
 * header) and ConflictError when the stored settings cannot be used (nothing is recorded then);
 * never throws for a provider failure: that is `{ ok: false, error }`. A route answers it
 * as `c.json({ message: result.error }, 502)`.
 */
export async function sendEmailNow(deps: SendNowDeps, message: SendNowMessage): Promise<SendNowResult> {
  const validated = validateOutboundEmail({
    kind: 'test',
    idempotencyKey: message.idempotencyKey ?? `test:${randomUUID()}`,
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    replyTo: message.replyTo,
    headers: message.headers,
    templateId: message.templateId ?? null,
  });
  let transport: Awaited<ReturnType<SendNowDeps['email']['resolveTransport']>>;
  try {
    transport = await deps.email.resolveTransport(deps.db);
  } catch (error) {
    throw new ConflictError('email_settings_unusable', { detail: describeEmailError(error) });
  }
  const { provider } = transport;
  // A uuid, as pg-boss job ids are: the safety net asks pg-boss about it and finds no live job.
  const claim = randomUUID();
  const now = deps.clock();
  const [row] = await deps.db
    .insert(emailSends)
    .values({
      ...validated,
      status: 'sending',
      attempts: 1,
      claimedBy: claim,
      claimedAt: now,
      provider: provider.name,
      fromAddress: transport.from,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: emailSends.id });
  if (!row) throw new Error('email_sends: the test send was not recorded');
  const sendId = row.id;

  const settle = async (
    changes: Partial<typeof emailSends.$inferInsert> & { status: (typeof emailSends.$inferInsert)['status'] },
  ) => {
    await deps.db
      .update(emailSends)
      .set({ ...changes, updatedAt: deps.clock() })
      .where(and(eq(emailSends.id, sendId), eq(emailSends.claimedBy, claim)));
  };
  const fail = async (status: 'failed' | 'unknown', error: string, refusal?: ApiProblem): Promise<SendNowResult> => {
    await settle({ status, lastError: error });
    deps.log(`[email] test #${sendId}: ${status}: ${error}`);
    return { ok: false, sendId, status, provider: provider.name, error, ...(refusal ? { problem: refusal } : {}) };
  };

  if (transport.from === null && provider.name !== 'development') {
    return fail('failed', NO_SENDER_ERROR);
  }
  try {
    const { providerMessageId } = await provider.send({
      sendId,
      idempotencyKey: validated.idempotencyKey,
      from: transport.from ?? '(no sender configured)',
      to: validated.toAddress,
      subject: validated.subject,
      html: validated.htmlBody,
      text: validated.textBody,
      replyTo: validated.replyTo,
      headers: validated.headers,
      attachments: validated.attachments,
    });
    const status = provider.name === 'development' ? 'recorded' : 'sent';
    await settle({ status, providerMessageId, lastError: null, sentAt: deps.clock() });
    deps.log(`[email] test #${sendId}: ${status} via ${provider.name}`);
    const sentence =
      status === 'recorded'
        ? `Development mode: the test email to ${validated.toAddress} was recorded, not sent.`
        : `Test email sent to ${validated.toAddress} with ${PROVIDER_LABEL[provider.name]}.`;
    return { ok: true, sendId, status, provider: provider.name, providerMessageId, message: sentence };
  } catch (error) {
    const text = describeEmailError(error);
    const refusal =
      error instanceof Error && error.cause instanceof SmtpDestinationError ? error.cause.problem : undefined;
    if (error instanceof TemporaryEmailError || error instanceof PermanentEmailError)
      return fail('failed', text, refusal);
    // UnknownOutcomeEmailError and anything unclassified: it may have gone out (D10).
    return fail('unknown', text);
  }
}
