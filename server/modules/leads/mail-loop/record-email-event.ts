import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  DELIVERY_RANK,
  type DeliveryStatus,
  type EmailEventKind,
  type EmailEventSource,
} from '#shared/email/email-events.ts';
import type { Database, DbOrTx, Transaction } from '../../../platform/db/client.ts';
import { emailEvents, emailSends, leads } from '../../../platform/db/schema/index.ts';
import { normaliseEmail } from '../leads.service.ts';
import { applyLeadEffect } from './lead-effects.ts';

/**
 * The one door for everything heard about an e-mail after the provider accepted it (issue 28,
 * ADR 022): a provider's webhook (Resend, SendGrid) or a message in the studio's mailbox (IMAP).
 * The callers only turn what they received into an `EmailEventInput`; what an event does to the
 * send and the lead is decided here and in lead-effects.ts, once for every source.
 *
 * Exactly once: `dedupe_key` is unique, the insert is `ON CONFLICT DO NOTHING`, and the effects run
 * in the same transaction only when the insert happened. A provider retrying a webhook, two app
 * instances receiving the same one, or a mailbox read twice all end as one row and one effect.
 */

export interface EmailEventInput {
  source: EmailEventSource;
  kind: EmailEventKind;
  /** unique per real-world event: `resend:${svix-id}`, `sendgrid:${sg_event_id}`, `imap:${Message-ID}` */
  dedupeKey: string;
  /** the send, when the caller matched it itself (IMAP, by In-Reply-To / References) */
  sendId?: number | null;
  /** the provider's id of the message (webhooks), matched against `email_sends.provider_message_id` */
  providerMessageId?: string | null;
  /** the lead, when the caller matched it itself (IMAP, a reply from a lead's address) */
  leadId?: number | null;
  /** the recipient the event is about, or the sender of a reply */
  address?: string | null;
  occurredAt: Date;
  /** one line for people: a bounce's reason, a reply's first lines */
  detail?: string | null;
  data?: Record<string, unknown>;
}

export type RecordOutcome =
  | { recorded: false }
  | { recorded: true; eventId: number; sendId: number | null; leadId: number | null };

const DETAIL_MAX = 500;
const KEY_MAX = 500;

const DELIVERY_KINDS = new Set<EmailEventKind>(['delivered', 'soft_bounce', 'dropped', 'hard_bounce', 'complaint']);

export async function recordEmailEvent(db: Database, event: EmailEventInput): Promise<RecordOutcome> {
  if (!event.dedupeKey || event.dedupeKey.length > KEY_MAX) throw new Error('email event: bad dedupe key');
  return db.transaction(async (tx) => {
    const send = await resolveSend(tx, event);
    const leadId = event.leadId ?? send?.leadId ?? (await leadByAddress(tx, event));
    // The lead first, then the send: the order every admin write takes (ADR 011), so the two
    // cannot wait on each other. The event's trigger (last activity) then finds it already locked.
    if (leadId !== null) await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId)).for('update');

    const [row] = await tx
      .insert(emailEvents)
      .values({
        source: event.source,
        kind: event.kind,
        dedupeKey: event.dedupeKey,
        sendId: send?.id ?? null,
        leadId,
        address: event.address ? normaliseEmail(event.address) : null,
        occurredAt: event.occurredAt,
        detail: event.detail ? oneLine(event.detail) : null,
        data: event.data ?? {},
      })
      .onConflictDoNothing({ target: emailEvents.dedupeKey })
      .returning({ id: emailEvents.id });
    if (!row) return { recorded: false };

    if (send && DELIVERY_KINDS.has(event.kind)) {
      await raiseDeliveryStatus(tx, send.id, event.kind as DeliveryStatus, event.occurredAt);
    }
    if (leadId !== null) {
      await applyLeadEffect(tx, {
        eventId: row.id,
        kind: event.kind,
        source: event.source,
        leadId,
        sendId: send?.id ?? null,
        address: event.address ?? send?.toAddress ?? null,
        detail: event.detail ?? null,
        occurredAt: event.occurredAt,
      });
    }
    return { recorded: true, eventId: row.id, sendId: send?.id ?? null, leadId };
  });
}

