import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-db.ts';
import type { DatabaseHandle } from '../../platform/db/client.ts';
import {
  auditEvents,
  blogPosts,
  emailSends,
  leads,
  projectImages,
  projects,
  testimonials,
  users,
} from '../../platform/db/schema/index.ts';
import { demoBlogPosts } from '../../seed/content/blog-posts.ts';
import { demoProjects } from '../../seed/content/projects.ts';
import { demoTestimonials } from '../../seed/content/testimonials.ts';
import {
  countLeadsByWeek,
  countOverviewStats,
  countSendsByDay,
  getOverview,
  listFeaturedContent,
  startOfUtcWeek,
} from './overview.service.ts';

/** A Wednesday: the current week began on Monday 30 November 2026, 00:00 UTC. */
const NOW = new Date('2026-12-02T12:00:00.000Z');
const CURRENT_WEEK = '2026-11-30T00:00:00.000Z';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// Each test counts the studio as seeded plus only the rows it adds itself: a database of its own.
let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await createTestDatabase('seeded');
});
afterEach(async () => {
  await handle?.close();
});

const seeded = {
  projects: demoProjects.length,
  featuredProjects: demoProjects.filter((p) => p.featured).length,
  inLookbook: demoProjects.filter((p) => p.inLookbook).length,
  inBanner: demoProjects.filter((p) => p.shots.some((s) => s.inBanner)).length,
  posts: demoBlogPosts.length,
  publishedPosts: demoBlogPosts.filter((p) => p.status === 'published').length,
  testimonials: demoTestimonials.length,
  fiveStar: demoTestimonials.filter((t) => t.rating === 5).length,
};

async function addProject(values: Partial<typeof projects.$inferInsert> & { slug: string }): Promise<number> {
  const [row] = await handle.db
    .insert(projects)
    .values({ title: values.slug, description: 'd', location: 'l', category: 'kitchen', style: 'modern', ...values })
    .returning({ id: projects.id });
  if (!row) throw new Error('no project');
  return row.id;
}

async function addPost(values: Partial<typeof blogPosts.$inferInsert> & { slug: string }): Promise<number> {
  const [row] = await handle.db
    .insert(blogPosts)
    .values({ title: values.slug, excerpt: 'e', content: 'c', category: 'trends', ...values })
    .returning({ id: blogPosts.id });
  if (!row) throw new Error('no post');
  return row.id;
}

describe('the stat cards (admin area §2 Overview, D27)', () => {
  it('count the seeded studio live, and follow every row added', async () => {
    expect(await countOverviewStats(handle.db, NOW)).toEqual({
      projects: { total: seeded.projects, featured: seeded.featuredProjects },
      posts: { total: seeded.posts, published: seeded.publishedPosts },
      testimonials: { total: seeded.testimonials, fiveStar: seeded.fiveStar },
      lookbook: { inLookbook: seeded.inLookbook, inBanner: seeded.inBanner },
    });

    // A featured, in-lookbook project with two banner images counts once in the banner.
    const extra = await addProject({ slug: 'overview-extra', featured: true, inLookbook: true });
    const [image] = await handle.db.select({ mediaId: projectImages.mediaId }).from(projectImages).limit(1);
    await handle.db.insert(projectImages).values([
      { projectId: extra, mediaId: image?.mediaId ?? '', inBanner: true, position: 0 },
      { projectId: extra, mediaId: image?.mediaId ?? '', inBanner: true, position: 1 },
    ]);
    await addProject({ slug: 'overview-plain' });
    // D2: a draft, a post scheduled after "now" and one published a minute ago.
    await addPost({ slug: 'overview-draft', status: 'draft' });
    await addPost({ slug: 'overview-scheduled', status: 'published', publishedAt: new Date(NOW.getTime() + HOUR) });
    await addPost({ slug: 'overview-just-out', status: 'published', publishedAt: new Date(NOW.getTime() - 60_000) });
    await handle.db.insert(testimonials).values([
      { name: 'Five', content: 'c', rating: 5 },
      { name: 'Three', content: 'c', rating: 3 },
    ]);

    expect(await countOverviewStats(handle.db, NOW)).toEqual({
      projects: { total: seeded.projects + 2, featured: seeded.featuredProjects + 1 },
      posts: { total: seeded.posts + 3, published: seeded.publishedPosts + 1 },
      testimonials: { total: seeded.testimonials + 2, fiveStar: seeded.fiveStar + 1 },
      lookbook: { inLookbook: seeded.inLookbook + 1, inBanner: seeded.inBanner + 1 },
    });
    // An hour later the scheduled post is out.
    const later = await countOverviewStats(handle.db, new Date(NOW.getTime() + 2 * HOUR));
    expect(later.posts.published).toBe(seeded.publishedPosts + 2);
  });
});

