import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { OpeningHours } from '#shared/settings.ts';
import { createUserDirect, type TestUser } from '../../../../tests/support/admin-session.ts';
import { type EmailTestRuntime, startEmailTestRuntime } from '../../../../tests/support/email-test-runtime.ts';
import { type DatabaseHandle, openPostgres } from '../../../platform/db/client.ts';
import {
  bookingAvailability,
  emailSends,
  leads,
  leadTasks,
  siteSettings,
  users,
} from '../../../platform/db/schema/index.ts';
import { resolveEmailConfig } from '../../../platform/email/email-config.ts';
import { createConfiguredTransport } from '../../../platform/email/email-transport.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../platform/email/testing/smtp-capture.ts';
import { untilQueueIdle } from '../../../platform/email/testing/until-queue-idle.ts';
import { getSiteSettings } from '../../studio/settings.service.ts';
import { type DigestDeps, runDailyDigest } from './daily-digest.ts';

/**
 * The daily digest (issue 27) with a movable clock, the real send pipeline and a real SMTP server:
 * at 08:00 in Los Angeles each active admin or editor with open tasks due by tonight or leads
 * waiting past the reply promise gets one e-mail, once per day however often the job runs, and
 * nobody with nothing gets one. On PostgreSQL, two instances run it at the same moment.
 */

// Monday 16 November 2026 in Los Angeles (PST, UTC−8): 07:50 and 08:05.
const BEFORE_EIGHT = new Date('2026-11-16T15:50:00Z');
const AFTER_EIGHT = new Date('2026-11-16T16:05:00Z');
const NEXT_DAY_AFTER_EIGHT = new Date('2026-11-17T16:05:00Z');

const weekdays: OpeningHours[] = [
  { day: 0, opens: null, closes: null },
  ...([1, 2, 3, 4, 5] as const).map((day) => ({ day, opens: '09:00', closes: '17:00' })),
  { day: 6, opens: null, closes: null },
];

let runtime: EmailTestRuntime;
let smtp: SmtpCapture;
let now = BEFORE_EIGHT;
let deps: DigestDeps;
const log: string[] = [];
let maya: TestUser;
let jon: TestUser;

async function staff(role: 'admin' | 'editor' | 'viewer', email: string, active = true): Promise<TestUser> {
  const user = await createUserDirect(runtime.db, { role, active });
  await runtime.db.update(users).set({ email }).where(eq(users.id, user.id));
  return user;
}

beforeAll(async () => {
  runtime = await startEmailTestRuntime();
  smtp = await startSmtpCapture();
  runtime.setTransport(
    createConfiguredTransport(
      resolveEmailConfig({ EMAIL_SERVICE: 'smtp', SMTP_HOST: '127.0.0.1', SMTP_PORT: smtp.port }),
      () => {},
      getSiteSettings,
    ),
  );
  deps = {
    db: runtime.db,
    queue: runtime.boss,
    clock: () => now,
    config: { publicUrl: 'https://studio.example', trustProxyHops: 0, https: true, production: false },
    log: (line) => log.push(line),
  } as DigestDeps;
  const { db } = runtime;
  await db.update(siteSettings).set({ timeZone: 'America/Los_Angeles', hours: weekdays, replyWithinBusinessDays: 1 });
  await db
    .insert(bookingAvailability)
    .values({ id: 1, datesOff: [] })
    .onConflictDoUpdate({ target: bookingAvailability.id, set: { datesOff: [] } });

  maya = await staff('editor', 'maya@studio.example');
  jon = await staff('admin', 'jon@studio.example');
  const viewer = await staff('viewer', 'viewer@studio.example');
  const gone = await staff('editor', 'gone@studio.example', false);

  const [kitchen, waiting] = await db
    .insert(leads)
    .values([
      {
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: 'Park',
        source: 'contact',
        stage: 'contacted',
        status: 'contacted',
      },
      // arrived Thursday, owned by Maya, nobody answered: overdue since Friday
      {
        email: 'lee@example.com',
        firstName: 'Lee',
        lastName: 'Wong',
        source: 'contact',
        createdAt: new Date('2026-11-12T18:00:00Z'),
      },
    ])
    .returning({ id: leads.id });
  if (!kitchen || !waiting) throw new Error('no leads');
  await db.update(leads).set({ ownerId: maya.id }).where(eq(leads.id, waiting.id));
  await db.insert(leadTasks).values([
    {
      leadId: kitchen.id,
      title: 'Send the kitchen proposal',
      dueAt: new Date('2026-11-16T22:00:00Z'),
      assigneeId: maya.id,
    },
    { leadId: kitchen.id, title: 'Call about the tiles', dueAt: new Date('2026-11-13T18:00:00Z'), assigneeId: maya.id },
    // done, due tomorrow, or for someone who gets no digest: none of these is anyone's today
    {
      leadId: kitchen.id,
      title: 'Done already',
      dueAt: new Date('2026-11-13T18:00:00Z'),
      assigneeId: jon.id,
      doneAt: BEFORE_EIGHT,
    },
    { leadId: kitchen.id, title: 'Tomorrow', dueAt: new Date('2026-11-17T18:00:00Z'), assigneeId: jon.id },
    { leadId: kitchen.id, title: 'Viewer task', dueAt: new Date('2026-11-13T18:00:00Z'), assigneeId: viewer.id },
    { leadId: kitchen.id, title: 'Gone task', dueAt: new Date('2026-11-13T18:00:00Z'), assigneeId: gone.id },
  ]);
});

