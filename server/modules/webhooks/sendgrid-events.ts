import { EventWebhook } from '@sendgrid/eventwebhook';
import { isStale, type ProviderEvent, type SignatureVerdict, text, timestampSeconds } from './provider-event.ts';

/**
 * SendGrid's signed Event Webhook (issue 28): `X-Twilio-Email-Event-Webhook-Signature` is an ECDSA
 * (P-256, SHA-256) signature, base64 DER, over the timestamp header followed by the raw body,
 * checked with `@sendgrid/eventwebhook` against the verification key shown in SendGrid's Mail
 * Settings (a base64 public key). The library checks no time, so the timestamp is held to this
 * server's clock here. The body is a JSON array of events, each independent.
 */

export const SENDGRID_SIGNATURE_HEADER = 'x-twilio-email-event-webhook-signature';
export const SENDGRID_TIMESTAMP_HEADER = 'x-twilio-email-event-webhook-timestamp';

const webhook = new EventWebhook();

/**
 * The key as it is stored: SendGrid shows a bare base64 key; a PEM (header lines, wrapped) is the
 * same key, so both are kept as the bare base64.
 */
export function normaliseSendgridKey(key: string): string {
  return key
    .split(/\r?\n/)
    .filter((line) => !line.startsWith('-----'))
    .join('')
    .replace(/\s+/g, '');
}

/** Whether the key reads as an elliptic-curve public key (what SendGrid's verification key is). */
export function isSendgridKey(key: string): boolean {
  const bare = normaliseSendgridKey(key);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(bare)) return false;
  try {
    webhook.convertPublicKeyToECDSA(bare);
    return true;
  } catch {
    return false;
  }
}

export function verifySendgrid(
  key: string,
  body: string,
  signature: string | undefined,
  timestamp: string | undefined,
  now: Date,
): SignatureVerdict {
  if (!signature?.trim() || !timestamp?.trim()) return { ok: false, code: 'webhook_signature_missing' };
  const seconds = timestampSeconds(timestamp.trim());
  if (seconds === null) return { ok: false, code: 'webhook_signature_invalid' };
  if (isStale(seconds, now)) return { ok: false, code: 'webhook_signature_stale' };
  try {
    const publicKey = webhook.convertPublicKeyToECDSA(normaliseSendgridKey(key));
    return webhook.verifySignature(publicKey, body, signature.trim(), timestamp.trim())
      ? { ok: true }
      : { ok: false, code: 'webhook_signature_invalid' };
  } catch {
    // A signature that is not base64 DER makes the library throw: it is no signature of this key.
    return { ok: false, code: 'webhook_signature_invalid' };
  }
}

type Mapped = Pick<ProviderEvent, 'kind' | 'detail'>;

/**
 * SendGrid's delivery events and the kinds they are recorded as. A `bounce` of type `blocked` is
 * SendGrid's temporary refusal (soft); type `bounce` (or none, as older events) is permanent.
 * `deferred`: the receiving server said "later" (soft). `dropped`: SendGrid never tried.
 * `spamreport`: a complaint. `processed`, `open`, `click`, `unsubscribe` and the group events are
 * not about delivery.
 */
function kindOf(event: Record<string, unknown>): Mapped | null {
  switch (event.event) {
    case 'delivered':
      return { kind: 'delivered', detail: null };
    case 'bounce':
      return {
        kind: text(event.type, 50) === 'blocked' ? 'soft_bounce' : 'hard_bounce',
        detail: text(event.reason),
      };
    case 'deferred':
      return { kind: 'soft_bounce', detail: text(event.response) ?? text(event.reason) };
    case 'dropped':
      return { kind: 'dropped', detail: text(event.reason) };
    case 'spamreport':
      return { kind: 'complaint', detail: null };
    default:
      return null;
  }
}

/** `sg_event_id` becomes part of the dedupe key: SendGrid's are base64 of some 22 to 60 characters. */
const EVENT_ID_PATTERN = /^[\w+/=.:-]{1,200}$/;

/**
 * One entry of the batch as an event, or null when it is of no interest or not readable (no
 * event id, no time): skipped, the rest of the batch is still read.
 */
export function readSendgridEvent(entry: unknown): ProviderEvent | null {
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return null;
  const event = entry as Record<string, unknown>;
  const mapped = kindOf(event);
  const eventId = text(event.sg_event_id, 200);
  const seconds = event.timestamp;
  if (!mapped || !eventId || !EVENT_ID_PATTERN.test(eventId)) return null;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0 || seconds > 1e11) return null;
  // `sg_message_id` is the X-Message-Id SendGrid answered our send with, then `.filter…` or `.recvd-…`.
  const messageId = text(event.sg_message_id, 300)?.split('.')[0] || null;
  return {
    kind: mapped.kind,
    dedupeKey: `sendgrid:${eventId}`,
    providerMessageId: messageId,
    address: text(event.email, 320),
    occurredAt: new Date(Math.round(seconds * 1000)),
    detail: mapped.detail,
    data: {
      event: event.event,
      ...(text(event.type, 50) ? { bounceType: text(event.type, 50) } : {}),
      ...(text(event.bounce_classification, 100) ? { classification: text(event.bounce_classification, 100) } : {}),
      ...(text(event.status, 20) ? { status: text(event.status, 20) } : {}),
    },
  };
}