describe('Featured Content (D18)', () => {
  it('lists what the public site features, each linked to the page that shows it', async () => {
    const hidden = await addProject({ slug: 'overview-hidden', featured: true, published: false });
    await addPost({ slug: 'overview-featured-draft', status: 'draft', featured: true });

    const featured = await listFeaturedContent(handle.db, NOW);

    const projectRows = await handle.db
      .select()
      .from(projects)
      .where(eq(projects.featured, true))
      .orderBy(asc(projects.sortOrder), asc(projects.id));
    const publicProjects = projectRows.filter((p) => p.published);
    expect(featured.filter((f) => f.kind === 'project')).toEqual(
      publicProjects.map((p) => ({ kind: 'project', id: p.id, title: p.title, href: `/projects/${p.slug}` })),
    );
    expect(featured.some((f) => f.kind === 'project' && f.id === hidden)).toBe(false);

    const posts = featured.filter((f) => f.kind === 'post');
    expect(posts.map((p) => p.href).sort()).toEqual(
      demoBlogPosts
        .filter((p) => p.featured)
        .map((p) => `/blog/${p.slug}`)
        .sort(),
    );

    const quotes = await handle.db.select().from(testimonials).where(eq(testimonials.featured, true));
    expect(featured.filter((f) => f.kind === 'testimonial')).toEqual(
      quotes
        .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
        .map((t) => ({ kind: 'testimonial', id: t.id, title: t.name, href: `/about#testimonial-${t.id}` })),
    );
    expect(quotes.length).toBe(demoTestimonials.filter((t) => t.featured).length);
  });
});

describe('Recent Activity (D18: the audit log)', () => {
  it('shows the ten newest events, newest first, with the actor and the item’s label', async () => {
    const [kept] = await handle.db
      .insert(users)
      .values({ username: 'maren', passwordHash: 'x', role: 'admin' })
      .returning({ id: users.id });
    const [gone] = await handle.db
      .insert(users)
      .values({ username: 'temp', passwordHash: 'x', role: 'editor' })
      .returning({ id: users.id });
    const base = NOW.getTime() - DAY;
    await handle.db.insert(auditEvents).values([
      ...Array.from({ length: 9 }, (_, i) => ({
        actorUserId: kept?.id,
        action: 'content.update',
        entityType: 'project',
        entityId: String(i),
        summary: `Project ${i}`,
        data: { actorName: 'maren' },
        createdAt: new Date(base + i * 60_000),
      })),
      {
        actorUserId: gone?.id,
        action: 'user.create',
        entityType: 'user',
        entityId: '99',
        summary: 'sam',
        data: { actorName: 'temp-at-the-time' },
        createdAt: new Date(base + 20 * 60_000),
      },
      {
        actorUserId: null,
        action: 'auth.sign-in-failed',
        entityType: 'user',
        entityId: null,
        summary: 'nobody',
        data: {},
        createdAt: new Date(base + 30 * 60_000),
      },
      {
        actorUserId: kept?.id,
        action: 'auth.sign-out',
        entityType: 'session',
        entityId: null,
        summary: '',
        data: { actorName: 'maren' },
        createdAt: new Date(base + 40 * 60_000),
      },
    ]);
    // The account that acted is deleted later: its name at the time is what remains.
    await handle.db.delete(users).where(eq(users.id, gone?.id ?? 0));

    const { activity } = await getOverview(handle.db, NOW, { fullAuditLog: true });

    expect(activity).toHaveLength(10);
    expect(activity.slice(0, 3)).toEqual([
      {
        id: expect.any(Number),
        action: 'auth.sign-out',
        entityType: 'session',
        entityId: null,
        label: null,
        actor: 'maren',
        at: new Date(base + 40 * 60_000).toISOString(),
      },
      {
        id: expect.any(Number),
        action: 'auth.sign-in-failed',
        entityType: 'user',
        entityId: null,
        label: 'nobody',
        actor: null,
        at: new Date(base + 30 * 60_000).toISOString(),
      },
      {
        id: expect.any(Number),
        action: 'user.create',
        entityType: 'user',
        entityId: '99',
        label: 'sam',
        actor: 'temp-at-the-time',
        at: new Date(base + 20 * 60_000).toISOString(),
      },
    ]);
    // Then the seven newest of the nine updates; the two oldest fall off.
    expect(activity.slice(3).map((a) => a.label)).toEqual([8, 7, 6, 5, 4, 3, 2].map((i) => `Project ${i}`));

    // D14: the full audit log is the admin's; others do not see what was typed at the sign-in form.
    const limited = await getOverview(handle.db, NOW, { fullAuditLog: false });
    expect(limited.activity[1]).toMatchObject({ action: 'auth.sign-in-failed', label: null });
    expect(limited.activity.filter((a) => a.label !== null)).toHaveLength(8);
  });
});

