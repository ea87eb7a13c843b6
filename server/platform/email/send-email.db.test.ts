import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type EmailTestRuntime,
  insertLead,
  insertQueuedRow,
  startEmailTestRuntime,
} from '../../../tests/support/email-test-runtime.ts';
import { emailSends, emailTemplates, leadEvents, leads, siteSettings } from '../db/schema/index.ts';
import { ValidationError } from '../errors.ts';
import { EMAIL_SEND_JOB } from './email-queue.ts';
import { type OutboundEmail, sendEmail } from './send-email.ts';
import { sweepEmailSends } from './sweep-email-sends.ts';
import { type HttpCapture, startHttpCapture } from './testing/http-capture.ts';
import { rawHeader, type SmtpCapture, startSmtpCapture } from './testing/smtp-capture.ts';
import { untilQueueIdle } from './testing/until-queue-idle.ts';

let runtime: EmailTestRuntime;
let smtp: SmtpCapture;
let api: HttpCapture;

beforeAll(async () => {
  runtime = await startEmailTestRuntime();
  smtp = await startSmtpCapture({
    refuseRecipient: (address) => (address.toLowerCase().startsWith('gone@') ? 550 : null),
  });
  api = await startHttpCapture();
  configureSmtp();
});
afterAll(async () => {
  await runtime.stop();
  await smtp.close();
  await api.close();
});
// Each test starts on SMTP; a test about another provider switches for itself.
afterEach(configureSmtp);

function configureSmtp() {
  runtime.use({ EMAIL_SERVICE: 'smtp', SMTP_HOST: '127.0.0.1', SMTP_PORT: smtp.port });
}

