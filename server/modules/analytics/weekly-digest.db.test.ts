import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUserDirect, type TestUser } from '../../../tests/support/admin-session.ts';
import { type EmailTestRuntime, startEmailTestRuntime } from '../../../tests/support/email-test-runtime.ts';
import { type DatabaseHandle, openPostgres } from '../../platform/db/client.ts';
import { analyticsEvents, emailSends, siteSettings, users } from '../../platform/db/schema/index.ts';
import { resolveEmailConfig } from '../../platform/email/email-config.ts';
import { createConfiguredTransport } from '../../platform/email/email-transport.ts';
import { type SmtpCapture, startSmtpCapture } from '../../platform/email/testing/smtp-capture.ts';
import { untilQueueIdle } from '../../platform/email/testing/until-queue-idle.ts';
import { getSiteSettings } from '../studio/settings.service.ts';
import { runWeeklyDigest, type WeeklyDigestDeps } from './weekly-digest.ts';

/**
 * The admins' weekly digest (issue 30) with a movable clock, the real send pipeline and a real SMTP
 * server: on Monday from 08:00 in Los Angeles each active admin gets last week's visitors (beside the
 * week before), pages, the pages that brought enquiries and the page speed, once per week however
 * often the job runs; editors, viewers and inactive admins get nothing. On PostgreSQL, two instances
 * run it at the same moment.
 */

// Monday 23 November 2026 in Los Angeles (PST, UTC−8): 07:50 and 08:05; then Tuesday 08:05.
const MONDAY_BEFORE_EIGHT = new Date('2026-11-23T15:50:00Z');
const MONDAY_AFTER_EIGHT = new Date('2026-11-23T16:05:00Z');
const TUESDAY_AFTER_EIGHT = new Date('2026-11-24T16:05:00Z');

let runtime: EmailTestRuntime;
let smtp: SmtpCapture;
let now = MONDAY_BEFORE_EIGHT;
let deps: WeeklyDigestDeps;
let owner: TestUser;

async function staff(role: 'admin' | 'editor' | 'viewer', email: string, active = true): Promise<TestUser> {
  const user = await createUserDirect(runtime.db, { role, active });
  await runtime.db.update(users).set({ email }).where(eq(users.id, user.id));
  return user;
}

/** A raw event as the beacon or a goal would have stored it, on a studio day at noon (20:00 UTC). */
function event(day: string, visitor: string, path: string, template: 'home' | 'project' | 'post', extra = {}) {
  return {
    at: new Date(`${day}T20:00:00Z`),
    day,
    kind: 'pageview' as const,
    visitId: `visit-${visitor}-0000`,
    visitor,
    path,
    template,
    screen: 'phone' as const,
    ...extra,
  };
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
    log: () => {},
  } as WeeklyDigestDeps;
  await runtime.db.update(siteSettings).set({ timeZone: 'America/Los_Angeles', studioName: 'Larch & Lime' });
  owner = await staff('admin', 'owner@studio.example');
  await staff('editor', 'editor@studio.example');
  await staff('viewer', 'viewer@studio.example');
  await staff('admin', 'gone@studio.example', false);

  await runtime.db.insert(analyticsEvents).values([
    // last week (16–22 November): 3 visitors over two days, 4 page views
    event('2026-11-17', 'a', '/projects/coastal-calm', 'project'),
    event('2026-11-17', 'a', '/blog/warm-minimalism', 'post'),
    event('2026-11-17', 'b', '/projects/coastal-calm', 'project'),
    event('2026-11-19', 'c', '/projects/coastal-calm', 'project'),
    // c enquired on the project's page
    event('2026-11-19', 'c', '/projects/coastal-calm', 'project', { kind: 'goal', goal: 'enquiry', screen: null }),
    // real visitors' LCP on project pages on phones: p75 (nearest rank) of 1.9, 2.1, 3.0, 5.0 s is 3.0 s
    ...[1900, 2100, 3000, 5000].map((lcp, i) =>
      event('2026-11-18', `v${i}`, '/projects/coastal-calm', 'project', { kind: 'vitals', lcp }),
    ),
    // the week before: 1 visitor; and this Monday, which belongs to next week's digest
    event('2026-11-10', 'd', '/', 'home'),
    event('2026-11-23', 'e', '/', 'home'),
  ]);
});

