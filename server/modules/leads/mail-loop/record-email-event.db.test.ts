import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../tests/support/test-db.ts';
import type { DatabaseHandle } from '../../../platform/db/client.ts';
import { emailEvents, emailSends, leadEvents, leads, leadTasks, users } from '../../../platform/db/schema/index.ts';
import { sequenceRefusal } from '../leads.service.ts';
import { findSendByMessageIds, recordEmailEvent } from './record-email-event.ts';

describe('what is heard about an e-mail (issue 28): recorded once, and what it does to the lead', () => {
  let handle: DatabaseHandle;
  let ownerId: number;
  beforeAll(async () => {
    handle = await createTestDatabase('seeded');
    const [owner] = await handle.db
      .insert(users)
      .values({ username: 'maya', passwordHash: 'x', role: 'editor', email: 'maya@studio.example' })
      .returning({ id: users.id });
    ownerId = owner?.id ?? 0;
  });
  afterAll(async () => handle?.close());

  let counter = 0;
  /** A lead in the sequence with one step sent through `provider`. */
  async function leadWithSentStep(provider: 'resend' | 'sendgrid' | 'smtp' = 'resend') {
    counter += 1;
    const email = `person${counter}@example.com`;
    const [lead] = await handle.db
      .insert(leads)
      .values({ email, firstName: 'Ada', lastName: `Lovelace${counter}`, source: 'contact', ownerId })
      .returning({ id: leads.id });
    if (!lead) throw new Error('no lead');
    const [send] = await handle.db
      .insert(emailSends)
      .values({
        kind: 'sequence',
        leadId: lead.id,
        idempotencyKey: `test:step:${counter}`,
        toAddress: email,
        subject: 'Welcome',
        htmlBody: '<p>Hi</p>',
        textBody: 'Hi',
        status: 'sent',
        provider,
        providerMessageId: `msg_${counter}`,
        messageId: `<atelier.${counter}.abc@studio.example>`,
        sentAt: new Date(),
      })
      .returning({ id: emailSends.id });
    if (!send) throw new Error('no send');
    return {
      leadId: lead.id,
      sendId: send.id,
      email,
      providerMessageId: `msg_${counter}`,
      messageId: `<atelier.${counter}.abc@studio.example>`,
    };
  }
  const readLead = async (id: number) => (await handle.db.select().from(leads).where(eq(leads.id, id)))[0];
  const readSend = async (id: number) => (await handle.db.select().from(emailSends).where(eq(emailSends.id, id)))[0];
  const eventsOf = (leadId: number) =>
    handle.db.select().from(leadEvents).where(eq(leadEvents.leadId, leadId)).orderBy(asc(leadEvents.id));
  const at = new Date('2026-11-20T18:00:00Z');

  it('the same event delivered three times is one row, and the send shows it was delivered', async () => {
    const step = await leadWithSentStep();
    const event = {
      source: 'resend' as const,
      kind: 'delivered' as const,
      dedupeKey: `resend:evt-delivered-${step.sendId}`,
      providerMessageId: step.providerMessageId,
      address: step.email,
      occurredAt: at,
    };
    const first = await recordEmailEvent(handle.db, event);
    expect(first).toMatchObject({ recorded: true, sendId: step.sendId, leadId: step.leadId });
    expect(await recordEmailEvent(handle.db, event)).toEqual({ recorded: false });
    expect(await recordEmailEvent(handle.db, event)).toEqual({ recorded: false });
    const rows = await handle.db.select().from(emailEvents).where(eq(emailEvents.sendId, step.sendId));
    expect(rows).toHaveLength(1);
    expect(await readSend(step.sendId)).toMatchObject({ deliveryStatus: 'delivered', deliveryStatusAt: at });
    expect(await readLead(step.leadId)).toMatchObject({ status: 'active', sequenceStopReason: null });
  });

  it('two instances receiving the same webhook at the same moment record it once', async () => {
    const step = await leadWithSentStep();
    const event = {
      source: 'resend' as const,
      kind: 'hard_bounce' as const,
      dedupeKey: `resend:race-${step.sendId}`,
      providerMessageId: step.providerMessageId,
      address: step.email,
      occurredAt: at,
    };
    const outcomes = await Promise.all([recordEmailEvent(handle.db, event), recordEmailEvent(handle.db, event)]);
    expect(outcomes.filter((o) => o.recorded)).toHaveLength(1);
    expect((await eventsOf(step.leadId)).filter((e) => e.kind === 'bounce')).toHaveLength(1);
  });

  it('a provider id only names a send of that provider', async () => {
    const step = await leadWithSentStep('sendgrid');
    const outcome = await recordEmailEvent(handle.db, {
      source: 'resend',
      kind: 'delivered',
      dedupeKey: `resend:cross-${step.sendId}`,
      providerMessageId: step.providerMessageId,
      occurredAt: at,
    });
    expect(outcome).toMatchObject({ recorded: true, sendId: null, leadId: null });
    expect((await readSend(step.sendId))?.deliveryStatus).toBeNull();
  });

  it('a late "delivered" does not hide the complaint that came first', async () => {
    const step = await leadWithSentStep();
    const base = { source: 'resend' as const, providerMessageId: step.providerMessageId, address: step.email };
    await recordEmailEvent(handle.db, {
      ...base,
      kind: 'complaint',
      dedupeKey: `resend:c-${step.sendId}`,
      occurredAt: at,
    });
    await recordEmailEvent(handle.db, {
      ...base,
      kind: 'delivered',
      dedupeKey: `resend:d-${step.sendId}`,
      occurredAt: new Date(at.getTime() - 60_000),
    });
    expect((await readSend(step.sendId))?.deliveryStatus).toBe('complaint');
  });

  it('a hard bounce makes the lead bounced and stops the sequence for good', async () => {
    const step = await leadWithSentStep();
    await recordEmailEvent(handle.db, {
      source: 'sendgrid',
      kind: 'hard_bounce',
      dedupeKey: `sendgrid:hb-${step.sendId}`,
      sendId: step.sendId,
      address: step.email,
      occurredAt: at,
      detail: '550 5.1.1 The email account that you tried to reach does not exist.',
    });
    expect(await readLead(step.leadId)).toMatchObject({
      status: 'bounced',
      sequenceStopReason: 'hard_bounce',
      sequenceStoppedAt: at,
    });
    expect((await readSend(step.sendId))?.deliveryStatus).toBe('hard_bounce');
    const [bounce] = (await eventsOf(step.leadId)).filter((e) => e.kind === 'bounce');
    expect(bounce?.message).toContain('550 5.1.1');
    expect(bounce?.data).toMatchObject({ sendId: step.sendId, provider: 'sendgrid', previousStatus: 'active' });
    // Even made active again by hand, the lead gets no further step.
    await handle.db.update(leads).set({ status: 'active' }).where(eq(leads.id, step.leadId));
    expect(await sequenceRefusal(handle.db, step.leadId)).toMatchObject({ final: true });
  });

  it('a soft bounce, a drop or an automatic reply is recorded only', async () => {
    const step = await leadWithSentStep();
    for (const kind of ['soft_bounce', 'dropped', 'auto_reply'] as const) {
      const outcome = await recordEmailEvent(handle.db, {
        source: kind === 'auto_reply' ? 'imap' : 'resend',
        kind,
        dedupeKey: `x:${kind}-${step.sendId}`,
        sendId: step.sendId,
        address: step.email,
        occurredAt: at,
      });
      expect(outcome.recorded).toBe(true);
    }
    expect(await readLead(step.leadId)).toMatchObject({ status: 'active', stage: 'new', sequenceStopReason: null });
    expect(await sequenceRefusal(handle.db, step.leadId)).toBeNull();
    expect((await eventsOf(step.leadId)).map((e) => e.kind)).toEqual([]);
  });

  it('a complaint unsubscribes the lead and says so on its timeline', async () => {
    const step = await leadWithSentStep();
    await recordEmailEvent(handle.db, {
      source: 'resend',
      kind: 'complaint',
      dedupeKey: `resend:complaint-${step.sendId}`,
      providerMessageId: step.providerMessageId,
      address: step.email,
      occurredAt: at,
    });
    expect(await readLead(step.leadId)).toMatchObject({
      status: 'unsubscribed',
      unsubscribedAt: at,
      sequenceStopReason: 'complaint',
    });
    const events = await eventsOf(step.leadId);
    expect(events.map((e) => [e.kind, e.data.via])).toEqual([['unsubscribe', 'complaint']]);
  });

  it('a bounce about another address (a notification that names the lead) leaves the lead alone', async () => {
    const step = await leadWithSentStep();
    await recordEmailEvent(handle.db, {
      source: 'resend',
      kind: 'hard_bounce',
      dedupeKey: `resend:other-${step.sendId}`,
      sendId: step.sendId,
      address: 'owner@studio.example',
      occurredAt: at,
    });
    expect(await readLead(step.leadId)).toMatchObject({ status: 'active', sequenceStopReason: null });
  });

  it('a reply stops the sequence, moves a new lead to contacted and asks its owner to write back', async () => {
    const step = await leadWithSentStep('smtp');
    const matched = await findSendByMessageIds(handle.db, [
      '<unrelated@elsewhere.example>',
      step.messageId.slice(1, -1),
    ]);
    expect(matched).toEqual({ id: step.sendId, leadId: step.leadId });
    const reply = {
      source: 'imap' as const,
      kind: 'reply' as const,
      dedupeKey: `imap:<reply-${step.sendId}@example.com>`,
      sendId: matched?.id ?? null,
      address: step.email,
      occurredAt: at,
      detail: "Yes, let's talk! Thursday works for us.",
    };
    expect((await recordEmailEvent(handle.db, reply)).recorded).toBe(true);
    const lead = await readLead(step.leadId);
    expect(lead).toMatchObject({ stage: 'contacted', status: 'contacted', sequenceStopReason: 'replied' });
    const tasks = await handle.db.select().from(leadTasks).where(eq(leadTasks.leadId, step.leadId));
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ title: `Reply to Ada ${lead?.lastName}`, assigneeId: ownerId, doneAt: null });
    expect((await eventsOf(step.leadId)).map((e) => [e.kind, e.data.via])).toEqual([
      ['stage', 'reply'],
      ['task', 'reply'],
    ]);
    // The same message read again changes nothing.
    expect(await recordEmailEvent(handle.db, reply)).toEqual({ recorded: false });
    expect(await handle.db.select().from(leadTasks).where(eq(leadTasks.leadId, step.leadId))).toHaveLength(1);
    // Set back to new and active by hand, the lead still gets no further step.
    await handle.db.update(leads).set({ stage: 'new', status: 'active' }).where(eq(leads.id, step.leadId));
    expect(await sequenceRefusal(handle.db, step.leadId)).toMatchObject({ final: true });
  });

  it('Message-IDs match with or without angle brackets, and nothing else matches', async () => {
    expect(await findSendByMessageIds(handle.db, [])).toBeNull();
    expect(await findSendByMessageIds(handle.db, ['not an id', '<>'])).toBeNull();
    expect(await findSendByMessageIds(handle.db, ['<atelier.999999.abc@studio.example>'])).toBeNull();
  });
});