interface SendMatch {
  id: number;
  leadId: number | null;
  toAddress: string;
}

async function resolveSend(tx: Transaction, event: EmailEventInput): Promise<SendMatch | null> {
  const columns = { id: emailSends.id, leadId: emailSends.leadId, toAddress: emailSends.toAddress };
  if (event.sendId) {
    const [send] = await tx.select(columns).from(emailSends).where(eq(emailSends.id, event.sendId));
    return send ?? null;
  }
  if (event.providerMessageId && event.source !== 'imap') {
    // The provider column too: a Resend id can never name a send that went out through SendGrid.
    const [send] = await tx
      .select(columns)
      .from(emailSends)
      .where(and(eq(emailSends.providerMessageId, event.providerMessageId), eq(emailSends.provider, event.source)))
      .limit(1);
    return send ?? null;
  }
  return null;
}

/**
 * A provider's event that names no send of ours (a message sent before the id was recorded, a
 * send since deleted) still concerns the lead with that address: the provider only carries the
 * studio's own mail. A mailbox is different (anyone can write to it), so IMAP callers match the
 * lead themselves.
 */
async function leadByAddress(tx: Transaction, event: EmailEventInput): Promise<number | null> {
  if (event.source === 'imap' || !event.address) return null;
  const [lead] = await tx
    .select({ id: leads.id })
    .from(leads)
    .where(eq(leads.email, normaliseEmail(event.address)));
  return lead?.id ?? null;
}

/** Events arrive out of order: a late "delivered" never hides the bounce or complaint that came first. */
async function raiseDeliveryStatus(tx: Transaction, sendId: number, status: DeliveryStatus, at: Date): Promise<void> {
  const ranked = Object.entries(DELIVERY_RANK)
    .filter(([, rank]) => rank > DELIVERY_RANK[status])
    .map(([name]) => name as DeliveryStatus);
  await tx
    .update(emailSends)
    // updated_at stays: it dates the send's own outcome (the Overview counts sends on that day),
    // and news about a message is not a change of it.
    .set({ deliveryStatus: status, deliveryStatusAt: at })
    .where(
      and(
        eq(emailSends.id, sendId),
        ranked.length > 0
          ? sql`(${emailSends.deliveryStatus} is null or ${emailSends.deliveryStatus} not in ${sql.raw(`(${ranked.map((r) => `'${r}'`).join(', ')})`)})`
          : undefined,
      ),
    );
}

function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > DETAIL_MAX ? `${flat.slice(0, DETAIL_MAX - 1)}…` : flat;
}

/**
 * The send a reply answers: the first of `messageIds` (In-Reply-To, then References newest first)
 * that is the Message-ID of one of our sends. Angle brackets are optional in the input.
 */
export async function findSendByMessageIds(
  db: DbOrTx,
  messageIds: string[],
): Promise<{ id: number; leadId: number | null } | null> {
  const wanted = [...new Set(messageIds.map(bracketed).filter((id): id is string => id !== null))].slice(0, 50);
  if (wanted.length === 0) return null;
  const rows = await db
    .select({ id: emailSends.id, leadId: emailSends.leadId, messageId: emailSends.messageId })
    .from(emailSends)
    .where(inArray(emailSends.messageId, wanted));
  for (const id of wanted) {
    const match = rows.find((row) => row.messageId === id);
    if (match) return { id: match.id, leadId: match.leadId };
  }
  return null;
}

function bracketed(id: string): string | null {
  const bare = id.trim().replace(/^<|>$/g, '');
  return bare && !/[\s<>]/.test(bare) ? `<${bare}>` : null;
}
