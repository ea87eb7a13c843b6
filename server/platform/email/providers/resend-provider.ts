import type { HttpApiSettings } from '../email-config.ts';
import { TemporaryEmailError } from '../email-errors.ts';
import type { EmailProvider } from '../email-provider.ts';
import { httpFailure, postJson, readErrorBody } from './http-api.ts';

interface ResendError {
  statusCode?: number;
  name?: string;
  message?: string;
}

/**
 * Resend's HTTP API: `POST /emails` answers `{ id }`. Our idempotency key goes in the
 * `Idempotency-Key` header, so Resend itself drops a repeat within 24 hours (SECURITY 13).
 */
export function createResendProvider(settings: HttpApiSettings): EmailProvider {
  return {
    name: 'resend',
    async send(message) {
      const response = await postJson({
        provider: 'Resend',
        url: `${settings.apiUrl}/emails`,
        headers: { Authorization: `Bearer ${settings.apiKey}`, 'Idempotency-Key': message.idempotencyKey },
        body: {
          from: message.from,
          to: [message.to],
          subject: message.subject,
          ...(message.html ? { html: message.html } : {}),
          text: message.text,
          ...(Object.keys(message.headers).length > 0 ? { headers: message.headers } : {}),
          ...(message.replyTo ? { reply_to: message.replyTo } : {}),
          // Resend takes the content base64-encoded and the type from the file name.
          ...(message.attachments.length > 0
            ? {
                attachments: message.attachments.map((a) => ({
                  filename: a.filename,
                  content: Buffer.from(a.content, 'utf8').toString('base64'),
                })),
              }
            : {}),
        },
        idempotent: true,
      });
      if (response.ok) {
        const body = (await response.json().catch(() => null)) as { id?: unknown } | null;
        return { providerMessageId: typeof body?.id === 'string' ? body.id : null };
      }
      const body = (await readErrorBody(response)) as ResendError | string;
      const error = typeof body === 'object' && body !== null ? body : { message: String(body) };
      // The same key while the first request is still in flight: wait and ask again.
      if (response.status === 409 && error.name === 'concurrent_idempotent_requests') {
        throw new TemporaryEmailError(`Resend 409: ${error.message ?? 'request in progress'}`);
      }
      const detail = [error.name, error.message].filter(Boolean).join(': ');
      // Resend names the offending field in its validation message, e.g. "Invalid `to` field. …"
      const recipientRejected = error.name === 'validation_error' && /`to`/.test(error.message ?? '');
      throw httpFailure('Resend', response.status, detail, recipientRejected);
    },
  };
}
