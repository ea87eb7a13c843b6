import { eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type EmailTestRuntime,
  FAST_RETRIES,
  insertLead,
  insertQueuedRow,
  startEmailTestRuntime,
} from '../../../tests/support/email-test-runtime.ts';
import { leadMailRules } from '../../modules/leads/leads.service.ts';
import { getSiteSettings } from '../../modules/studio/settings.service.ts';
import { registerJobs } from '../../register-jobs.ts';
import { emailSends, leads } from '../db/schema/index.ts';
import { startBoss } from '../jobs/boss.ts';
import { deliverEmailSend, INTERRUPTED } from './deliver-email-send.ts';
import { resolveEmailConfig } from './email-config.ts';
import type { EmailProvider } from './email-provider.ts';
import { EMAIL_SEND_JOB, sqlExecutorFor } from './email-queue.ts';
import { createConfiguredTransport, NO_SENDER_ERROR, type ResolveEmailTransport } from './email-transport.ts';
import { sendEmail } from './send-email.ts';
import { freePort, type SmtpCapture, startSmtpCapture } from './testing/smtp-capture.ts';
import { untilQueueIdle } from './testing/until-queue-idle.ts';

let runtime: EmailTestRuntime;
beforeAll(async () => {
  runtime = await startEmailTestRuntime();
});
afterAll(() => runtime.stop());

async function row(sendId: number) {
  const [found] = await runtime.db.select().from(emailSends).where(eq(emailSends.id, sendId));
  if (!found) throw new Error(`no email_sends row ${sendId}`);
  return found;
}

const smtpTransport = (port: number): ResolveEmailTransport =>
  createConfiguredTransport(
    resolveEmailConfig({ EMAIL_SERVICE: 'smtp', SMTP_HOST: '127.0.0.1', SMTP_PORT: port }),
    () => {},
    getSiteSettings,
  );

const notification = (key: string, leadId: number | null = null) => ({
  kind: 'notification' as const,
  idempotencyKey: key,
  to: 'owner@larchandlime.example',
  subject: `Notification ${key}`,
  html: '<p>A new enquiry</p>',
  text: 'A new enquiry',
  leadId,
});

describe('the provider is down', () => {
  it('keeps the lead, puts the send back in the queue, retries, and delivers exactly once after recovery', async () => {
    const port = await freePort();
    runtime.setTransport(smtpTransport(port));
    const { id: leadId } = await insertLead(runtime.db, 'waiting@example.com');
    const { sendId } = await sendEmail(runtime.db, runtime.boss, notification('down:1', leadId));
    // The lead as the queued e-mail left it (its last activity is the e-mail's): delivery changes nothing.
    const [lead] = await runtime.db.select().from(leads).where(eq(leads.id, leadId));

    // Nothing listens: the attempt fails, the row goes back to 'queued' with the reason.
    await expect
      .poll(
        async () => {
          const current = await row(sendId);
          return current.status === 'queued' && current.attempts >= 1 ? current.lastError : null;
        },
        { timeout: 15_000, interval: 100 },
      )
      .toMatch(/^SMTP: .*ECONNREFUSED|^SMTP: .*connect/i);

    let server: SmtpCapture | null = null;
    try {
      server = await startSmtpCapture({ port });
      await expect.poll(async () => (await row(sendId)).status, { timeout: 15_000, interval: 100 }).toBe('sent');
      await untilQueueIdle(runtime.db);
      expect(server.messages).toHaveLength(1);
    } finally {
      await server?.close();
    }
    const sent = await row(sendId);
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    expect(sent.lastError).toBeNull();
    // pg-boss ran the same job again (retry), it did not start a second one.
    const job = await runtime.boss.getJobById(EMAIL_SEND_JOB, sent.jobId ?? '');
    expect(job?.state).toBe('completed');
    expect(job?.retryCount).toBeGreaterThanOrEqual(1);
    const [after] = await runtime.db.select().from(leads).where(eq(leads.id, leadId));
    expect(after).toEqual(lead);
  });

  it('a server answering 421 (busy) is retried the same way', async () => {
    let connections = 0;
    const server = await startSmtpCapture({ refuseConnection: () => (++connections <= 2 ? 421 : null) });
    try {
      runtime.setTransport(smtpTransport(server.port));
      const { sendId } = await sendEmail(runtime.db, runtime.boss, notification('busy:1'));
      await expect.poll(async () => (await row(sendId)).status, { timeout: 15_000, interval: 100 }).toBe('sent');
      await untilQueueIdle(runtime.db);
      expect(server.messages).toHaveLength(1);
      expect((await row(sendId)).attempts).toBe(3);
    } finally {
      await server.close();
    }
  });

  it('gives up after the last retry: the send fails, visibly, and no lead is bounced', async () => {
    runtime.setTransport(smtpTransport(await freePort()));
    const lead = await insertLead(runtime.db, 'patient@example.com');
    const { sendId } = await sendEmail(runtime.db, runtime.boss, {
      ...notification('down:2', lead.id),
      to: lead.email,
    });
    await expect.poll(async () => (await row(sendId)).status, { timeout: 20_000, interval: 200 }).toBe('failed');
    const failed = await row(sendId);
    expect(failed.attempts).toBe(FAST_RETRIES.retryLimit + 1);
    expect(failed.lastError).toMatch(/^gave up after retries: SMTP/);
    const [after] = await runtime.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(after?.status).toBe('active');
  });
});

