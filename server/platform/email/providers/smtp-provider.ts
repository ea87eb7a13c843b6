import nodemailer from 'nodemailer';
import { dkimFor } from '../dkim/dkim-key.ts';
import type { SmtpSettings } from '../email-config.ts';
import { PermanentEmailError, TemporaryEmailError } from '../email-errors.ts';
import type { EmailProvider, ProviderMessage } from '../email-provider.ts';
import { messageIdFor } from '../message-id.ts';
import { resolveSmtpDestination, type SmtpDestination, SmtpDestinationError } from './smtp-destination.ts';
import { smtpTransportOptions } from './smtp-transport-options.ts';

/** Short enough that a dead server fails the job quickly, long enough for a slow greeting. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000, dnsTimeout: 10_000 };

/** nodemailer failures without an SMTP reply that no retry will fix (our configuration or message). */
const PERMANENT_WITHOUT_REPLY = new Set(['ECONFIG', 'EAUTH', 'ENOAUTH', 'EENVELOPE', 'EMESSAGE']);

interface NodemailerFailure {
  code?: string;
  responseCode?: number;
  command?: string;
  message?: string;
}

/**
 * SMTP through nodemailer: one connection per message (a studio sends a handful a day), none held
 * between. The host is checked and resolved for each message (smtp-destination.ts): what its name
 * points at can change after the settings were saved.
 */
export function createSmtpProvider(settings: SmtpSettings): EmailProvider {
  return {
    name: 'smtp',
    async send(message) {
      let destination: SmtpDestination;
      try {
        destination = await resolveSmtpDestination(settings);
      } catch (error) {
        // Temporary: the setup (or DNS) can be put right while the send still has tries left.
        if (error instanceof SmtpDestinationError)
          throw new TemporaryEmailError(`SMTP: ${error.message}`, { cause: error });
        throw error;
      }
      // Issue 28: DKIM-signed when a key is set and the From is at its domain (dkim-key.ts).
      const dkim = dkimFor(settings.dkim, message.from);
      const transporter = nodemailer.createTransport(smtpTransportOptions(settings, TIMEOUTS, destination, dkim));
      try {
        const info = await transporter.sendMail({
          from: message.from,
          to: message.to,
          replyTo: message.replyTo ?? undefined,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: message.headers,
          messageId: message.messageId ?? messageIdFor(message),
          ...smtpAttachments(message),
        });
        return { providerMessageId: info.messageId ?? null };
      } catch (error) {
        throw classifySmtpFailure(error);
      } finally {
        transporter.close();
      }
    },
  };
}

/**
 * A calendar invitation (`text/calendar; method=…`) goes as nodemailer's `icalEvent`: besides the
 * `.ics` attachment it becomes a `text/calendar` alternative of the body, which is what makes
 * Outlook, Gmail and Apple Mail show it as an invitation with its buttons. Only one can be; any
 * other attachment is a plain one.
 */
function smtpAttachments(message: ProviderMessage) {
  const invitation = message.attachments.find((a) => calendarMethod(a.contentType) !== null);
  const others = message.attachments.filter((a) => a !== invitation);
  return {
    ...(invitation
      ? {
          icalEvent: {
            method: calendarMethod(invitation.contentType) ?? 'REQUEST',
            filename: invitation.filename,
            content: invitation.content,
          },
        }
      : {}),
    ...(others.length > 0
      ? {
          attachments: others.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
        }
      : {}),
  };
}

function calendarMethod(contentType: string): string | null {
  const match = /^text\/calendar\b.*;\s*method=([A-Za-z-]+)/i.exec(contentType);
  return match?.[1]?.toUpperCase() ?? null;
}

/** RFC 5321: 5yz is permanent (except 503, a session-state error), 4yz and lost connections are not. */
export function classifySmtpFailure(error: unknown): Error {
  const failure = (typeof error === 'object' && error !== null ? error : {}) as NodemailerFailure;
  const text = `SMTP: ${failure.message ?? String(error)}`;
  const reply = failure.responseCode;
  if (reply !== undefined && reply >= 500 && reply !== 503) {
    return new PermanentEmailError(text, { recipientRejected: failure.command === 'RCPT TO' });
  }
  if (reply === undefined && failure.code !== undefined && PERMANENT_WITHOUT_REPLY.has(failure.code)) {
    return new PermanentEmailError(text);
  }
  return new TemporaryEmailError(text);
}
