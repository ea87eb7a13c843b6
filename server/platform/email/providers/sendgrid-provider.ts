import { parseMailbox } from '../email-address.ts';
import type { HttpApiSettings } from '../email-config.ts';
import { PermanentEmailError } from '../email-errors.ts';
import type { EmailProvider, ProviderMessage } from '../email-provider.ts';
import { httpFailure, postJson, readErrorBody } from './http-api.ts';

interface SendGridErrors {
  errors?: { message?: string; field?: string | null }[];
}

/**
 * SendGrid's Mail Send API v3: `POST /v3/mail/send` answers 202 with the message id in
 * `X-Message-Id`. SendGrid has no idempotency key, so a request whose answer is lost is reported
 * as an unknown outcome rather than retried (D10).
 */
export function createSendGridProvider(settings: HttpApiSettings): EmailProvider {
  return {
    name: 'sendgrid',
    async send(message) {
      const response = await postJson({
        provider: 'SendGrid',
        url: `${settings.apiUrl}/v3/mail/send`,
        headers: { Authorization: `Bearer ${settings.apiKey}` },
        body: sendGridBody(message),
        idempotent: false,
      });
      if (response.ok) {
        await response.body?.cancel();
        return { providerMessageId: response.headers.get('x-message-id') };
      }
      const body = (await readErrorBody(response)) as SendGridErrors | string;
      const errors = typeof body === 'object' && body !== null && Array.isArray(body.errors) ? body.errors : [];
      const detail = errors.length > 0 ? errors.map((e) => e.message ?? '').join('; ') : String(body);
      const recipientRejected = errors.some((e) => /^personalizations\.\d+\.to/.test(e.field ?? ''));
      throw httpFailure('SendGrid', response.status, detail, recipientRejected);
    },
  };
}

function sendGridBody(message: ProviderMessage) {
  const from = parseMailbox(message.from);
  if (!from) throw new PermanentEmailError(`SendGrid: sender "${message.from}" is not one address`);
  const replyTo = message.replyTo ? parseMailbox(message.replyTo) : null;
  return {
    personalizations: [{ to: [{ email: message.to }] }],
    from: mailbox(from),
    ...(replyTo ? { reply_to: mailbox(replyTo) } : {}),
    subject: message.subject,
    // SendGrid requires text/plain before text/html, and refuses an empty part.
    content: [
      { type: 'text/plain', value: message.text },
      ...(message.html ? [{ type: 'text/html', value: message.html }] : []),
    ],
    ...(Object.keys(message.headers).length > 0 ? { headers: message.headers } : {}),
    ...(message.attachments.length > 0
      ? {
          attachments: message.attachments.map((a) => ({
            content: Buffer.from(a.content, 'utf8').toString('base64'),
            filename: a.filename,
            type: a.contentType,
            disposition: 'attachment',
          })),
        }
      : {}),
    custom_args: { send_id: String(message.sendId) },
  };
}

function mailbox({ name, address }: { name: string; address: string }) {
  return name ? { email: address, name } : { email: address };
}
