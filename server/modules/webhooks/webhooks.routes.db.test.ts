import { desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WebhookReceipt, WebhookSettings } from '#shared/admin/email-webhooks.ts';
import { signInAs } from '../../../tests/support/admin-session.ts';
import { jsonWrite, prepareTestApp, TEST_PUBLIC_URL } from '../../../tests/support/test-app.ts';
import {
  auditEvents,
  emailEvents,
  emailSends,
  emailSettings,
  emailTemplates,
  leadEvents,
  leads,
  rateLimits,
} from '../../platform/db/schema/index.ts';
import { sendEmail } from '../../platform/email/send-email.ts';
import { untilQueueIdle } from '../../platform/email/testing/until-queue-idle.ts';
import {
  resendEvent,
  resendHeaders,
  resendSecret,
  type SendgridKeys,
  sendgridEvent,
  sendgridHeaders,
  sendgridKeys,
  svixId,
} from './testing/provider-signatures.ts';
import { WEBHOOK_RATE_LIMIT } from './webhooks.routes.ts';

/**
 * The providers' webhooks through the real app (issue 28): requests signed as Resend and SendGrid
 * sign them, with keys made by the test and saved through Email Setup; the effects read back from
 * the database. The app runs in development mode with its real job queue, so a sequence step
 * queued after a bounce goes through the real worker.
 */
const t = prepareTestApp();

let admin: string;
const resend = resendSecret();
let sendgrid: SendgridKeys;
let templateIds: number[];

beforeAll(async () => {
  admin = await signInAs(t, 'admin');
  sendgrid = sendgridKeys();
  // A two-step sequence (the test app's scheduler never runs on its own: steps are sent by hand).
  templateIds = (
    await t.deps.db
      .insert(emailTemplates)
      .values([
        { name: 'Welcome', subject: 'Welcome', htmlContent: '<p>Hello</p>', textContent: 'Hello', sequencePosition: 1 },
        { name: 'Ideas', subject: 'Ideas', htmlContent: '<p>Ideas</p>', textContent: 'Ideas', sequencePosition: 2 },
      ])
      .returning({ id: emailTemplates.id })
  ).map((row) => row.id);
});

const saveKeys = (body: unknown) => t.request('/api/admin/email-webhooks', jsonWrite('POST', body, { Cookie: admin }));
async function settings(): Promise<WebhookSettings> {
  const response = await t.request('/api/admin/email-webhooks', { headers: { Cookie: admin } });
  expect(response.status).toBe(200);
  return (await response.json()) as WebhookSettings;
}
async function withKeys(): Promise<void> {
  expect((await saveKeys({ resendSecret: resend, sendgridKey: sendgrid.publicKey })).status).toBe(200);
}

let counter = 0;
/** A lead in the sequence whose first step went out through `provider` with this provider id. */
async function leadWithSentStep(provider: 'resend' | 'sendgrid') {
  counter += 1;
  const email = `hook${counter}@example.com`;
  const providerMessageId = provider === 'resend' ? `4ef9a417-02e9-4d39-ad75-9611e0fcc${counter}` : `Xm${counter}d-qX`;
  const [lead] = await t.deps.db
    .insert(leads)
    .values({ email, firstName: 'Ada', lastName: `Hook${counter}`, source: 'contact', consentAt: new Date() })
    .returning({ id: leads.id });
  if (!lead) throw new Error('no lead');
  const [send] = await t.deps.db
    .insert(emailSends)
    .values({
      kind: 'sequence',
      leadId: lead.id,
      templateId: templateIds[0],
      idempotencyKey: `hooks:step1:${counter}`,
      toAddress: email,
      subject: 'Welcome',
      htmlBody: '<p>Hello</p>',
      textBody: 'Hello',
      status: 'sent',
      provider,
      providerMessageId,
      sentAt: new Date(),
    })
    .returning({ id: emailSends.id });
  if (!send) throw new Error('no send');
  return { leadId: lead.id, sendId: send.id, email, providerMessageId };
}