describe('at most once (D10)', () => {
  let server: SmtpCapture;
  beforeAll(async () => {
    server = await startSmtpCapture();
  });
  afterAll(() => server.close());

  const countingProvider = (): EmailProvider & { calls: number } => {
    const provider = {
      name: 'smtp' as const,
      calls: 0,
      // Never answers: the worker "dies" with the message possibly handed over.
      send: () => {
        provider.calls += 1;
        return new Promise<never>(() => {});
      },
    };
    return provider;
  };

  it("a row left in 'sending' by a worker that died is marked unknown and never sent", async () => {
    runtime.setTransport(smtpTransport(server.port));
    const { sendId } = await runtime.db.transaction(async (tx) => {
      const queued = await sendEmail(tx, runtime.boss, notification('crash:1'));
      await tx
        .update(emailSends)
        .set({ status: 'sending', claimedBy: 'a-job-that-died', claimedAt: new Date(Date.now() - 60 * 60_000) })
        .where(eq(emailSends.id, queued.sendId));
      return queued;
    });
    await expect.poll(async () => (await row(sendId)).status, { timeout: 15_000, interval: 100 }).toBe('unknown');
    expect((await row(sendId)).lastError).toBe(INTERRUPTED);
    await untilQueueIdle(runtime.db);
    expect(server.messages.filter((mail) => mail.parsed.subject === 'Notification crash:1')).toHaveLength(0);
  });

  it('the job that crashed mid-send, run again by pg-boss, settles its own claim as unknown instead of re-sending', async () => {
    const row1 = await insertQueuedRow(runtime.db);
    const hanging = countingProvider();
    const options = {
      resolveTransport: async () => ({ provider: hanging, from: 'a@studio.example' }),
      log: () => {},
      leads: leadMailRules,
    };
    const job = { sendId: row1.id, jobId: '11111111-1111-4111-8111-111111111111', finalAttempt: false };
    void deliverEmailSend(runtime.db, options, job);
    await expect.poll(async () => hanging.calls).toBe(1);
    expect((await row(row1.id)).status).toBe('sending');

    // Another job meanwhile: the claim is fresh and not its own, so it leaves the row alone.
    const other = await deliverEmailSend(runtime.db, options, {
      ...job,
      jobId: '22222222-2222-4222-8222-222222222222',
    });
    expect(other).toEqual({ status: 'skipped', reason: 'in-flight' });
    expect((await row(row1.id)).status).toBe('sending');

    // The same job again (pg-boss retries a job whose worker vanished): unknown, no second call.
    expect(await deliverEmailSend(runtime.db, options, job)).toEqual({ status: 'unknown' });
    expect(hanging.calls).toBe(1);
    expect(await row(row1.id)).toMatchObject({ status: 'unknown', attempts: 1, lastError: INTERRUPTED });
  });

  it('two workers racing on one row deliver it once', async () => {
    const raced = await insertQueuedRow(runtime.db, { subject: 'Raced by hand' });
    const options = { resolveTransport: smtpTransport(server.port), log: () => {}, leads: leadMailRules };
    const outcomes = await Promise.all([
      deliverEmailSend(runtime.db, options, {
        sendId: raced.id,
        jobId: '33333333-3333-4333-8333-333333333333',
        finalAttempt: false,
      }),
      deliverEmailSend(runtime.db, options, {
        sendId: raced.id,
        jobId: '44444444-4444-4444-8444-444444444444',
        finalAttempt: false,
      }),
    ]);
    expect(outcomes).toContainEqual({ status: 'sent' });
    expect(outcomes.filter((outcome) => outcome.status === 'sent')).toHaveLength(1);
    expect(server.messages.filter((mail) => mail.parsed.subject === 'Raced by hand')).toHaveLength(1);
    expect((await row(raced.id)).attempts).toBe(1);
  });

  it('with no sender address a send waits for the next try, and fails only when the tries run out', async () => {
    const waiting = await insertQueuedRow(runtime.db, { subject: 'No sender yet' });
    const provider = countingProvider();
    const options = { resolveTransport: async () => ({ provider, from: null }), log: () => {}, leads: leadMailRules };
    const job = { sendId: waiting.id, jobId: '55555555-5555-4555-8555-555555555555', finalAttempt: false };
    expect(await deliverEmailSend(runtime.db, options, job)).toEqual({ status: 'retry', error: NO_SENDER_ERROR });
    expect(await row(waiting.id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      claimedBy: null,
      lastError: NO_SENDER_ERROR,
    });
    expect(await deliverEmailSend(runtime.db, options, { ...job, finalAttempt: true })).toEqual({ status: 'failed' });
    expect(await row(waiting.id)).toMatchObject({
      status: 'failed',
      attempts: 2,
      lastError: `gave up after retries: ${NO_SENDER_ERROR}`,
    });
    expect(provider.calls).toBe(0);
  });

  it('two app instances with a duplicated job for the same row deliver it once', async () => {
    runtime.setTransport(smtpTransport(server.port));
    let second: PgBoss | null = null;
    try {
      second = await startBoss(runtime.handle);
      await registerJobs(second, runtime.db, {
        leads: leadMailRules,
        studio: getSiteSettings,
        log: () => {},
        email: resolveEmailConfig({ EMAIL_SERVICE: 'smtp', SMTP_HOST: '127.0.0.1', SMTP_PORT: server.port }),
        emailTuning: { retry: FAST_RETRIES, pollingIntervalSeconds: 0.5 },
      });
      const subject = 'Raced by two instances';
      for (let i = 0; i < 5; i += 1) {
        const { sendId } = await runtime.db.transaction(async (tx) => {
          const queued = await sendEmail(tx, runtime.boss, {
            ...notification(`race:${i}`),
            subject: `${subject} ${i}`,
          });
          // A second job for the same row (as a buggy caller could make), committed with the first.
          await runtime.boss.send(EMAIL_SEND_JOB, { sendId: queued.sendId }, { db: sqlExecutorFor(tx) });
          return queued;
        });
        await expect.poll(async () => (await row(sendId)).status, { timeout: 15_000, interval: 100 }).toBe('sent');
      }
      await untilQueueIdle(runtime.db);
      for (let i = 0; i < 5; i += 1) {
        expect(server.messages.filter((mail) => mail.parsed.subject === `${subject} ${i}`)).toHaveLength(1);
      }
    } finally {
      await second?.stop({ graceful: false, wait: true });
    }
  });
});
