import { eq } from 'drizzle-orm';
import { replyDueAt } from '#shared/business-time.ts';
import type { EmailEventKind, EmailEventSource, SequenceStopReason } from '#shared/email/email-events.ts';
import { statusForStage } from '#shared/pipeline.ts';
import type { Transaction } from '../../../platform/db/client.ts';
import { leadEvents, leads, leadTasks } from '../../../platform/db/schema/index.ts';
import { getFirstResponseRules } from '../first-response.ts';
import { withdrawQueuedSteps } from '../lead-writes.ts';
import { bounceLead, normaliseEmail } from '../leads.service.ts';

/**
 * What an e-mail event does to its lead (issue 28, ADR 022), inside the transaction that recorded
 * the event, once per event:
 *
 * | event | the lead |
 * |---|---|
 * | hard bounce (to the lead's own address) | status `bounced`, sequence stopped for good, a `bounce` event |
 * | complaint (to the lead's own address) | status `unsubscribed`, sequence stopped for good, an `unsubscribe` event |
 * | reply | sequence stopped for good; a new lead moves to contacted; a "Reply to …" task for its owner |
 * | delivered, soft bounce, dropped, automatic reply | nothing: the event itself is on the timeline |
 *
 * The statuses are the specification's (D8): nothing new for the inbox to learn. A bounce or
 * complaint about another address (an owner notification that mentions the lead) changes nothing.
 */

export interface LeadEffectInput {
  eventId: number;
  kind: EmailEventKind;
  source: EmailEventSource;
  leadId: number;
  sendId: number | null;
  /** the address the event is about: the recipient, or the sender of a reply */
  address: string | null;
  detail: string | null;
  occurredAt: Date;
}

const SOURCE_NAME: Record<EmailEventSource, string> = { resend: 'Resend', sendgrid: 'SendGrid', imap: 'the mailbox' };

export async function applyLeadEffect(tx: Transaction, event: LeadEffectInput): Promise<void> {
  switch (event.kind) {
    case 'hard_bounce':
      return hardBounce(tx, event);
    case 'complaint':
      return complaint(tx, event);
    case 'reply':
      return reply(tx, event);
    default:
      return;
  }
}

async function readLead(tx: Transaction, leadId: number) {
  const [lead] = await tx
    .select({
      email: leads.email,
      status: leads.status,
      stage: leads.stage,
      firstName: leads.firstName,
      lastName: leads.lastName,
      ownerId: leads.ownerId,
      sequenceStopReason: leads.sequenceStopReason,
      demo: leads.demo,
    })
    .from(leads)
    .where(eq(leads.id, leadId));
  return lead ?? null;
}

/** The first reason stays: a lead who replied and later bounced stopped because they replied. */
async function stopSequence(tx: Transaction, leadId: number, reason: SequenceStopReason, at: Date): Promise<void> {
  const lead = await readLead(tx, leadId);
  if (!lead || lead.sequenceStopReason) return;
  await tx
    .update(leads)
    .set({ sequenceStoppedAt: at, sequenceStopReason: reason, updatedAt: new Date() })
    .where(eq(leads.id, leadId));
}

function isLeadsAddress(lead: { email: string }, address: string | null): boolean {
  return address !== null && normaliseEmail(lead.email) === normaliseEmail(address);
}

async function hardBounce(tx: Transaction, event: LeadEffectInput): Promise<void> {
  const lead = await readLead(tx, event.leadId);
  if (!lead || !isLeadsAddress(lead, event.address)) return;
  await stopSequence(tx, event.leadId, 'hard_bounce', event.occurredAt);
  // The same status change and timeline event as a refusal during the SMTP conversation.
  await bounceLead(tx, event.leadId, {
    toAddress: event.address ?? lead.email,
    reason: `Bounced (reported by ${SOURCE_NAME[event.source]}): ${event.detail ?? 'the address does not accept mail'}`,
    sendId: event.sendId,
    provider: event.source,
    eventId: event.eventId,
  });
}

async function complaint(tx: Transaction, event: LeadEffectInput): Promise<void> {
  const lead = await readLead(tx, event.leadId);
  if (!lead || !isLeadsAddress(lead, event.address)) return;
  await stopSequence(tx, event.leadId, 'complaint', event.occurredAt);
  // A complaint is the strongest opt-out there is; a bounced lead stays bounced (nothing reaches it anyway).
  if (lead.status === 'unsubscribed' || lead.status === 'bounced') return;
  await tx
    .update(leads)
    .set({ status: 'unsubscribed', unsubscribedAt: event.occurredAt, updatedAt: new Date() })
    .where(eq(leads.id, event.leadId));
  await tx.insert(leadEvents).values({
    leadId: event.leadId,
    kind: 'unsubscribe',
    message: `Marked an e-mail as spam (reported by ${SOURCE_NAME[event.source]}).`,
    data: { via: 'complaint', previousStatus: lead.status, eventId: event.eventId, sendId: event.sendId },
  });
}

/**
 * A person answered. Their sequence stops for good, whatever the studio does with the card later;
 * a new lead is now in conversation, so it moves to contacted (its queued step withdrawn in this
 * transaction, as any move out of new does); and someone has to write back: a task for the lead's
 * owner, due by the studio's reply promise.
 */
async function reply(tx: Transaction, event: LeadEffectInput): Promise<void> {
  const lead = await readLead(tx, event.leadId);
  if (!lead) return;
  const now = new Date();
  await stopSequence(tx, event.leadId, 'replied', event.occurredAt);
  if (lead.stage === 'new') {
    const status = statusForStage('contacted', lead.status);
    await tx
      .update(leads)
      .set({ stage: 'contacted', status, stageChangedAt: now, updatedAt: now })
      .where(eq(leads.id, event.leadId));
    const withdrawn = lead.status === 'active' && status !== 'active' ? await withdrawQueuedSteps(tx, event.leadId) : 0;
    await tx.insert(leadEvents).values({
      leadId: event.leadId,
      kind: 'stage',
      data: {
        from: 'new',
        to: 'contacted',
        ...(status !== lead.status ? { statusFrom: lead.status, statusTo: status } : {}),
        withdrawn,
        by: null,
        via: 'reply',
        eventId: event.eventId,
      },
      createdAt: now,
    });
  }
  const name = `${lead.firstName} ${lead.lastName}`.trim() || lead.email;
  const title = `Reply to ${name}`;
  const rules = await getFirstResponseRules(tx);
  const dueAt = replyDueAt(now, rules.calendar, rules.replyWithinBusinessDays) ?? now;
  const [task] = await tx
    .insert(leadTasks)
    .values({
      leadId: event.leadId,
      title,
      dueAt,
      assigneeId: lead.ownerId,
      createdByUserId: null,
      demo: lead.demo,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: leadTasks.id });
  await tx.insert(leadEvents).values({
    leadId: event.leadId,
    kind: 'task',
    message: title,
    data: { action: 'created', taskId: task?.id ?? null, by: null, via: 'reply', eventId: event.eventId },
    createdAt: now,
  });
}