afterAll(async () => {
  await runtime?.stop();
  await smtp?.close();
});

const digestRows = () =>
  runtime.db.select().from(emailSends).where(like(emailSends.idempotencyKey, 'analytics-weekly:%'));

describe('the weekly digest', () => {
  it('sends nothing on Monday before 08:00 in the studio', async () => {
    now = MONDAY_BEFORE_EIGHT;
    expect(await runWeeklyDigest(deps)).toEqual({ week: null, queued: 0 });
    expect(await digestRows()).toHaveLength(0);
  });

  it('at 08:00 on Monday sends last week’s figures to each active admin, once', async () => {
    now = MONDAY_AFTER_EIGHT;
    expect(await runWeeklyDigest(deps)).toEqual({ week: '2026-11-16', queued: 1 });
    // the next quarter hour's run finds the week done
    expect(await runWeeklyDigest(deps)).toEqual({ week: '2026-11-16', queued: 0 });
    expect((await digestRows()).map((row) => [row.idempotencyKey, row.toAddress])).toEqual([
      [`analytics-weekly:user:${owner.id}:2026-11-23`, 'owner@studio.example'],
    ]);

    await untilQueueIdle(runtime.db);
    expect(smtp.messages.flatMap((mail) => mail.envelopeTo)).toEqual(['owner@studio.example']);
    const mail = smtp.messages[0]?.parsed;
    expect(mail?.subject).toBe('Larch & Lime: 3 visitors and 1 enquiry, November 16 – November 22, 2026');
    const text = mail?.text ?? '';
    expect(text).toContain('- 3 visitors (+200 % on the week before)');
    expect(text).toContain('- 4 page views');
    expect(text).toContain('/projects/coastal-calm: 3 views (https://studio.example/projects/coastal-calm)');
    expect(text).toContain('/blog/warm-minimalism: 1 view');
    expect(text).toMatch(
      /Pages that brought enquiries:\n- .*: 1 enquiry \(https:\/\/studio\.example\/projects\/coastal-calm\)/,
    );
    expect(text).toContain('Project pages on phones: LCP 3.0 s needs improvement');
    expect(text).toContain('https://studio.example/admin/analytics?from=2026-11-16&to=2026-11-22');
  });

  it('sends nothing on Tuesday, even to an admin who had none on Monday', async () => {
    await staff('admin', 'late@studio.example');
    now = TUESDAY_AFTER_EIGHT;
    expect(await runWeeklyDigest(deps)).toEqual({ week: null, queued: 0 });
    expect(await digestRows()).toHaveLength(1);
  });
});

describe.runIf(Boolean(inject('postgresUrl')))('two instances at the same moment (PostgreSQL)', () => {
  let second: DatabaseHandle;
  afterAll(async () => {
    await second?.close();
  });

  it('each admin still gets one digest a week', async () => {
    const url = (runtime.handle as DatabaseHandle & { url?: string }).url;
    if (!url) throw new Error('no database url');
    second = openPostgres(url, 4);
    now = new Date('2026-11-30T16:05:00Z');
    const results = await Promise.all([
      runWeeklyDigest(deps),
      runWeeklyDigest({ ...deps, db: second.db }),
      runWeeklyDigest(deps),
      runWeeklyDigest({ ...deps, db: second.db }),
    ]);
    // the owner and the admin added on Tuesday
    expect(results.reduce((sum, result) => sum + result.queued, 0)).toBe(2);
    const week = (await digestRows()).filter((row) => row.idempotencyKey.endsWith(':2026-11-30'));
    expect(week.map((row) => row.toAddress).sort()).toEqual(['late@studio.example', 'owner@studio.example']);
  });
});
