import { type ChildProcess, spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { asc, count, eq, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { ProcessEmailsResult } from '#shared/admin/email.ts';
import { signInAs } from '../../../../tests/support/admin-session.ts';
import { createTestApp, jsonWrite, type TestApp } from '../../../../tests/support/test-app.ts';
import { createTestDatabase, type TestDatabaseHandle } from '../../../../tests/support/test-db.ts';
import { type DatabaseHandle, openPostgres } from '../../../platform/db/client.ts';
import { emailSends, emailTemplates, leads, siteSettings } from '../../../platform/db/schema/index.ts';
import { INTERRUPTED } from '../../../platform/email/deliver-email-send.ts';
import { resolveEmailConfig } from '../../../platform/email/email-config.ts';
import { EMAIL_SEND_JOB } from '../../../platform/email/email-queue.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../platform/email/testing/smtp-capture.ts';
import { untilQueueIdle } from '../../../platform/email/testing/until-queue-idle.ts';
import { startBoss } from '../../../platform/jobs/boss.ts';
import type { PlatformDeps } from '../../../platform/platform-deps.ts';
import { registerJobs } from '../../../register-jobs.ts';
import { getSiteSettings } from '../../studio/settings.service.ts';
import { leadMailRules, recordLeadTouch } from '../leads.service.ts';
import { runSequenceScheduler } from './sequence-scheduler.ts';

/**
 * D10 with everything a real deployment throws at it, on PostgreSQL (PGlite is one process with no
 * neighbours, so these run in the PostgreSQL pass of the suite): two app instances, a hundred
 * 'Process Pending' at once, and a worker killed in the middle of a send. Deliveries are counted on
 * a real SMTP server once the queue is idle.
 */
const DAY = 86_400_000;
const LEADS = 12;
const FAST = { retry: { retryLimit: 4, retryDelay: 1, retryBackoff: false }, pollingIntervalSeconds: 0.5 };
const smtpConfig = (port: number) =>
  resolveEmailConfig({ EMAIL_SERVICE: 'smtp', SMTP_HOST: '127.0.0.1', SMTP_PORT: port });

// The app clock runs `ahead` of the real one (the database stamps sends with its own clock).
let ahead = 0;
const clock = () => new Date(Date.now() + ahead);
// Each test starts at the real time, wherever the one before left the clock.
beforeEach(() => {
  ahead = 0;
});

async function prepareSequence(db: DatabaseHandle['db']) {
  await db.update(siteSettings).set({
    timeZone: 'UTC',
    sendWindow: { days: [0, 1, 2, 3, 4, 5, 6], start: '00:00', end: '23:59' },
  });
  return db
    .insert(emailTemplates)
    .values([
      { name: 'Welcome', subject: 'Welcome', htmlContent: '<p>Hello</p>', textContent: 'Hello', delayDays: 0 },
      {
        name: 'Ideas',
        subject: 'Ideas',
        htmlContent: '<p>Ideas</p>',
        textContent: 'Ideas',
        sequencePosition: 2,
        delayDays: 1,
      },
    ])
    .returning({ id: emailTemplates.id });
}

async function enrol(db: DatabaseHandle['db'], email: string): Promise<number> {
  const { leadId } = await recordLeadTouch(db, {
    source: 'lookbook',
    email,
    firstName: 'Sam',
    lastName: 'Rivera',
    consent: true,
  });
  return leadId;
}

describe.runIf(Boolean(inject('postgresUrl')))(
  'two app instances and 100 presses of Process Pending (PostgreSQL)',
  () => {
    let handles: TestDatabaseHandle[] = [];
    let bosses: PgBoss[] = [];
    let apps: TestApp[] = [];
    let smtp: SmtpCapture;

    beforeAll(async () => {
      smtp = await startSmtpCapture();
      const first = await createTestDatabase('seeded');
      const second = { ...openPostgres(first.url ?? '', 4), url: first.url };
      handles = [first, second];
      for (const handle of handles) {
        const boss = await startBoss(handle);
        await registerJobs(boss, handle.db, {
          leads: leadMailRules,
          studio: getSiteSettings,
          log: () => {},
          email: smtpConfig(smtp.port),
          emailTuning: FAST,
        });
        bosses.push(boss);
        apps.push(await createTestApp({ handle, queue: boss, clock }));
      }
    });

    afterAll(async () => {
      for (const app of apps) await app.close();
      for (const boss of bosses) await boss.stop({ graceful: true, wait: true, timeout: 15_000 });
      // The second pool first: closing the first drops the database.
      for (const handle of [...handles].reverse()) await handle.close();
      await smtp?.close();
      apps = [];
      bosses = [];
      handles = [];
    });

    it('delivers each step to each lead exactly once', async () => {
      const [db] = handles.map((handle) => handle.db);
      if (!db) throw new Error('no database');
      await prepareSequence(db);
      const addresses = Array.from({ length: LEADS }, (_, n) => `reader-${n}@example.com`);
      for (const address of addresses) await enrol(db, address);
      const [one, two] = apps as [TestApp, TestApp];
      const cookie = await signInAs(one, 'editor');

      const pressAll = async () => {
        const responses = await Promise.all(
          Array.from({ length: 100 }, (_, n) =>
            (n % 2 ? one : two).request('/api/admin/process-emails', jsonWrite('POST', {}, { Cookie: cookie })),
          ),
        );
        expect(responses.map((res) => res.status)).toEqual(Array(100).fill(200));
        // A press made while its instance is already running gets that run's answer.
        return (await Promise.all(responses.map((res) => res.json()))) as ProcessEmailsResult[];
      };

      const pressed = await pressAll();
      // Presses made during a run share its answer, so the answers cannot be summed; at least one
      // run queued steps, and none claims more than there are leads.
      expect(Math.max(...pressed.map((result) => result.queued))).toBeGreaterThan(0);
      expect(pressed.every((result) => result.queued <= LEADS)).toBe(true);
      await untilQueueIdle(db);
      const delivered = (subject: string) =>
        smtp.messages.filter((mail) => mail.parsed.subject === subject).flatMap((mail) => mail.envelopeTo);
      expect(delivered('Welcome').sort()).toEqual([...addresses].sort());
      // Pressed again when nothing is due: nothing more.
      expect((await pressAll()).every((result) => result.queued === 0)).toBe(true);

      // Runs that really overlap, a dozen at once across the two instances (no sharing of answers):
      // the unique lead × template index lets exactly one queue each step.
      ahead = DAY + 60_000;
      const runs = await Promise.all(
        Array.from({ length: 12 }, (_, n) => runSequenceScheduler((n % 2 ? one : two).deps)),
      );
      expect(runs.reduce((sum, run) => sum + run.queued, 0)).toBe(LEADS);
      await untilQueueIdle(db);
      expect(delivered('Ideas').sort()).toEqual([...addresses].sort());
      expect(smtp.messages).toHaveLength(2 * LEADS);
      const [sends] = await db.select({ n: count() }).from(emailSends).where(eq(emailSends.kind, 'sequence'));
      expect(sends?.n).toBe(2 * LEADS);
    });
  },
);

/** An SMTP server that takes the whole message and then never answers: the sender waits for its 250. */
async function startHoldingSmtp(): Promise<{ port: number; received: Promise<void>; close(): Promise<void> }> {
  let markReceived: () => void = () => {};
  const received = new Promise<void>((resolve) => {
    markReceived = resolve;
  });
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream) {
      stream.on('data', () => {});
      stream.on('end', () => markReceived());
      // no callback: the DATA phase never ends for the client
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.runIf(Boolean(inject('postgresUrl')))(
  'a worker killed with SIGKILL in the middle of a send (PostgreSQL)',
  () => {
    let handle: TestDatabaseHandle;
    let boss: PgBoss | null = null;
    let child: ChildProcess | null = null;

    beforeAll(async () => {
      handle = await createTestDatabase('seeded');
    });

    afterAll(async () => {
      child?.kill('SIGKILL');
      await boss?.stop({ graceful: true, wait: true, timeout: 15_000 });
      await handle?.close();
    });

    it('leaves the send unknown, never sends it again, and the later steps still go out', async () => {
      await prepareSequence(handle.db);
      const leadId = await enrol(handle.db, 'interrupted@example.com');
      const holding = await startHoldingSmtp();
      const capture = await startSmtpCapture();
      try {
        // The worker: another process, the app's own job registration, sending to the holding server.
        const script = fileURLToPath(new URL('./testing/crash-test-worker.ts', import.meta.url));
        const worker = spawn(process.execPath, ['--import', 'tsx', script, handle.url ?? '', String(holding.port)], {
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        child = worker;
        const output: string[] = [];
        worker.stderr?.setEncoding('utf8').on('data', (chunk: string) => output.push(chunk));
        await new Promise<void>((resolve, reject) => {
          worker.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
            output.push(chunk);
            if (output.join('').includes('worker ready')) resolve();
          });
          worker.once('exit', (code) => reject(new Error(`the worker exited (${code}): ${output.join('')}`)));
        });

        // This process only queues (its pg-boss has no worker yet); the step goes to the child.
        boss = await startBoss(handle);
        const deps = {
          db: handle.db,
          queue: boss,
          clock,
          secrets: { appSecret: 'a-crash-test-secret-of-at-least-32-characters' },
          config: { publicUrl: 'http://localhost' } as PlatformDeps['config'],
          log: () => {},
          // Not production: the scheduler does not ask whether e-mail is set up.
          email: {} as PlatformDeps['email'],
        };
        ahead = 0;
        expect((await runSequenceScheduler(deps)).queued).toBe(1);
        await holding.received;
        const [sending] = await handle.db.select().from(emailSends).where(eq(emailSends.leadId, leadId));
        expect(sending).toMatchObject({ status: 'sending', attempts: 1 });

        const exited = new Promise((resolve) => worker.once('exit', resolve));
        worker.kill('SIGKILL');
        await exited;
        child = null;

        // Its job is still 'active' in pg-boss. pg-boss gives up on such a job when it expires (five
        // minutes) and runs it again; the test moves the job's start back instead of waiting.
        await handle.db.execute(
          sql`update pgboss.job set started_on = now() - interval '1 hour' where id = ${sending?.jobId ?? ''}`,
        );
        // A worker starts again (this process, now sending to a server that answers) and expires it.
        await registerJobs(boss, handle.db, {
          leads: leadMailRules,
          studio: getSiteSettings,
          log: () => {},
          email: smtpConfig(capture.port),
          emailTuning: FAST,
        });
        await boss.expire();
        await expect
          .poll(async () => (await boss?.getJobById(EMAIL_SEND_JOB, sending?.jobId ?? ''))?.state, {
            timeout: 20_000,
            interval: 200,
          })
          .toBe('completed');
        await untilQueueIdle(handle.db);
        const [settled] = await handle.db
          .select()
          .from(emailSends)
          .where(eq(emailSends.id, sending?.id ?? 0));
        expect(settled).toMatchObject({ status: 'unknown', lastError: INTERRUPTED, attempts: 1 });
        expect(capture.messages).toHaveLength(0);

        // Pressing again, or any later run, does not send step 1 again…
        expect((await runSequenceScheduler(deps)).queued).toBe(0);
        // …and step 2 goes out a day after the interrupted attempt.
        ahead = DAY + 60_000;
        expect((await runSequenceScheduler(deps)).queued).toBe(1);
        await untilQueueIdle(handle.db);
        const sends = await handle.db
          .select({ subject: emailSends.subject, status: emailSends.status })
          .from(emailSends)
          .where(eq(emailSends.leadId, leadId))
          .orderBy(asc(emailSends.id));
        expect(sends).toEqual([
          { subject: 'Welcome', status: 'unknown' },
          { subject: 'Ideas', status: 'sent' },
        ]);
        expect(capture.messages.map((mail) => mail.parsed.subject)).toEqual(['Ideas']);
        const [lead] = await handle.db.select().from(leads).where(eq(leads.id, leadId));
        expect(lead?.status).toBe('active');
      } finally {
        await capture.close();
        await holding.close();
      }
    });
  },
);