async function addLead(email: string, source: (typeof leads.source.enumValues)[number], createdAt: Date) {
  await handle.db.insert(leads).values({ email, source, createdAt });
}

describe('new leads per week by source (D27)', () => {
  it('has exactly 12 weeks starting Monday 00:00 UTC, the current week last, zero-filled', async () => {
    const weeks = await countLeadsByWeek(handle.db, NOW);
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)?.weekStart).toBe(CURRENT_WEEK);
    expect(weeks[0]?.weekStart).toBe('2026-09-14T00:00:00.000Z');
    for (const [i, week] of weeks.entries()) {
      expect(new Date(week.weekStart).getUTCDay(), week.weekStart).toBe(1);
      if (i > 0) expect(Date.parse(week.weekStart) - Date.parse(weeks[i - 1]?.weekStart ?? '')).toBe(7 * DAY);
      expect(week.counts).toEqual({ contact: 0, lookbook: 0, chat: 0, manual: 0, referral: 0, social_media: 0 });
    }
  });

  it('puts each lead in the week it arrived, by source, and leaves out what is outside the window', async () => {
    const twoWeeksAgo = new Date(NOW.getTime() - 14 * DAY);
    await addLead('two-weeks@example.com', 'lookbook', twoWeeksAgo);
    await addLead('two-weeks-b@example.com', 'lookbook', new Date(twoWeeksAgo.getTime() + HOUR));
    await addLead('two-weeks-c@example.com', 'chat', twoWeeksAgo);
    await addLead('monday@example.com', 'contact', new Date(CURRENT_WEEK));
    await addLead('sunday@example.com', 'referral', new Date(Date.parse(CURRENT_WEEK) - 1));
    await addLead('oldest@example.com', 'social_media', new Date('2026-09-14T00:00:00.000Z'));
    await addLead('too-old@example.com', 'manual', new Date('2026-09-13T23:59:59.000Z'));
    await addLead('next-week@example.com', 'manual', new Date(Date.parse(CURRENT_WEEK) + 7 * DAY));

    const weeks = await countLeadsByWeek(handle.db, NOW);
    const byWeek = new Map(weeks.map((w) => [w.weekStart, w.counts]));

    expect(byWeek.get('2026-11-16T00:00:00.000Z')).toMatchObject({ lookbook: 2, chat: 1, contact: 0 });
    expect(byWeek.get(CURRENT_WEEK)).toMatchObject({ contact: 1, referral: 0 });
    expect(byWeek.get('2026-11-23T00:00:00.000Z')).toMatchObject({ referral: 1, contact: 0 });
    expect(weeks[0]?.counts.social_media).toBe(1);
    const total = weeks.reduce((sum, w) => sum + Object.values(w.counts).reduce((a, b) => a + b, 0), 0);
    expect(total).toBe(6);
  });

  it('knows Monday 00:00 UTC as the start of a week, Sunday night as the end of the last', () => {
    expect(startOfUtcWeek(new Date('2026-11-30T00:00:00.000Z')).toISOString()).toBe(CURRENT_WEEK);
    expect(startOfUtcWeek(new Date('2026-12-06T23:59:59.999Z')).toISOString()).toBe(CURRENT_WEEK);
    expect(startOfUtcWeek(new Date('2026-11-29T23:59:59.999Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });
});

let sendKey = 0;
async function addSend(status: (typeof emailSends.status.enumValues)[number], updatedAt: Date) {
  sendKey += 1;
  await handle.db.insert(emailSends).values({
    kind: 'notification',
    idempotencyKey: `overview-test:${sendKey}`,
    toAddress: 'owner@example.com',
    subject: 's',
    htmlBody: 'h',
    textBody: 't',
    status,
    createdAt: new Date(updatedAt.getTime() - HOUR),
    updatedAt,
  });
}

describe('e-mail sends by outcome over 30 days (D27)', () => {
  it('counts settled sends per day by outcome, today last, zero-filled (here a studio on UTC); development mode’s records are not sent', async () => {
    const today = new Date('2026-12-02T00:00:00.000Z');
    await addSend('sent', new Date(today.getTime() + HOUR));
    await addSend('recorded', new Date(today.getTime() + 2 * HOUR));
    await addSend('failed', new Date(today.getTime() - 1));
    await addSend('unknown', new Date(today.getTime() - 3 * DAY));
    await addSend('suppressed', new Date(today.getTime() - 29 * DAY));
    await addSend('sent', new Date(today.getTime() - 29 * DAY - 1));
    await addSend('queued', today);
    await addSend('sending', today);

    const days = await countSendsByDay(handle.db, NOW, 'UTC');

    expect(days).toHaveLength(30);
    expect(days[0]?.date).toBe('2026-11-03');
    expect(days.at(-1)?.date).toBe('2026-12-02');
    // The 'recorded' one was only logged (e-mail off): not an e-mail sent.
    expect(days.at(-1)?.counts).toEqual({ sent: 1, failed: 0, unknown: 0, suppressed: 0 });
    expect(days.at(-2)?.counts).toEqual({ sent: 0, failed: 1, unknown: 0, suppressed: 0 });
    expect(days.at(-4)?.counts).toEqual({ sent: 0, failed: 0, unknown: 1, suppressed: 0 });
    expect(days[0]?.counts).toEqual({ sent: 0, failed: 0, unknown: 0, suppressed: 1 });
    const total = days.reduce((sum, d) => sum + Object.values(d.counts).reduce((a, b) => a + b, 0), 0);
    expect(total).toBe(4);
  });

  it('counts the studio’s days, not UTC’s: a send at 11:30 PM in Los Angeles is that day’s (issue 27)', async () => {
    const before = await countSendsByDay(handle.db, NOW, 'America/Los_Angeles');
    // NOW is 04:00 on Dec 2 in Los Angeles; 07:30 UTC on Dec 2 is 11:30 PM on Dec 1 there.
    await addSend('failed', new Date('2026-12-02T07:30:00.000Z'));
    // 08:00 UTC is midnight: Dec 2 in Los Angeles.
    await addSend('unknown', new Date('2026-12-02T08:00:00.000Z'));
    const days = await countSendsByDay(handle.db, NOW, 'America/Los_Angeles');
    expect(days.at(-1)?.date).toBe('2026-12-02');
    expect(days[0]?.date).toBe('2026-11-03');
    const delta = (index: number, outcome: 'failed' | 'unknown') =>
      (days.at(index)?.counts[outcome] ?? 0) - (before.at(index)?.counts[outcome] ?? 0);
    expect(delta(-2, 'failed')).toBe(1);
    expect(delta(-1, 'failed')).toBe(0);
    expect(delta(-1, 'unknown')).toBe(1);
  });
});

describe('getOverview', () => {
  it('answers the whole screen in one object', async () => {
    const overview = await getOverview(handle.db, NOW, { fullAuditLog: true });
    expect(Object.keys(overview).sort()).toEqual([
      'activity',
      'featured',
      'leads',
      'leadsByWeek',
      'sendsByDay',
      'stats',
    ]);
    expect(overview.leadsByWeek).toHaveLength(12);
    expect(overview.sendsByDay).toHaveLength(30);
    expect(overview.activity.length).toBeLessThanOrEqual(10);
  });
});
