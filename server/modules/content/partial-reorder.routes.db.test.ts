import { asc, count, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContentPage } from '#shared/admin/content-lists.ts';
import type { BlogPost, Project, Testimonial } from '#shared/content.ts';
import { signInAs } from '../../../tests/support/admin-session.ts';
import { placed } from '../../../tests/support/placed.ts';
import { jsonWrite, prepareTestApp } from '../../../tests/support/test-app.ts';
import { auditEvents, blogPosts, projects, testimonials } from '../../platform/db/schema/index.ts';

/**
 * The partial reorder of the paged admin tabs (issue 11): `{ items, partial: true }` names some of
 * a list — what a page or a filter shows — and those items trade the places they hold; everyone
 * else stays put. Each case reads the order back from the database and from the public lists.
 */

const t = prepareTestApp({ content: 'migrated', config: { trustProxyHops: 1 } });
let editor: string;
let viewer: string;

const NOW = Date.now();
const DAY = 86_400_000;

beforeAll(async () => {
  const { db } = t.deps;
  // Positions in pairs and threes: the places a partial reorder reads must follow the tiebreakers.
  await db.insert(projects).values(
    Array.from({ length: 12 }, (_, i) => ({
      slug: `project-${i}`,
      title: `Project ${i}`,
      description: '',
      location: '',
      category: i % 3 === 0 ? 'kitchens' : 'living',
      style: 'modern',
      sortOrder: Math.floor((12 - i) / 2),
    })),
  );
  // Every post at one position: the blog reads drafts first, then by date (newest first), then id.
  await db.insert(blogPosts).values(
    Array.from({ length: 9 }, (_, i) => ({
      slug: `post-${i}`,
      title: `Post ${i}`,
      excerpt: 'e',
      content: 'c',
      category: 'guides',
      status: i % 3 === 0 ? ('draft' as const) : ('published' as const),
      publishedAt: i % 3 === 0 ? null : new Date(NOW - ((i * 5) % 9) * DAY),
      sortOrder: 0,
    })),
  );
  await db
    .insert(testimonials)
    .values(Array.from({ length: 6 }, (_, i) => ({ name: `Client ${i}`, content: 'Lovely.', sortOrder: 6 - i })));
  editor = await signInAs(t, 'editor');
  viewer = await signInAs(t, 'viewer');
});

const reorder = (path: string, body: unknown, cookie = editor) =>
  t.request(path, jsonWrite('POST', body, { Cookie: cookie }));