const readLead = async (id: number) => (await t.deps.db.select().from(leads).where(eq(leads.id, id)))[0];
const readSend = async (id: number) => (await t.deps.db.select().from(emailSends).where(eq(emailSends.id, id)))[0];
const eventsOfSend = (sendId: number) => t.deps.db.select().from(emailEvents).where(eq(emailEvents.sendId, sendId));

/** Everything a webhook could write, as one digest per table. */
async function written(): Promise<Record<string, string>> {
  const result = (await t.deps.db.execute(sql`
    select 'email_events' as name, md5(coalesce(string_agg(t::text, '|' order by t.id), '')) as digest from email_events t
    union all select 'email_sends', md5(coalesce(string_agg(t::text, '|' order by t.id), '')) from email_sends t
    union all select 'leads', md5(coalesce(string_agg(t::text, '|' order by t.id), '')) from leads t
    union all select 'lead_events', md5(coalesce(string_agg(t::text, '|' order by t.id), '')) from lead_events t`)) as unknown as {
    rows: Array<{ name: string; digest: string }>;
  };
  return Object.fromEntries(result.rows.map((row) => [row.name, row.digest]));
}

const postResend = (body: string, headers: Record<string, string>) =>
  t.request('/api/webhooks/resend', { method: 'POST', headers, body });
const postSendgrid = (body: string, headers: Record<string, string>) =>
  t.request('/api/webhooks/sendgrid', { method: 'POST', headers, body });

async function expectRefused(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(await response.json()).toMatchObject({ code });
}

