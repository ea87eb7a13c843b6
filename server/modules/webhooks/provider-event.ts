import type { EmailEventKind } from '#shared/email/email-events.ts';

/**
 * One provider event as this module reads it, ready to be recorded (`recordEmailEvent` in the
 * leads module decides what it does to the send and the lead). Only the kinds Atelier acts on or
 * shows come out of the readers; opens, clicks and "sent" are counted as ignored.
 */
export interface ProviderEvent {
  kind: EmailEventKind;
  /** `resend:${svix-id}` / `sendgrid:${sg_event_id}`: the same event delivered again is the same key */
  dedupeKey: string;
  /** Resend's `email_id`, SendGrid's X-Message-Id: matched against `email_sends.provider_message_id` */
  providerMessageId: string | null;
  /** the recipient the event is about */
  address: string | null;
  occurredAt: Date;
  /** the receiving server's words (a bounce's reason), cut to one line where it is recorded */
  detail: string | null;
  /** the provider's own names for what happened, never the message or its subject */
  data: Record<string, unknown>;
}

/** What a signature check found; the refusal codes are the 401's. */
export type SignatureVerdict =
  | { ok: true }
  | { ok: false; code: 'webhook_signature_missing' | 'webhook_signature_invalid' | 'webhook_signature_stale' };

/**
 * Both providers sign a timestamp with the body; a request older (or newer) than this by the
 * server's clock is refused, so a captured request cannot be replayed later. Standard Webhooks'
 * own tolerance, used for SendGrid too.
 */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/** A Unix timestamp in seconds as a header carries it; anything else is not one. */
export function timestampSeconds(header: string): number | null {
  if (!/^\d{1,12}$/.test(header)) return null;
  return Number(header);
}

export function isStale(seconds: number, now: Date): boolean {
  return Math.abs(now.getTime() / 1000 - seconds) > SIGNATURE_TOLERANCE_SECONDS;
}

/** A text field of a provider's JSON, trimmed to something storable; anything else is absent. */
export function text(value: unknown, max = 1000): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed ? trimmed.slice(0, max) : null;
}

/** An instant a provider wrote (ISO 8601), or null when it is not one. */
export function instant(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
