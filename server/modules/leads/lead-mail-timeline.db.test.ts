import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LeadDetail, LeadTimelineEntry } from '#shared/admin/leads.ts';
import { signInAs } from '../../../tests/support/admin-session.ts';
import { prepareTestApp } from '../../../tests/support/test-app.ts';
import { emailSends, emailTemplates, leads } from '../../platform/db/schema/index.ts';
import { recordEmailEvent } from './mail-loop/record-email-event.ts';

/**
 * Issue 28, "every event shows on the lead's timeline": what the providers and the studio's mailbox
 * report about a lead's e-mails, recorded through the mail loop's one door (recordEmailEvent), read
 * back as the lead page reads it (GET /api/leads/:id): each event a line with its source and the
 * e-mail it is about, deliveries folded into their e-mail, and the sequence's stop with its reason.
 */

const NOW = new Date('2026-11-24T17:00:00Z');
const t = prepareTestApp({ clock: () => NOW });
let cookie = '';
beforeAll(async () => {
  cookie = await signInAs(t, 'editor');
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let counter = 0;
/** A consenting lead in the sequence whose first two steps went out through `provider` (Resend's ids). */
async function leadWithTwoSteps(provider: 'resend' | 'sendgrid' = 'resend') {
  counter += 1;
  const email = `lena${counter}@heard.example`;
  const enrolledAt = new Date(NOW.getTime() - 10 * DAY);
  const [lead] = await t.deps.db
    .insert(leads)
    .values({ email, firstName: 'Lena', lastName: `Heard${counter}`, source: 'contact', enrolledAt })
    .returning({ id: leads.id });
  if (!lead) throw new Error('no lead');
  const steps = [];
  for (const index of [1, 2]) {
    const sentAt = new Date(enrolledAt.getTime() + index * DAY);
    const [send] = await t.deps.db
      .insert(emailSends)
      .values({
        kind: 'sequence',
        leadId: lead.id,
        idempotencyKey: `heard:${counter}:${index}`,
        toAddress: email,
        subject: `Step ${index} for lead ${counter}`,
        htmlBody: '<p>Hi</p>',
        textBody: 'Hi',
        status: 'sent',
        provider,
        providerMessageId: `msg_${counter}_${index}`,
        messageId: `<atelier.${counter}.${index}@studio.example>`,
        createdAt: sentAt,
        sentAt,
      })
      .returning({ id: emailSends.id });
    if (!send) throw new Error('no send');
    steps.push({ id: send.id, sentAt, providerMessageId: `msg_${counter}_${index}` });
  }
  const [first, second] = steps;
  if (!first || !second) throw new Error('no steps');
  return { id: lead.id, email, first, second };
}

async function detailOf(id: number): Promise<LeadDetail> {
  const response = await t.request(`/api/leads/${id}`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as LeadDetail;
}

const mailLines = (timeline: LeadTimelineEntry[]) =>
  timeline.filter((entry): entry is Extract<LeadTimelineEntry, { kind: 'mail' }> => entry.kind === 'mail');

describe('a lead’s timeline shows what was heard about its e-mails (issue 28)', () => {
  it('a delivery, a soft bounce, an out-of-office and a reply: each in its place, newest first; the reply stops the sequence', async () => {
    const lead = await leadWithTwoSteps();
    const delivered = new Date(lead.first.sentAt.getTime() + 5 * MINUTE);
    const softBounce = new Date(lead.second.sentAt.getTime() + MINUTE);
    const vacation = new Date(lead.second.sentAt.getTime() + 2 * HOUR);
    const replied = new Date(lead.second.sentAt.getTime() + DAY);
    await recordEmailEvent(t.deps.db, {
      source: 'resend',
      kind: 'delivered',
      dedupeKey: `resend:delivered-${lead.first.id}`,
      providerMessageId: lead.first.providerMessageId,
      address: lead.email,
      occurredAt: delivered,
    });
    await recordEmailEvent(t.deps.db, {
      source: 'resend',
      kind: 'soft_bounce',
      dedupeKey: `resend:soft-${lead.second.id}`,
      providerMessageId: lead.second.providerMessageId,
      address: lead.email,
      occurredAt: softBounce,
      detail: '452 4.2.2 Mailbox full',
    });
    await recordEmailEvent(t.deps.db, {
      source: 'imap',
      kind: 'auto_reply',
      dedupeKey: `imap:<vacation-${lead.id}@heard.example>`,
      sendId: lead.second.id,
      leadId: lead.id,
      address: lead.email,
      occurredAt: vacation,
      detail: 'I am out of the office until Monday.',
    });
    await recordEmailEvent(t.deps.db, {
      source: 'imap',
      kind: 'reply',
      dedupeKey: `imap:<reply-${lead.id}@heard.example>`,
      sendId: lead.second.id,
      leadId: lead.id,
      address: lead.email,
      occurredAt: replied,
      detail: 'Yes, let’s talk on Tuesday.',
    });

    const detail = await detailOf(lead.id);
    const subject = `Step 2 for lead ${counter}`;
    expect(mailLines(detail.timeline)).toEqual([
      {
        kind: 'mail',
        at: replied.toISOString(),
        event: 'reply',
        source: 'imap',
        detail: 'Yes, let’s talk on Tuesday.',
        sendId: lead.second.id,
        subject,
      },
      {
        kind: 'mail',
        at: vacation.toISOString(),
        event: 'auto_reply',
        source: 'imap',
        detail: 'I am out of the office until Monday.',
        sendId: lead.second.id,
        subject,
      },
      {
        kind: 'mail',
        at: softBounce.toISOString(),
        event: 'soft_bounce',
        source: 'resend',
        detail: '452 4.2.2 Mailbox full',
        sendId: lead.second.id,
        subject,
      },
    ]);
    // The delivery is no line of its own: it is the first e-mail's "delivered at".
    const emails = detail.timeline.filter((entry) => entry.kind === 'email');
    expect(emails).toMatchObject([
      { sendId: lead.second.id, delivery: 'soft_bounce', deliveredAt: null },
      { sendId: lead.first.id, delivery: 'delivered', deliveredAt: delivered.toISOString() },
    ]);
    // Newest first across every kind of line, the reply's own effects (the move to contacted, the
    // task to answer it, recorded when it was heard: NOW) above it.
    const times = detail.timeline.map((entry) => Date.parse(entry.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const kinds = detail.timeline.map((entry) => (entry.kind === 'mail' ? `mail:${entry.event}` : entry.kind));
    expect(kinds.slice(kinds.indexOf('mail:reply'))).toEqual([
      'mail:reply',
      'mail:auto_reply',
      'mail:soft_bounce',
      'email',
      'email',
    ]);
    expect(kinds.slice(0, kinds.indexOf('mail:reply')).sort()).toEqual(['stage', 'task']);

    // "Sequence stopped: replied on …": when the reply was written, and nothing listed as still to come.
    expect(detail.sequenceStop).toEqual({ at: replied.toISOString(), reason: 'replied' });
    expect(detail.upcoming).toEqual([]);
  });

  it('a hard bounce and a spam report are one line each (not echoed by the lead’s own bounce or unsubscribe), and say why the sequence stopped', async () => {
    const bounced = await leadWithTwoSteps('sendgrid');
    const bouncedAt = new Date(bounced.second.sentAt.getTime() + 3 * MINUTE);
    await recordEmailEvent(t.deps.db, {
      source: 'sendgrid',
      kind: 'hard_bounce',
      dedupeKey: `sendgrid:bounce-${bounced.second.id}`,
      providerMessageId: bounced.second.providerMessageId,
      address: bounced.email,
      occurredAt: bouncedAt,
      detail: '550 5.1.1 The email account that you tried to reach does not exist',
    });
    const afterBounce = await detailOf(bounced.id);
    expect(afterBounce.lead.status).toBe('bounced');
    expect(afterBounce.timeline.filter((entry) => entry.kind === 'bounce')).toEqual([]);
    expect(mailLines(afterBounce.timeline)).toEqual([
      expect.objectContaining({
        event: 'hard_bounce',
        source: 'sendgrid',
        detail: '550 5.1.1 The email account that you tried to reach does not exist',
        subject: `Step 2 for lead ${counter}`,
      }),
    ]);
    expect(afterBounce.timeline.find((entry) => entry.kind === 'email')).toMatchObject({
      sendId: bounced.second.id,
      delivery: 'hard_bounce',
    });
    expect(afterBounce.sequenceStop).toEqual({ at: bouncedAt.toISOString(), reason: 'hard_bounce' });

    const complained = await leadWithTwoSteps();
    const complainedAt = new Date(complained.first.sentAt.getTime() + HOUR);
    await recordEmailEvent(t.deps.db, {
      source: 'resend',
      kind: 'complaint',
      dedupeKey: `resend:complaint-${complained.first.id}`,
      providerMessageId: complained.first.providerMessageId,
      address: complained.email,
      occurredAt: complainedAt,
    });
    const afterComplaint = await detailOf(complained.id);
    expect(afterComplaint.lead.status).toBe('unsubscribed');
    expect(afterComplaint.timeline.filter((entry) => entry.kind === 'unsubscribe')).toEqual([]);
    expect(mailLines(afterComplaint.timeline)).toMatchObject([
      { event: 'complaint', source: 'resend', detail: null, sendId: complained.first.id },
    ]);
    expect(afterComplaint.sequenceStop).toEqual({ at: complainedAt.toISOString(), reason: 'complaint' });
    expect(afterComplaint.upcoming).toEqual([]);
  });

  it('a bounce the provider refused during the send itself keeps its own line: no event was heard', async () => {
    const lead = await leadWithTwoSteps('sendgrid');
    await t.deps.db.update(emailSends).set({ status: 'failed' }).where(eq(emailSends.id, lead.second.id));
    const { bounceLead } = await import('./leads.service.ts');
    await bounceLead(t.deps.db, lead.id, {
      toAddress: lead.email,
      reason: '550 no such user',
      sendId: lead.second.id,
      provider: 'sendgrid',
    });
    const detail = await detailOf(lead.id);
    expect(detail.timeline.filter((entry) => entry.kind === 'bounce')).toMatchObject([{ message: '550 no such user' }]);
    expect(mailLines(detail.timeline)).toEqual([]);
    // Bounced, but not by an event: the sequence is held by the lead's status, not stopped by the loop.
    expect(detail.sequenceStop).toBeNull();
  });

  it('an event that names no e-mail of the lead’s (matched by address) is a line of its own, without a subject', async () => {
    const lead = await leadWithTwoSteps();
    const at = new Date(NOW.getTime() - HOUR);
    await recordEmailEvent(t.deps.db, {
      source: 'resend',
      kind: 'delivered',
      dedupeKey: `resend:unmatched-${lead.id}`,
      providerMessageId: 'msg_sent_before_ids_were_kept',
      address: lead.email,
      occurredAt: at,
    });
    const detail = await detailOf(lead.id);
    expect(mailLines(detail.timeline)).toEqual([
      {
        kind: 'mail',
        at: at.toISOString(),
        event: 'delivered',
        source: 'resend',
        detail: null,
        sendId: null,
        subject: null,
      },
    ]);
    expect(detail.timeline.filter((entry) => entry.kind === 'email')).toMatchObject([
      { deliveredAt: null },
      { deliveredAt: null },
    ]);
    expect(detail.sequenceStop).toBeNull();
    // The sequence goes on: every active step is still listed as to come.
    const active = await t.deps.db
      .select({ id: emailTemplates.id })
      .from(emailTemplates)
      .where(eq(emailTemplates.active, true));
    expect(detail.upcoming).toHaveLength(active.length);
  });
});
