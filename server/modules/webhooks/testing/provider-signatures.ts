import { generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/**
 * The providers' side of a signed webhook, for tests: what Resend (Svix) and SendGrid put on the
 * wire, signed the way each documents, with keys made here. Nothing is faked on our side: the
 * endpoints verify these with the same libraries as in production.
 */

/** A Resend signing secret as its dashboard shows it: `whsec_` and 24 random bytes in base64. */
export function resendSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

let svixCounter = 0;
/** Svix's message ids look like `msg_2Zx…`; the same id is sent again on each retry. */
export function svixId(): string {
  svixCounter += 1;
  return `msg_${randomBytes(12).toString('hex')}${svixCounter}`;
}

/** The headers Resend sends with `body`, signed at `at` under `secret` (Standard Webhooks' own `sign`). */
export function resendHeaders(
  secret: string,
  body: string,
  { id = svixId(), at = new Date() }: { id?: string; at?: Date } = {},
): Record<string, string> {
  return {
    'content-type': 'application/json',
    'svix-id': id,
    'svix-timestamp': String(Math.floor(at.getTime() / 1000)),
    'svix-signature': new Webhook(secret).sign(id, at, body),
  };
}

export interface SendgridKeys {
  /** what SendGrid's Mail Settings shows as the verification key: base64 of the DER public key */
  publicKey: string;
  privateKey: KeyObject;
}

/** A P-256 key pair, as SendGrid signs its Event Webhook with. */
export function sendgridKeys(): SendgridKeys {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'), privateKey };
}

/** SendGrid's signature headers: ECDSA with SHA-256 over the timestamp then the body, base64 DER. */
export function sendgridHeaders(
  keys: SendgridKeys,
  body: string,
  { at = new Date() }: { at?: Date } = {},
): Record<string, string> {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  return {
    'content-type': 'application/json',
    'x-twilio-email-event-webhook-timestamp': timestamp,
    'x-twilio-email-event-webhook-signature': sign('sha256', Buffer.from(timestamp + body), keys.privateKey).toString(
      'base64',
    ),
  };
}

let sendgridCounter = 0;
/** One SendGrid event as its Event Webhook posts it (the fields its reference lists). */
export function sendgridEvent(
  event: string,
  fields: { messageId: string; email: string } & Record<string, unknown>,
): Record<string, unknown> {
  sendgridCounter += 1;
  const { messageId, email, ...rest } = fields;
  return {
    email,
    timestamp: Math.floor(Date.now() / 1000),
    'smtp-id': `<${messageId}@ismtpd0001p1lon1.sendgrid.net>`,
    event,
    category: [],
    sg_event_id: Buffer.from(`${event}-${messageId}-${sendgridCounter}-${randomBytes(4).toString('hex')}`).toString(
      'base64',
    ),
    sg_message_id: `${messageId}.filterdrecv-6d5b7f9d9-8xk2p-1-6559A1B2-1.0`,
    ...rest,
  };
}

/** One Resend event as its webhook posts it (`type`, `created_at`, `data` with `email_id`). */
export function resendEvent(
  type: string,
  fields: { emailId: string; to: string } & Record<string, unknown>,
): Record<string, unknown> {
  const { emailId, to, ...data } = fields;
  return {
    type,
    created_at: new Date().toISOString(),
    data: {
      created_at: new Date().toISOString(),
      email_id: emailId,
      from: 'Larch & Lime <hello@larchandlime.example>',
      to: [to],
      subject: 'A note from Larch & Lime',
      ...data,
    },
  };
}
