import type { EmailAttachment } from '../db/schema/email.ts';

export type EmailServiceName = 'development' | 'smtp' | 'resend' | 'sendgrid';

/** One message as a provider sends it: everything already validated and rendered. */
export interface ProviderMessage {
  /** our `email_sends` id, for provider-side references and the development log */
  sendId: number;
  /** stable per logical message; Resend gets it as `Idempotency-Key` */
  idempotencyKey: string;
  /**
   * The Message-ID header (`<atelier.{sendId}.{digest}@{domain}>`, message-id.ts), recorded on the
   * row when it was claimed; replies are matched by it. Absent only in tests of a provider alone.
   */
  messageId?: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo: string | null;
  headers: Record<string, string>;
  /** text attachments (UTF-8), e.g. a booking's calendar invitation */
  attachments: EmailAttachment[];
}

/**
 * A way of delivering e-mail. `send` resolves once the provider has accepted the message and throws
 * only TemporaryEmailError, PermanentEmailError or UnknownOutcomeEmailError (email-errors.ts).
 */
export interface EmailProvider {
  readonly name: EmailServiceName;
  send(message: ProviderMessage): Promise<{ providerMessageId: string | null }>;
}
