import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmailTestRuntime, startEmailTestRuntime } from '../../../tests/support/email-test-runtime.ts';
import { getSiteSettings } from '../../modules/studio/settings.service.ts';
import { emailSends } from '../db/schema/index.ts';
import { resolveEmailConfig } from './email-config.ts';
import { EMAIL_SEND_JOB } from './email-queue.ts';
import { createConfiguredTransport } from './email-transport.ts';
import { sendEmail } from './send-email.ts';
import { freePort, type SmtpCapture, startSmtpCapture } from './testing/smtp-capture.ts';
import { untilQueueIdle } from './testing/until-queue-idle.ts';

/**
 * The retry schedule production runs e-mail on, through the app's own job registration with no
 * override: a temporary failure (a busy server, nothing listening) is tried again a minute later,
 * each wait twice the one before plus up to as much again of jitter (1, 2, 4, 8 and 16 minutes,
 * ×1–2: about an hour in all), and after the fifth retry the send fails for good, visibly.
 *
 * pg-boss schedules a retry on the database's clock (the job's `start_after`), which no fake clock
 * in this process reaches. So the test reads each wait from the job itself, then lets that wait
 * pass by moving the job's start to now: for this job, the clock jumping forward by the wait.
 * Nothing sleeps for real minutes.
 */

let runtime: EmailTestRuntime;
beforeAll(async () => {
  runtime = await startEmailTestRuntime({ productionRetries: true });
});
afterAll(() => runtime.stop());

const MINUTE = 60;

interface StoredJob {
  state: string;
  retry_limit: number;
  retry_delay: number;
  retry_backoff: boolean;
  retry_count: number;
  /** seconds from the attempt's start to the retry pg-boss scheduled */
  wait_seconds: number;
}

async function storedJob(jobId: string): Promise<StoredJob> {
  const result = (await runtime.db.execute(
    sql`select state, retry_limit, retry_delay, retry_backoff, retry_count,
               extract(epoch from start_after - started_on)::float8 as wait_seconds
        from pgboss.job where name = ${EMAIL_SEND_JOB} and id = ${jobId}`,
  )) as unknown as { rows: StoredJob[] };
  const [job] = result.rows;
  if (!job) throw new Error(`no ${EMAIL_SEND_JOB} job ${jobId}`);
  return { ...job, wait_seconds: Number(job.wait_seconds) };
}

async function row(sendId: number) {
  const [found] = await runtime.db.select().from(emailSends).where(eq(emailSends.id, sendId));
  if (!found) throw new Error(`no email_sends row ${sendId}`);
  return found;
}

/** The send's job once pg-boss has put it back to wait for its `retryCount`-th retry (counted from 0). */
async function waitingForRetry(sendId: number, retryCount: number): Promise<StoredJob & { id: string }> {
  let id = '';
  await expect
    .poll(
      async () => {
        id = (await row(sendId)).jobId ?? '';
        if (!id) return null;
        const { state, retry_count } = await storedJob(id);
        return { state, retry_count };
      },
      { timeout: 15_000, interval: 50 },
    )
    .toEqual({ state: 'retry', retry_count: retryCount });
  return { ...(await storedJob(id)), id };
}

/** The job's wait passes: the clock, for this job, jumps to the moment pg-boss set for its retry. */
async function letTheWaitPass(jobId: string): Promise<void> {
  await runtime.db.execute(sql`update pgboss.job set start_after = now() where id = ${jobId} and state = 'retry'`);
}

const smtpAt = (port: number) =>
  createConfiguredTransport(
    resolveEmailConfig({ EMAIL_SERVICE: 'smtp', SMTP_HOST: '127.0.0.1', SMTP_PORT: port }),
    () => {},
    getSiteSettings,
  );

const notification = (key: string) => ({
  kind: 'notification' as const,
  idempotencyKey: key,
  to: 'owner@larchandlime.example',
  subject: `Notification ${key}`,
  html: '<p>A new enquiry</p>',
  text: 'A new enquiry',
});

describe('a temporary failure, on the production retry schedule', () => {
  it('a server answering 421 (busy) is tried again a minute or two later, and that retry delivers the message once', async () => {
    let connections = 0;
    const server: SmtpCapture = await startSmtpCapture({ refuseConnection: () => (++connections === 1 ? 421 : null) });
    try {
      runtime.setTransport(smtpAt(server.port));
      const { sendId } = await sendEmail(runtime.db, runtime.boss, notification('busy:production'));

      const job = await waitingForRetry(sendId, 0);
      // The job carries production's policy: five retries, a minute to start with, doubling.
      expect({
        retry_limit: job.retry_limit,
        retry_delay: job.retry_delay,
        retry_backoff: job.retry_backoff,
      }).toEqual({ retry_limit: 5, retry_delay: MINUTE, retry_backoff: true });
      // The first wait: one minute, up to two with jitter.
      expect(job.wait_seconds).toBeGreaterThanOrEqual(MINUTE);
      expect(job.wait_seconds).toBeLessThan(2 * MINUTE + 5);
      expect(await row(sendId)).toMatchObject({
        status: 'queued',
        attempts: 1,
        lastError: expect.stringMatching(/421/),
      });
      expect(server.messages).toHaveLength(0);

      await letTheWaitPass(job.id);
      await expect.poll(async () => (await row(sendId)).status, { timeout: 15_000, interval: 50 }).toBe('sent');
      // Watched until nothing is left to run: the retry delivered it, and nothing delivers it again.
      await untilQueueIdle(runtime.db);
      expect(server.messages.map((mail) => mail.parsed.subject)).toEqual(['Notification busy:production']);
      expect(await row(sendId)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
      // The same job ran again (one retry), no second job was made.
      const settled = await runtime.boss.getJobById(EMAIL_SEND_JOB, job.id);
      expect(settled).toMatchObject({ state: 'completed', retryCount: 1 });
    } finally {
      await server.close();
    }
  });

  it('a server that stays unreachable: each wait doubles, about an hour in all, and after the fifth retry the send fails', async () => {
    runtime.setTransport(smtpAt(await freePort()));
    const { sendId } = await sendEmail(runtime.db, runtime.boss, notification('down:production'));

    const waits: number[] = [];
    for (let retry = 0; retry < 5; retry += 1) {
      const job = await waitingForRetry(sendId, retry);
      const base = MINUTE * 2 ** retry;
      // 1, 2, 4, 8, 16 minutes, each up to twice that with jitter.
      expect(job.wait_seconds, `wait before retry ${retry + 1}`).toBeGreaterThanOrEqual(base);
      expect(job.wait_seconds, `wait before retry ${retry + 1}`).toBeLessThan(2 * base + 5);
      waits.push(job.wait_seconds);
      expect(await row(sendId)).toMatchObject({ status: 'queued', attempts: retry + 1 });
      await letTheWaitPass(job.id);
    }
    await expect.poll(async () => (await row(sendId)).status, { timeout: 15_000, interval: 50 }).toBe('failed');
    await untilQueueIdle(runtime.db, { sendIds: [sendId] });
    const failed = await row(sendId);
    expect(failed.attempts).toBe(6);
    expect(failed.lastError).toMatch(/^gave up after retries: SMTP: .*(ECONNREFUSED|connect)/i);
    // Half an hour at the least, an hour at the most: the studio's "about an hour".
    const total = waits.reduce((sum, wait) => sum + wait, 0);
    expect(total).toBeGreaterThanOrEqual(31 * MINUTE);
    expect(total).toBeLessThan(62 * MINUTE + 30);
  });
});