let counter = 0;
function message(overrides: Partial<OutboundEmail> = {}): OutboundEmail {
  counter += 1;
  return {
    kind: 'notification',
    idempotencyKey: `test:send-email:${counter}`,
    to: 'owner@larchandlime.example',
    subject: `New enquiry #${counter} from Jane Doe`,
    html: `<p>Jane wrote <em>hello</em> (${counter})</p>`,
    text: `Jane wrote hello (${counter})`,
    replyTo: 'jane@example.com',
    headers: {
      'List-Unsubscribe': '<https://larchandlime.example/unsubscribe/t0k3n>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    ...overrides,
  };
}

async function row(sendId: number) {
  const [found] = await runtime.db.select().from(emailSends).where(eq(emailSends.id, sendId));
  if (!found) throw new Error(`no email_sends row ${sendId}`);
  return found;
}

async function settled(sendId: number, status: string) {
  await expect.poll(async () => (await row(sendId)).status, { timeout: 15_000, interval: 100 }).toBe(status);
  return row(sendId);
}

const deliveriesTo = (subject: string) => smtp.messages.filter((mail) => mail.parsed.subject === subject);

describe('sendEmail through SMTP', () => {
  it('records the message, then a real SMTP server receives exactly it and the row says sent', async () => {
    const email = message();
    const { sendId, created } = await sendEmail(runtime.db, runtime.boss, email);
    expect(created).toBe(true);
    const recorded = await row(sendId);
    expect(recorded).toMatchObject({ subject: email.subject, htmlBody: email.html, textBody: email.text });

    const sent = await settled(sendId, 'sent');
    const [mail] = deliveriesTo(email.subject);
    if (!mail) throw new Error('not delivered');
    // EMAIL_FROM unset: the studio's name and e-mail from the site settings.
    expect(mail.parsed.from?.value).toEqual([{ name: 'Larch & Lime', address: 'hello@larchandlime.example' }]);
    expect(mail.envelopeTo).toEqual(['owner@larchandlime.example']);
    expect(mail.parsed.to && 'text' in mail.parsed.to ? mail.parsed.to.text : null).toBe('owner@larchandlime.example');
    expect(mail.parsed.replyTo?.text).toBe('jane@example.com');
    expect(mail.parsed.html).toContain(email.html);
    expect(mail.parsed.text?.trim()).toBe(email.text);
    expect(rawHeader(mail, 'List-Unsubscribe')).toBe('<https://larchandlime.example/unsubscribe/t0k3n>');
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(sent).toMatchObject({
      provider: 'smtp',
      fromAddress: '"Larch & Lime" <hello@larchandlime.example>',
      providerMessageId: mail.parsed.messageId,
      attempts: 1,
      lastError: null,
    });
    expect(sent.sentAt).toBeInstanceOf(Date);
  });

  it('without EMAIL_FROM or a studio e-mail there is no sender: the send waits for a later try, saying why', async () => {
    const [settings] = await runtime.db.select({ email: siteSettings.email }).from(siteSettings);
    await runtime.db.update(siteSettings).set({ email: '' });
    try {
      const email = message();
      const { sendId } = await sendEmail(runtime.db, runtime.boss, email);
      await expect
        .poll(async () => (await row(sendId)).lastError, { timeout: 15_000, interval: 100 })
        .toBe("no sender address: set EMAIL_FROM or the studio's e-mail in settings");
      expect(await row(sendId)).toMatchObject({ status: 'queued', attempts: 1, claimedBy: null });
      expect(deliveriesTo(email.subject)).toEqual([]);
      // pg-boss retries it a minute later and more, about an hour in all (the last try is in
      // email-delivery.db.test.ts); here it stops being this test's business.
      await runtime.db.update(emailSends).set({ status: 'suppressed' }).where(eq(emailSends.id, sendId));
    } finally {
      await runtime.db.update(siteSettings).set({ email: settings?.email ?? '' });
    }
  });

  it('uses EMAIL_FROM when it is set', async () => {
    runtime.use({
      EMAIL_SERVICE: 'smtp',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: smtp.port,
      EMAIL_FROM: 'Studio <studio@mail.example>',
    });
    const email = message();
    const { sendId } = await sendEmail(runtime.db, runtime.boss, email);
    await settled(sendId, 'sent');
    expect(deliveriesTo(email.subject)[0]?.parsed.from?.value).toEqual([
      { name: 'Studio', address: 'studio@mail.example' },
    ]);
  });
});

describe('attachments', () => {
  const invite = {
    filename: 'invite.ics',
    contentType: 'text/calendar; method=REQUEST',
    content: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Atelier//Test//EN\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n',
  };

  it('are stored on the row and reach the SMTP server as an invitation', async () => {
    const email = message({ attachments: [invite] });
    const { sendId } = await sendEmail(runtime.db, runtime.boss, email);
    expect((await row(sendId)).attachments).toEqual([invite]);
    await settled(sendId, 'sent');
    const [mail] = deliveriesTo(email.subject);
    expect(mail?.parsed.attachments.map((a) => [a.filename, a.content.toString('utf8')])).toContainEqual([
      'invite.ics',
      invite.content,
    ]);
    expect(mail?.raw).toMatch(/method=REQUEST/);
  });

  it('are named in the development log line', async () => {
    runtime.use({});
    const { sendId } = await sendEmail(runtime.db, runtime.boss, message({ attachments: [invite] }));
    await settled(sendId, 'recorded');
    expect(
      runtime.log.some(
        (line) => line.includes(`#${sendId} `) && line.endsWith('with invite.ics (text/calendar; method=REQUEST)'),
      ),
    ).toBe(true);
  });

  it('a message without any has an empty list', async () => {
    const { sendId } = await sendEmail(runtime.db, runtime.boss, message());
    expect((await row(sendId)).attachments).toEqual([]);
    await settled(sendId, 'sent');
  });
});

describe('nothing twice', () => {
  it('the same idempotency key twice makes one row and one delivery', async () => {
    const email = message();
    const first = await sendEmail(runtime.db, runtime.boss, email);
    const second = await sendEmail(runtime.db, runtime.boss, { ...email, subject: 'A changed subject' });
    expect(second).toEqual({ sendId: first.sendId, created: false });
    await settled(first.sendId, 'sent');
    const third = await sendEmail(runtime.db, runtime.boss, email);
    expect(third).toEqual({ sendId: first.sendId, created: false });
    await untilQueueIdle(runtime.db);
    expect(deliveriesTo(email.subject)).toHaveLength(1);
    expect(deliveriesTo('A changed subject')).toHaveLength(0);
    const rows = await runtime.db.select().from(emailSends).where(eq(emailSends.idempotencyKey, email.idempotencyKey));
    expect(rows).toHaveLength(1);
  });

  it('one sequence step per lead × template, whatever the key', async () => {
    const lead = await insertLead(runtime.db, 'steps@example.com');
    const [template] = await runtime.db
      .insert(emailTemplates)
      .values({ name: 'Welcome', subject: 'Welcome', htmlContent: '<p>Hi</p>', textContent: 'Hi' })
      .returning();
    const step = { kind: 'sequence' as const, to: lead.email, leadId: lead.id, templateId: template?.id ?? null };
    const firstEmail = message({ ...step, idempotencyKey: 'seq:a' });
    const secondEmail = message({ ...step, idempotencyKey: 'seq:b' });
    const first = await sendEmail(runtime.db, runtime.boss, firstEmail);
    const second = await sendEmail(runtime.db, runtime.boss, secondEmail);
    expect(first.created).toBe(true);
    expect(second).toEqual({ sendId: first.sendId, created: false });
    // Delivered here, through this test's provider, not later under another test's.
    await untilQueueIdle(runtime.db, { sendIds: [first.sendId] });
    expect(deliveriesTo(firstEmail.subject)).toHaveLength(1);
    expect(deliveriesTo(secondEmail.subject)).toHaveLength(0);
  });

  it("inside the caller's transaction: nothing is sent before commit, and nothing at all after a rollback", async () => {
    const kept = message();
    await untilQueueIdle(runtime.db);
    const { sendId } = await runtime.db.transaction(async (tx) => {
      const result = await sendEmail(tx, runtime.boss, kept);
      // What a worker sees while the caller has not committed: nothing to fetch (on PostgreSQL, from
      // the queue's own connection; PGlite has one connection, which the transaction holds).
      if (runtime.handle.driver === 'pg') expect(await runtime.boss.fetch(EMAIL_SEND_JOB)).toEqual([]);
      expect(deliveriesTo(kept.subject)).toHaveLength(0);
      return result;
    });
    await settled(sendId, 'sent');

    const dropped = message();
    await expect(
      runtime.db.transaction(async (tx) => {
        await sendEmail(tx, runtime.boss, dropped);
        throw new Error('the caller fails after queuing');
      }),
    ).rejects.toThrow('the caller fails');
    await untilQueueIdle(runtime.db);
    const rows = await runtime.db
      .select()
      .from(emailSends)
      .where(eq(emailSends.idempotencyKey, dropped.idempotencyKey));
    expect(rows).toHaveLength(0);
    expect(deliveriesTo(dropped.subject)).toHaveLength(0);
  });
});

describe('refused before anything is recorded', () => {
  it.each([
    ['subject', { subject: 'Hello\r\nBcc: victim@example.com' }],
    ['List-Unsubscribe header', { headers: { 'List-Unsubscribe': '<https://x.example>\nBcc: victim@example.com' } }],
    ['recipient', { to: 'owner@larchandlime.example\r\nBcc: victim@example.com' }],
    ['second recipient', { to: 'owner@larchandlime.example, victim@example.com' }],
  ])('CR/LF or a list in the %s', async (_what, change) => {
    const email = message(change);
    await expect(sendEmail(runtime.db, runtime.boss, email)).rejects.toThrow(ValidationError);
    const rows = await runtime.db.select().from(emailSends).where(eq(emailSends.idempotencyKey, email.idempotencyKey));
    expect(rows).toHaveLength(0);
  });
});

describe('development mode', () => {
  it('records the message instead of sending it, and says so in one log line', async () => {
    runtime.use({});
    const email = message();
    const before = smtp.messages.length;
    const { sendId } = await sendEmail(runtime.db, runtime.boss, email);
    const recorded = await settled(sendId, 'recorded');
    expect(recorded).toMatchObject({
      provider: 'development',
      htmlBody: email.html,
      textBody: email.text,
      headers: email.headers,
      providerMessageId: null,
    });
    expect(recorded.sentAt).toBeInstanceOf(Date);
    // Every line naming this send (the quoted subject aside: it has a number of its own).
    const lines = runtime.log.filter((line) => line.split(': "')[0]?.includes(`#${sendId} `));
    expect(lines).toEqual([
      `[email] development mode: recorded, not sent — #${sendId} to owner@larchandlime.example: ${JSON.stringify(email.subject)}`,
    ]);
    expect(smtp.messages.length).toBe(before);
  });
});

describe('the HTTP providers through the pipeline', () => {
  it('Resend: the row is sent with Resend’s id, the request carried our idempotency key', async () => {
    runtime.use({ EMAIL_SERVICE: 'resend', RESEND_API_KEY: 're_pipeline', RESEND_API_URL: api.url });
    api.reply = () => ({ status: 200, body: { id: 're-id-1' } });
    const email = message();
    const { sendId } = await sendEmail(runtime.db, runtime.boss, email);
    expect(await settled(sendId, 'sent')).toMatchObject({ provider: 'resend', providerMessageId: 're-id-1' });
    const request = api.requests.find((r) => (r.body as { subject?: string }).subject === email.subject);
    expect(request?.headers['idempotency-key']).toBe(email.idempotencyKey);
    expect(request?.headers.authorization).toBe('Bearer re_pipeline');
  });

  it('SendGrid: the row is sent with the X-Message-Id of the 202', async () => {
    runtime.use({ EMAIL_SERVICE: 'sendgrid', SENDGRID_API_KEY: 'SG.pipeline', SENDGRID_API_URL: api.url });
    api.reply = () => ({ status: 202, headers: { 'X-Message-Id': 'sg-id-1' } });
    const { sendId } = await sendEmail(runtime.db, runtime.boss, message());
    expect(await settled(sendId, 'sent')).toMatchObject({ provider: 'sendgrid', providerMessageId: 'sg-id-1' });
  });

  it('a 429 is retried until the provider takes the message', async () => {
    runtime.use({ EMAIL_SERVICE: 'resend', RESEND_API_KEY: 're_pipeline', RESEND_API_URL: api.url });
    let calls = 0;
    api.reply = () => {
      calls += 1;
      return calls === 1
        ? { status: 429, body: { statusCode: 429, name: 'rate_limit_exceeded', message: 'Too many requests' } }
        : { status: 200, body: { id: 're-id-2' } };
    };
    const { sendId } = await sendEmail(runtime.db, runtime.boss, message());
    expect(await settled(sendId, 'sent')).toMatchObject({ attempts: 2, providerMessageId: 're-id-2', lastError: null });
  });
});

describe('permanent failures', () => {
  it('an address the server refuses fails the send and bounces its lead, with a bounce event', async () => {
    const lead = await insertLead(runtime.db, 'gone@example.com');
    const { sendId } = await sendEmail(
      runtime.db,
      runtime.boss,
      message({ kind: 'transactional', to: 'Gone@Example.com', leadId: lead.id }),
    );
    const failed = await settled(sendId, 'failed');
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toContain('550');
    const [after] = await runtime.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(after?.status).toBe('bounced');
    const events = await runtime.db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind: 'bounce', data: { sendId, provider: 'smtp', previousStatus: 'active' } });
  });

  it('a refusal that is not about the address (a revoked API key) fails the send but bounces no one', async () => {
    runtime.use({ EMAIL_SERVICE: 'resend', RESEND_API_KEY: 're_revoked', RESEND_API_URL: api.url });
    api.reply = () => ({
      status: 403,
      body: { statusCode: 403, name: 'invalid_api_key', message: 'API key is invalid' },
    });
    const lead = await insertLead(runtime.db, 'fine@example.com');
    const { sendId } = await sendEmail(runtime.db, runtime.boss, message({ to: lead.email, leadId: lead.id }));
    expect((await settled(sendId, 'failed')).lastError).toBe('Resend 403: invalid_api_key: API key is invalid');
    const [after] = await runtime.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(after?.status).toBe('active');
    expect(await runtime.db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id))).toHaveLength(0);
  });

  it('sequence e-mails to unsubscribed, bounced or deleted leads are not sent (suppressed)', async () => {
    const unsubscribed = await insertLead(runtime.db, 'unsub@example.com', 'unsubscribed');
    const bounced = await insertLead(runtime.db, 'bounced@example.com', 'bounced');
    const deleted = await insertLead(runtime.db, 'deleted@example.com');
    const sends = [
      await sendEmail(
        runtime.db,
        runtime.boss,
        message({ kind: 'sequence', to: unsubscribed.email, leadId: unsubscribed.id }),
      ),
      await sendEmail(runtime.db, runtime.boss, message({ kind: 'sequence', to: bounced.email, leadId: bounced.id })),
      // Deleted after queuing, committed together: the job only ever sees the lead gone.
      await runtime.db.transaction(async (tx) => {
        const queued = await sendEmail(
          tx,
          runtime.boss,
          message({ kind: 'sequence', to: deleted.email, leadId: deleted.id }),
        );
        await tx.delete(leads).where(eq(leads.id, deleted.id));
        return queued;
      }),
    ];
    const reasons = [];
    for (const { sendId } of sends) reasons.push((await settled(sendId, 'suppressed')).lastError);
    expect(reasons).toEqual([
      'not sent: the lead is unsubscribed',
      'not sent: the lead is bounced',
      'not sent: the lead was deleted',
    ]);
    const addresses = smtp.messages.flatMap((mail) => mail.envelopeTo);
    expect(addresses).not.toContain('unsub@example.com');
    expect(addresses).not.toContain('bounced@example.com');
    expect(addresses).not.toContain('deleted@example.com');
  });
});