describe('Resend’s webhook (Svix signatures)', () => {
  it('without a key set, refuses every request (401) and records nothing', async () => {
    await t.deps.db.update(emailSettings).set({ resendWebhookSecretEncrypted: null });
    const step = await leadWithSentStep('resend');
    const before = await written();
    const body = JSON.stringify(resendEvent('email.bounced', { emailId: step.providerMessageId, to: step.email }));
    await expectRefused(await postResend(body, resendHeaders(resend, body)), 401, 'webhook_not_configured');
    expect(await written()).toEqual(before);
  });

  it('records the same event delivered three times once, and the send shows it was delivered', async () => {
    await withKeys();
    const step = await leadWithSentStep('resend');
    const body = JSON.stringify(resendEvent('email.delivered', { emailId: step.providerMessageId, to: step.email }));
    const id = svixId();
    const answers: WebhookReceipt[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      // Svix retries with the same message id, signed again at the time of each attempt.
      const response = await postResend(body, resendHeaders(resend, body, { id }));
      expect(response.status).toBe(200);
      answers.push((await response.json()) as WebhookReceipt);
    }
    expect(answers).toEqual([
      { received: 1, recorded: 1, duplicate: 0, ignored: 0 },
      { received: 1, recorded: 0, duplicate: 1, ignored: 0 },
      { received: 1, recorded: 0, duplicate: 1, ignored: 0 },
    ]);
    const rows = await eventsOfSend(step.sendId);
    expect(rows).toMatchObject([
      { source: 'resend', kind: 'delivered', dedupeKey: `resend:${id}`, leadId: step.leadId, address: step.email },
    ]);
    expect(await readSend(step.sendId)).toMatchObject({ deliveryStatus: 'delivered' });
    expect((await settings()).resend.lastEvent).toMatchObject({ kind: 'delivered' });
  });

  it('refuses unsigned, forged, tampered, stale and wrongly keyed requests (401) and changes nothing', async () => {
    await withKeys();
    const step = await leadWithSentStep('resend');
    const body = JSON.stringify(
      resendEvent('email.bounced', {
        emailId: step.providerMessageId,
        to: step.email,
        bounce: { type: 'Permanent', subType: 'General', message: 'No such user' },
      }),
    );
    const signed = resendHeaders(resend, body);
    const before = await written();
    const { 'svix-signature': _, ...unsigned } = signed;
    await expectRefused(await postResend(body, unsigned), 401, 'webhook_signature_missing');
    await expectRefused(
      await postResend(body, { 'content-type': 'application/json' }),
      401,
      'webhook_signature_missing',
    );
    await expectRefused(await postResend(body, resendHeaders(resendSecret(), body)), 401, 'webhook_signature_invalid');
    await expectRefused(
      await postResend(body.replace('Permanent', 'Transient'), signed),
      401,
      'webhook_signature_invalid',
    );
    await expectRefused(
      await postResend(body, { ...signed, 'svix-signature': 'v1,bm90IGEgc2lnbmF0dXJl' }),
      401,
      'webhook_signature_invalid',
    );
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    await expectRefused(
      await postResend(body, resendHeaders(resend, body, { at: tenMinutesAgo })),
      401,
      'webhook_signature_stale',
    );
    expect(await written()).toEqual(before);
    expect(await readLead(step.leadId)).toMatchObject({ status: 'active', sequenceStopReason: null });
  });

  it('beyond the per-client limit answers 429 before reading the signature, and changes nothing', async () => {
    await withKeys();
    const step = await leadWithSentStep('resend');
    const delivered = (id: string) => {
      const body = JSON.stringify(resendEvent('email.delivered', { emailId: step.providerMessageId, to: step.email }));
      return postResend(body, resendHeaders(resend, body, { id }));
    };
    expect((await delivered('msg_limit_1')).status).toBe(200);
    // This client has used up its minute (WEBHOOK_RATE_LIMIT).
    await t.deps.db
      .update(rateLimits)
      .set({ count: WEBHOOK_RATE_LIMIT.limit })
      .where(sql`${rateLimits.key} like 'webhook:%'`);
    const before = await written();
    await expectRefused(await delivered('msg_limit_2'), 429, 'rate_limited');
    expect(await written()).toEqual(before);
    await t.deps.db.delete(rateLimits).where(sql`${rateLimits.key} like 'webhook:%'`);
  });

  it('a hard bounce makes the lead bounced, and the next step of the sequence is suppressed', async () => {
    await withKeys();
    const step = await leadWithSentStep('resend');
    const body = JSON.stringify(
      resendEvent('email.bounced', {
        emailId: step.providerMessageId,
        to: step.email,
        bounce: {
          type: 'Permanent',
          subType: 'General',
          message: "The recipient's email provider sent a hard bounce message.",
        },
      }),
    );
    const response = await postResend(body, resendHeaders(resend, body));
    expect(await response.json()).toEqual({ received: 1, recorded: 1, duplicate: 0, ignored: 0 });
    expect(await readLead(step.leadId)).toMatchObject({ status: 'bounced', sequenceStopReason: 'hard_bounce' });
    expect(await readSend(step.sendId)).toMatchObject({ deliveryStatus: 'hard_bounce' });
    expect(await eventsOfSend(step.sendId)).toMatchObject([
      { kind: 'hard_bounce', detail: "The recipient's email provider sent a hard bounce message." },
    ]);
    const timeline = await t.deps.db.select().from(leadEvents).where(eq(leadEvents.leadId, step.leadId));
    expect(timeline.map((event) => event.kind)).toContain('bounce');

    // Step two, queued as a scheduler that read the lead a moment before would have: the worker refuses it.
    const { sendId } = await sendEmail(t.deps.db, t.deps.queue, {
      kind: 'sequence',
      idempotencyKey: `hooks:step2:${step.leadId}`,
      leadId: step.leadId,
      templateId: templateIds[1],
      to: step.email,
      subject: 'Ideas for your home',
      html: '<p>Three ideas</p>',
      text: 'Three ideas',
    });
    await untilQueueIdle(t.deps.db, { sendIds: [sendId] });
    expect(await readSend(sendId)).toMatchObject({ status: 'suppressed', sentAt: null });
  });

  it('answers 200 to what is not about delivery, recording nothing; a signed body that is not JSON is 400', async () => {
    await withKeys();
    const step = await leadWithSentStep('resend');
    const before = await written();
    for (const type of ['email.sent', 'email.opened', 'email.clicked']) {
      const body = JSON.stringify(resendEvent(type, { emailId: step.providerMessageId, to: step.email }));
      const response = await postResend(body, resendHeaders(resend, body));
      expect(await response.json()).toEqual({ received: 1, recorded: 0, duplicate: 0, ignored: 1 });
    }
    await expectRefused(await postResend('{"type":', resendHeaders(resend, '{"type":')), 400, 'invalid_json');
    expect(await written()).toEqual(before);
  });

  it('refuses a body over its cap before reading its signature (413)', async () => {
    const body = JSON.stringify({ type: 'email.delivered', padding: 'x'.repeat(300 * 1024) });
    expect((await postResend(body, resendHeaders(resend, body))).status).toBe(413);
  });
});