afterAll(async () => {
  await runtime?.stop();
  await smtp?.close();
});

const digestRows = () => runtime.db.select().from(emailSends).where(like(emailSends.idempotencyKey, 'digest:%'));

describe('the daily digest', () => {
  it('sends nothing before 08:00 in the studio', async () => {
    now = BEFORE_EIGHT;
    expect(await runDailyDigest(deps)).toEqual({ date: null, queued: 0 });
    expect(await digestRows()).toHaveLength(0);
  });

  it('at 08:00 sends one e-mail to the staff user with tasks and waiting leads, none to the others', async () => {
    now = AFTER_EIGHT;
    expect(await runDailyDigest(deps)).toEqual({ date: '2026-11-16', queued: 1 });
    // the next quarter hour's run and a second instance's find the day done
    expect(await runDailyDigest(deps)).toEqual({ date: '2026-11-16', queued: 0 });
    const rows = await digestRows();
    expect(rows.map((row) => [row.idempotencyKey, row.toAddress])).toEqual([
      [`digest:user:${maya.id}:2026-11-16`, 'maya@studio.example'],
    ]);

    await untilQueueIdle(runtime.db);
    const delivered = smtp.messages.filter((mail) => mail.envelopeTo.includes('maya@studio.example'));
    expect(delivered).toHaveLength(1);
    const text = delivered[0]?.parsed.text ?? '';
    expect(text).toContain('Send the kitchen proposal (Ada Park), due');
    expect(text).toContain('Call about the tiles (Ada Park), overdue since');
    expect(text).toMatch(/Lee Wong, waiting 3 days \d+ h: https:\/\/studio\.example\/admin\/leads\/\d+/);
    expect(text).not.toMatch(/Done already|Tomorrow|Viewer task|Gone task/);
    expect(delivered[0]?.parsed.subject).toContain('2 tasks and 1 unanswered lead');
    expect(smtp.messages.some((mail) => mail.envelopeTo.some((to) => /jon|viewer|gone/.test(to)))).toBe(false);
  });

  it('the next morning is a new day: the tasks still open are sent again', async () => {
    now = NEXT_DAY_AFTER_EIGHT;
    expect(await runDailyDigest(deps)).toEqual({ date: '2026-11-17', queued: 2 });
    const keys = (await digestRows()).map((row) => row.idempotencyKey).sort();
    // Jon's task due Tuesday is today's now
    expect(keys).toEqual(
      [
        `digest:user:${jon.id}:2026-11-17`,
        `digest:user:${maya.id}:2026-11-16`,
        `digest:user:${maya.id}:2026-11-17`,
      ].sort(),
    );
  });
});

describe.runIf(Boolean(inject('postgresUrl')))('two instances at the same moment (PostgreSQL)', () => {
  let second: DatabaseHandle;
  afterAll(async () => {
    await second?.close();
  });

  it('each user still gets one digest a day', async () => {
    const url = (runtime.handle as DatabaseHandle & { url?: string }).url;
    if (!url) throw new Error('no database url');
    second = openPostgres(url, 4);
    now = new Date('2026-11-18T16:05:00Z');
    const results = await Promise.all([
      runDailyDigest(deps),
      runDailyDigest({ ...deps, db: second.db }),
      runDailyDigest(deps),
      runDailyDigest({ ...deps, db: second.db }),
    ]);
    // Maya and Jon (his Tuesday task is overdue now): two digests, whoever queued them
    expect(results.reduce((sum, result) => sum + result.queued, 0)).toBe(2);
    const today = (await digestRows()).filter((row) => row.idempotencyKey.endsWith(':2026-11-18'));
    expect(today.map((row) => row.toAddress).sort()).toEqual(['jon@studio.example', 'maya@studio.example']);
  });
});
