import { beforeAll, describe, expect, it } from 'vitest';
import type { Overview } from '#shared/admin/overview.ts';
import type { Role } from '#shared/admin/permissions.ts';
import { signInAs } from '../../../tests/support/admin-session.ts';
import { prepareTestApp } from '../../../tests/support/test-app.ts';
import { leads } from '../../platform/db/schema/index.ts';
import { demoBlogPosts } from '../../seed/content/blog-posts.ts';
import { demoProjects } from '../../seed/content/projects.ts';
import { demoTestimonials } from '../../seed/content/testimonials.ts';

/** A Wednesday; its week began on Monday 30 November 2026. The test app's clock stays here. */
const NOW = new Date('2026-12-02T12:00:00.000Z');
const testApp = prepareTestApp({ clock: () => NOW });

const cookies = {} as Record<Role, string>;
beforeAll(async () => {
  for (const role of ['viewer', 'editor', 'admin'] as const) cookies[role] = await signInAs(testApp, role);
  await testApp.handle.db.insert(leads).values([
    { email: 'two-weeks@example.com', source: 'lookbook', createdAt: new Date('2026-11-18T09:30:00.000Z') },
    { email: 'this-week@example.com', source: 'contact', createdAt: new Date('2026-11-30T00:00:00.000Z') },
    { email: 'this-week-2@example.com', source: 'social_media', createdAt: new Date('2026-12-01T18:00:00.000Z') },
  ]);
});

async function getOverview(role: Role): Promise<Overview> {
  const response = await testApp.request('/api/admin/overview', { headers: { Cookie: cookies[role] } });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as Overview;
}

describe('GET /api/admin/overview (D27)', () => {
  it('refuses an anonymous caller with 401 and nothing of the overview', async () => {
    const response = await testApp.request('/api/admin/overview');
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ code: 'not_signed_in', message: 'Please sign in to continue.' });
  });

  it.each(['viewer', 'editor', 'admin'] as const)(
    'lets a %s read it (D14: overview is for every role)',
    async (role) => {
      const overview = await getOverview(role);
      expect(overview.stats.projects.total).toBe(demoProjects.length);
    },
  );

  it('counts the seeded studio on the four cards', async () => {
    const { stats } = await getOverview('viewer');
    expect(stats).toEqual({
      projects: { total: demoProjects.length, featured: demoProjects.filter((p) => p.featured).length },
      posts: { total: demoBlogPosts.length, published: demoBlogPosts.filter((p) => p.status === 'published').length },
      testimonials: { total: demoTestimonials.length, fiveStar: demoTestimonials.filter((t) => t.rating === 5).length },
      lookbook: {
        inLookbook: demoProjects.filter((p) => p.inLookbook).length,
        inBanner: demoProjects.filter((p) => p.shots.some((s) => s.inBanner)).length,
      },
    });
  });

  it('links each featured item to its public page', async () => {
    const { featured } = await getOverview('editor');
    const expected = [
      ...demoProjects.filter((p) => p.featured).map((p) => `/projects/${p.slug}`),
      ...demoBlogPosts.filter((p) => p.featured).map((p) => `/blog/${p.slug}`),
    ];
    expect(featured.filter((f) => f.kind !== 'testimonial').map((f) => f.href)).toEqual(
      expect.arrayContaining(expected),
    );
    const quotes = featured.filter((f) => f.kind === 'testimonial');
    expect(quotes.map((q) => q.title).sort()).toEqual(
      demoTestimonials
        .filter((t) => t.featured)
        .map((t) => t.name)
        .sort(),
    );
    for (const quote of quotes) expect(quote.href).toBe(`/about#testimonial-${quote.id}`);
  });

  it('charts 12 weeks of leads by source and 30 days of sends, on the app’s clock', async () => {
    const { leadsByWeek, sendsByDay } = await getOverview('admin');
    expect(leadsByWeek).toHaveLength(12);
    expect(leadsByWeek.at(-1)).toEqual({
      weekStart: '2026-11-30T00:00:00.000Z',
      counts: { contact: 1, lookbook: 0, chat: 0, manual: 0, referral: 0, social_media: 1 },
    });
    // Wednesday 18 November, two weeks ago: the week of Monday the 16th.
    expect(leadsByWeek.at(-3)).toEqual({
      weekStart: '2026-11-16T00:00:00.000Z',
      counts: { contact: 0, lookbook: 1, chat: 0, manual: 0, referral: 0, social_media: 0 },
    });
    expect(sendsByDay).toHaveLength(30);
    expect(sendsByDay.at(-1)?.date).toBe('2026-12-02');
  });

  it('shows the sign-ins in Recent Activity; only an admin sees names typed at a failed sign-in', async () => {
    const failed = await testApp.request('/api/admin/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
      body: JSON.stringify({ username: 'not-a-user-typed-here', password: 'wrong password entirely' }),
    });
    expect(failed.status).toBe(401);

    const forAdmin = await getOverview('admin');
    expect(forAdmin.activity[0]).toMatchObject({
      action: 'auth.sign-in-failed',
      label: 'not-a-user-typed-here',
      actor: null,
    });
    const signIns = forAdmin.activity.filter((a) => a.action === 'auth.sign-in');
    expect(signIns).toHaveLength(3);
    for (const entry of signIns) expect(entry.actor).toBe(entry.label);

    const forViewer = await getOverview('viewer');
    expect(forViewer.activity[0]).toMatchObject({ action: 'auth.sign-in-failed', label: null });
    expect(JSON.stringify(forViewer)).not.toContain('not-a-user-typed-here');
  });
});

describe('the lead part of the overview (issue 27)', () => {
  it('goes to admins and editors, who may read leads, and never to a viewer', async () => {
    expect((await getOverview('admin')).leads?.pipeline.windowDays).toBe(90);
    expect((await getOverview('editor')).leads).not.toBeNull();
    expect((await getOverview('viewer')).leads).toBeNull();
  });
});