describe('the safety net', () => {
  it('re-dispatches a queued row whose job is gone, once, and leaves rows with a live job alone', async () => {
    const orphan = await insertQueuedRow(runtime.db, {
      subject: 'Orphaned',
      updatedAt: new Date(Date.now() - 10 * 60_000),
    });
    const waiting = await insertQueuedRow(runtime.db, {
      subject: 'Waiting',
      updatedAt: new Date(Date.now() - 10 * 60_000),
    });
    // A job that exists but will not run during this test.
    const waitingJob = await runtime.boss.send(EMAIL_SEND_JOB, { sendId: waiting.id }, { startAfter: 3600 });
    if (!waitingJob) throw new Error('the waiting job was not queued');
    try {
      await runtime.db.update(emailSends).set({ jobId: waitingJob }).where(eq(emailSends.id, waiting.id));
      await runtime.db
        .update(emailSends)
        .set({ updatedAt: new Date(Date.now() - 10 * 60_000) })
        .where(eq(emailSends.id, waiting.id));

      expect(await sweepEmailSends(runtime.db, runtime.boss)).toEqual({ redispatched: 1, markedUnknown: 0 });
      await settled(orphan.id, 'sent');
      expect(await sweepEmailSends(runtime.db, runtime.boss)).toEqual({ redispatched: 0, markedUnknown: 0 });
      // Idle for the orphan (the other send keeps its job an hour away on purpose).
      await untilQueueIdle(runtime.db, { sendIds: [orphan.id] });
      expect(deliveriesTo('Orphaned')).toHaveLength(1);
      expect((await row(waiting.id)).status).toBe('queued');
    } finally {
      // The send kept waiting leaves nothing behind: a later test waits for an idle queue.
      await runtime.boss.cancel(EMAIL_SEND_JOB, waitingJob);
      await runtime.db.update(emailSends).set({ status: 'suppressed' }).where(eq(emailSends.id, waiting.id));
    }
  });

  it("turns a long-stuck 'sending' row without a live job into 'unknown', never re-sending it", async () => {
    const stuck = await insertQueuedRow(runtime.db, {
      subject: 'Stuck',
      status: 'sending',
      attempts: 1,
      claimedBy: '00000000-0000-4000-8000-000000000000',
      claimedAt: new Date(Date.now() - 60 * 60_000),
    });
    expect(await sweepEmailSends(runtime.db, runtime.boss)).toEqual({ redispatched: 0, markedUnknown: 1 });
    expect((await row(stuck.id)).status).toBe('unknown');
    expect(deliveriesTo('Stuck')).toHaveLength(0);
  });
});