describe('SendGrid’s signed Event Webhook (ECDSA)', () => {
  it('reads each event of a batch on its own: a complaint, a soft bounce, and what it skips', async () => {
    await withKeys();
    const complained = await leadWithSentStep('sendgrid');
    const blocked = await leadWithSentStep('sendgrid');
    const batch = [
      sendgridEvent('spamreport', { messageId: complained.providerMessageId, email: complained.email }),
      sendgridEvent('bounce', {
        messageId: blocked.providerMessageId,
        email: blocked.email,
        type: 'blocked',
        reason: '421 4.7.0 Try again later',
        bounce_classification: 'Reputation',
      }),
      sendgridEvent('open', { messageId: blocked.providerMessageId, email: blocked.email }),
      { event: 'delivered', email: blocked.email },
    ];
    const body = JSON.stringify(batch);
    const first = await postSendgrid(body, sendgridHeaders(sendgrid, body));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: 4, recorded: 2, duplicate: 0, ignored: 2 });

    expect(await readLead(complained.leadId)).toMatchObject({
      status: 'unsubscribed',
      sequenceStopReason: 'complaint',
    });
    expect(await readSend(complained.sendId)).toMatchObject({ deliveryStatus: 'complaint' });
    // A soft bounce is recorded, and nothing else changes.
    expect(await readLead(blocked.leadId)).toMatchObject({ status: 'active', sequenceStopReason: null });
    expect(await eventsOfSend(blocked.sendId)).toMatchObject([
      { source: 'sendgrid', kind: 'soft_bounce', detail: '421 4.7.0 Try again later' },
    ]);

    // SendGrid posts the batch again (it did not see our 200): nothing is recorded twice.
    const again = await postSendgrid(body, sendgridHeaders(sendgrid, body));
    expect(await again.json()).toEqual({ received: 4, recorded: 0, duplicate: 2, ignored: 2 });
    expect(await eventsOfSend(complained.sendId)).toHaveLength(1);
    const status = await settings();
    expect(status.sendgrid.lastEvent?.kind).toMatch(/^(complaint|soft_bounce)$/);
  });

  it('refuses unsigned, forged, stale and other-key requests, and no key at all (401), changing nothing', async () => {
    await withKeys();
    const step = await leadWithSentStep('sendgrid');
    const body = JSON.stringify([
      sendgridEvent('bounce', { messageId: step.providerMessageId, email: step.email, type: 'bounce' }),
    ]);
    const signed = sendgridHeaders(sendgrid, body);
    const before = await written();
    await expectRefused(
      await postSendgrid(body, { 'content-type': 'application/json' }),
      401,
      'webhook_signature_missing',
    );
    await expectRefused(
      await postSendgrid(body, sendgridHeaders(sendgridKeys(), body)),
      401,
      'webhook_signature_invalid',
    );
    await expectRefused(
      await postSendgrid(body.replace('bounce"', 'delivered"'), signed),
      401,
      'webhook_signature_invalid',
    );
    await expectRefused(
      await postSendgrid(body, sendgridHeaders(sendgrid, body, { at: new Date(Date.now() - 10 * 60_000) })),
      401,
      'webhook_signature_stale',
    );
    expect((await saveKeys({ sendgridKey: '' })).status).toBe(200);
    await expectRefused(await postSendgrid(body, signed), 401, 'webhook_not_configured');
    expect(await written()).toEqual(before);
  });

  it('a signed body that is not a JSON array is 400, recording nothing', async () => {
    await withKeys();
    const before = await written();
    await expectRefused(await postSendgrid('[{', sendgridHeaders(sendgrid, '[{')), 400, 'invalid_json');
    const object = JSON.stringify({ event: 'delivered' });
    await expectRefused(await postSendgrid(object, sendgridHeaders(sendgrid, object)), 400, 'webhook_batch_expected');
    expect(await written()).toEqual(before);
  });
});