async function getJson<T>(path: string, cookie?: string): Promise<T> {
  const response = await t.request(path, { headers: cookie ? { Cookie: cookie } : {} });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const ids = (items: { id: number }[]) => items.map((item) => item.id);

type Ordered = typeof projects | typeof blogPosts | typeof testimonials;

/** The order as stored: every position taken once (a whole order), read by position alone. */
async function storedOrder(table: Ordered): Promise<number[]> {
  const rows = await t.deps.db
    .select({ id: table.id, sortOrder: table.sortOrder })
    .from(table)
    .orderBy(asc(table.sortOrder));
  expect(new Set(rows.map((row) => row.sortOrder)).size).toBe(rows.length);
  return rows.map((row) => row.id);
}

const publicProjectIds = async () => ids(await getJson<Project[]>('/api/projects'));
const staffPostIds = async () => ids(await getJson<BlogPost[]>('/api/blog', editor));

describe('POST /api/project/reorder with partial', () => {
  it('reorders a filtered subset among its own places; every other project keeps its place', async () => {
    const before = await publicProjectIds();
    const kitchens = ids((await getJson<ContentPage<Project>>('/api/admin/projects?category=kitchens', editor)).items);
    expect(kitchens).toHaveLength(4);
    const wanted = [...kitchens].reverse();

    const response = await reorder('/api/project/reorder', { items: wanted, partial: true });
    expect(response.status, await response.text()).toBe(200);

    const expected = placed(before, wanted);
    expect(expected).not.toEqual(before);
    expect(await storedOrder(projects)).toEqual(expected);
    expect(await publicProjectIds()).toEqual(expected);
    const [audit] = await t.deps.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
    expect(audit).toMatchObject({
      action: 'content.reorder',
      entityType: 'project',
      data: { order: wanted, partial: true },
    });
  });

  it('accepts the spec’s item objects as well as bare ids', async () => {
    const before = await publicProjectIds();
    const wanted = [before[5], before[1]] as number[];
    const response = await reorder('/api/project/reorder', {
      items: wanted.map((id) => ({ id, title: 'ignored' })),
      partial: true,
    });
    expect(response.status).toBe(200);
    expect(await publicProjectIds()).toEqual(placed(before, wanted));
  });

  it('refuses a foreign or repeated id, or a subset without partial, and changes nothing', async () => {
    // Every project's position as it is, ties included (the seeded pairs, unless another test reordered).
    const positions = () =>
      t.deps.db.select({ id: projects.id, sortOrder: projects.sortOrder }).from(projects).orderBy(asc(projects.id));
    const before = await positions();
    const [a, b] = (await publicProjectIds()) as [number, number];
    const audits = async () => (await t.deps.db.select({ n: count() }).from(auditEvents))[0]?.n;
    const auditsBefore = await audits();
    for (const [body, says] of [
      [{ items: [a, 999_999], partial: true }, 'not in this list'],
      [{ items: [a, b, a], partial: true }, 'twice'],
      [{ items: [b, a] }, 'leaves out'],
      [{ items: [b, a], partial: 'yes' }, 'partial'],
    ] as const) {
      const response = await reorder('/api/project/reorder', body);
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(says);
    }
    expect((await reorder('/api/project/reorder', { items: [b, a], partial: true }, viewer)).status).toBe(403);
    expect(await positions()).toEqual(before);
    expect(await audits()).toBe(auditsBefore);
  });

  it('run at the same time as a full reorder, ends with one whole order', async () => {
    const before = await publicProjectIds();
    const full = [...before].reverse();
    const subset = [before[0], before[7], before[3]] as number[];
    const answers = await Promise.all([
      reorder('/api/project/reorder', { items: full }),
      reorder('/api/project/reorder', { items: subset, partial: true }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    // Either the full order came last, or the subset reordered its places within it.
    expect([full, placed(full, subset)]).toContainEqual(await storedOrder(projects));
    expect(await publicProjectIds()).toEqual(await storedOrder(projects));
  });
});

describe('POST /api/blogPost/reorder with partial', () => {
  it('reorders one page of posts tied at one position; drafts included; the public blog follows', async () => {
    const before = await staffPostIds();
    const page2 = ids((await getJson<ContentPage<BlogPost>>('/api/admin/posts?page=2&pageSize=3', editor)).items);
    expect(page2).toEqual(before.slice(3, 6));
    const wanted = [page2[2], page2[0], page2[1]] as number[];

    const response = await reorder('/api/blogPost/reorder', { items: wanted, partial: true });
    expect(response.status, await response.text()).toBe(200);

    const expected = placed(before, wanted);
    expect(await storedOrder(blogPosts)).toEqual(expected);
    expect(await staffPostIds()).toEqual(expected);
    const published = new Set(
      (await t.deps.db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.status, 'published'))).map(
        (row) => row.id,
      ),
    );
    expect(ids(await getJson<BlogPost[]>('/api/blog'))).toEqual(expected.filter((id) => published.has(id)));
  });
});

describe('POST /api/testimonial/reorder with partial', () => {
  it('swaps two testimonials far apart; the ones between stay', async () => {
    const before = ids(await getJson<Testimonial[]>('/api/testimonials'));
    const wanted = [before[4], before[1]] as number[];
    const response = await reorder('/api/testimonial/reorder', { items: wanted, partial: true });
    expect(response.status, await response.text()).toBe(200);
    const expected = placed(before, wanted);
    expect(expected).toEqual([before[0], before[4], before[2], before[3], before[1], before[5]]);
    expect(await storedOrder(testimonials)).toEqual(expected);
    expect(ids(await getJson<Testimonial[]>('/api/testimonials'))).toEqual(expected);
  });
});
