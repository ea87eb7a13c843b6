import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import {
  instant,
  isStale,
  type ProviderEvent,
  type SignatureVerdict,
  text,
  timestampSeconds,
} from './provider-event.ts';

/**
 * Resend's webhooks (issue 28). Resend signs with Svix, which is the Standard Webhooks scheme:
 * `svix-id`, `svix-timestamp` and `svix-signature` headers (the standard's `webhook-*` names are
 * read too), an HMAC-SHA256 over `${id}.${timestamp}.${body}` with the endpoint's `whsec_…`
 * secret. The check is the `standardwebhooks` library's; the timestamp is also held to this
 * server's clock. One event per request; `data.email_id` is the id Resend answered our send with.
 */

export interface ResendSignature {
  id: string;
  timestamp: string;
  signature: string;
}

/** The three signature headers (Svix's names first), or null when one is missing. */
export function resendSignatureOf(header: (name: string) => string | undefined): ResendSignature | null {
  const read = (name: string) => header(`svix-${name}`) ?? header(`webhook-${name}`);
  const id = read('id')?.trim();
  const timestamp = read('timestamp')?.trim();
  const signature = read('signature')?.trim();
  if (!id || !timestamp || !signature) return null;
  return { id, timestamp, signature };
}

/** A message id becomes part of the dedupe key: Svix's are `msg_` and some 27 characters. */
const MESSAGE_ID_PATTERN = /^[\w.:-]{1,200}$/;

export function verifyResend(
  secret: string,
  body: string,
  signed: ResendSignature | null,
  now: Date,
): SignatureVerdict {
  if (!signed) return { ok: false, code: 'webhook_signature_missing' };
  const seconds = timestampSeconds(signed.timestamp);
  if (seconds === null || !MESSAGE_ID_PATTERN.test(signed.id)) return { ok: false, code: 'webhook_signature_invalid' };
  if (isStale(seconds, now)) return { ok: false, code: 'webhook_signature_stale' };
  try {
    new Webhook(secret).verify(
      body,
      { 'webhook-id': signed.id, 'webhook-timestamp': signed.timestamp, 'webhook-signature': signed.signature },
      // The body is parsed by the caller, after this says it is Resend's: a signed body that is not
      // JSON is a 400 of its own, not a failed signature.
      { jsonParse: false },
    );
    return { ok: true };
  } catch (error) {
    // The library holds the timestamp to the process clock too (the same 5 minutes).
    if (error instanceof WebhookVerificationError && /timestamp too (old|new)/i.test(error.message)) {
      return { ok: false, code: 'webhook_signature_stale' };
    }
    return { ok: false, code: 'webhook_signature_invalid' };
  }
}

type Mapped = Pick<ProviderEvent, 'kind' | 'detail'> & { data?: Record<string, unknown> };

/**
 * Resend's event types and the kinds they are recorded as. `email.bounced` is a hard bounce only
 * when Resend calls it `Permanent`; a `Transient` or `Undetermined` bounce, and a delivery delay,
 * may still arrive later (soft). `email.failed` and `email.suppressed`: Resend never tried.
 * `email.sent`, `email.opened`, `email.clicked`, `email.scheduled`, `email.received` and the
 * contact and domain events are not about delivery: answered 200, not recorded.
 */
function kindOf(type: string, data: Record<string, unknown>): Mapped | null {
  switch (type) {
    case 'email.delivered':
      return { kind: 'delivered', detail: null };
    case 'email.bounced': {
      const bounce = record(data.bounce);
      const bounceType = text(bounce.type, 50);
      const subType = text(bounce.subType, 100);
      // The event is documented as a permanent rejection; only an explicit other type softens it.
      const soft = bounceType !== null && bounceType.toLowerCase() !== 'permanent';
      return {
        kind: soft ? 'soft_bounce' : 'hard_bounce',
        detail: text(bounce.message),
        data: { bounceType, bounceSubType: subType },
      };
    }
    case 'email.complained':
      return { kind: 'complaint', detail: null };
    case 'email.delivery_delayed':
      return { kind: 'soft_bounce', detail: null };
    case 'email.failed':
      return { kind: 'dropped', detail: text(record(data.failed).reason) };
    case 'email.suppressed':
      return { kind: 'dropped', detail: text(record(data.suppressed).message) ?? text(record(data.suppressed).type) };
    default:
      return null;
  }
}

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * The event a verified Resend request carries, or null when it is of no interest or not the
 * shape Resend documents (answered 200 all the same: a retry would not make it readable).
 */
export function readResendEvent(payload: unknown, signed: ResendSignature): ProviderEvent | null {
  const event = record(payload);
  const type = text(event.type, 100);
  const data = record(event.data);
  if (!type) return null;
  const mapped = kindOf(type, data);
  if (!mapped) return null;
  const to = Array.isArray(data.to) ? data.to[0] : data.to;
  const signedAt = new Date(Number(signed.timestamp) * 1000);
  return {
    kind: mapped.kind,
    dedupeKey: `resend:${signed.id}`,
    providerMessageId: text(data.email_id, 200),
    address: text(to, 320),
    occurredAt: instant(event.created_at) ?? instant(data.created_at) ?? signedAt,
    detail: mapped.detail,
    data: { type, ...mapped.data },
  };
}