describe('Email Setup’s webhook keys', () => {
  it('shows the addresses to give the providers, and keys only as set and their last four', async () => {
    await withKeys();
    const status = await settings();
    expect(status.resend).toMatchObject({
      url: `${TEST_PUBLIC_URL}/api/webhooks/resend`,
      key: { set: true, last4: resend.slice(-4) },
    });
    expect(status.sendgrid).toMatchObject({
      url: `${TEST_PUBLIC_URL}/api/webhooks/sendgrid`,
      key: { set: true, last4: sendgrid.publicKey.slice(-4) },
    });
    // Sealed at rest: neither key is in the row as written.
    const [row] = await t.deps.db.select().from(emailSettings);
    expect(JSON.stringify(row)).not.toContain(resend.slice(6));
    expect(JSON.stringify(row)).not.toContain(sendgrid.publicKey.slice(30));
    // The audit says what changed, never the values.
    const [audit] = await t.deps.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityType, 'email_settings'))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(audit).toMatchObject({ action: 'content.update', summary: 'Email setup: webhook keys' });
    expect(JSON.stringify(audit?.data)).not.toContain(resend.slice(6));
  });

  it('refuses a secret without whsec_ and a key that is no public key, storing nothing', async () => {
    await withKeys();
    const [before] = await t.deps.db.select().from(emailSettings);
    const wrongSecret = await saveKeys({ resendSecret: 're_0123456789abcdefghij' });
    expect(wrongSecret.status).toBe(400);
    expect(await wrongSecret.json()).toMatchObject({
      code: 'webhook_secret_format',
      fieldErrors: { resendSecret: { code: 'webhook_secret_format' } },
    });
    const wrongKey = await saveKeys({ sendgridKey: 'SG.0123456789abcdef.ghijklmnop' });
    expect(wrongKey.status).toBe(400);
    expect(await wrongKey.json()).toMatchObject({ fieldErrors: { sendgridKey: { code: 'webhook_key_invalid' } } });
    const masked = await saveKeys({ resendSecret: 'whsec_••••abcd' });
    expect(masked.status).toBe(400);
    const [after] = await t.deps.db.select().from(emailSettings);
    expect(after).toEqual(before);
  });

  it('keeps a key that is not sent, removes one sent empty, and leaves the outgoing settings alone', async () => {
    await withKeys();
    const [before] = await t.deps.db.select().from(emailSettings);
    expect((await saveKeys({ resendSecret: '' })).status).toBe(200);
    const status = await settings();
    expect(status.resend.key).toEqual({ set: false, last4: null });
    expect(status.sendgrid.key.set).toBe(true);
    const [after] = await t.deps.db.select().from(emailSettings);
    expect({ ...after, resendWebhookSecretEncrypted: null, updatedAt: null }).toEqual({
      ...before,
      resendWebhookSecretEncrypted: null,
      updatedAt: null,
    });
    // Nothing to change: nothing written, not even the audit log.
    const audits = await t.deps.db.$count(auditEvents);
    expect((await saveKeys({})).status).toBe(200);
    expect(await t.deps.db.$count(auditEvents)).toBe(audits);
  });
});
