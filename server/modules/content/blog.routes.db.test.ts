import { asc, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BlogPost } from '#shared/content.ts';
import { signInAs } from '../../../tests/support/admin-session.ts';
import { prepareTestApp } from '../../../tests/support/test-app.ts';
import { blogPosts } from '../../platform/db/schema/index.ts';
import { loadStudioSnapshot } from '../chat/knowledge/studio-snapshot.ts';
import { getPublishedPostBySlug, listPublishedPosts } from './blog.service.ts';
import { listSitemapEntries } from './sitemap.service.ts';

/** Public reads of the blog (D2) and the staff view of the same endpoints (D24's admin list). */
const t = prepareTestApp();

async function getJson<T>(path: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await t.request(path, { headers });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

/** The seeded draft, plus one scheduled post written here (the demo has none). */
let draft: typeof blogPosts.$inferSelect;
let scheduled: typeof blogPosts.$inferSelect;
let viewer: string;

beforeAll(async () => {
  const [seededDraft] = await t.handle.db.select().from(blogPosts).where(eq(blogPosts.status, 'draft'));
  if (!seededDraft) throw new Error('the demo studio has no draft');
  draft = seededDraft;
  const [row] = await t.handle.db
    .insert(blogPosts)
    .values({
      slug: 'a-post-for-next-week',
      title: 'A post for next week',
      excerpt: 'Not yet.',
      content: 'Not yet.',
      category: draft.category,
      status: 'scheduled',
      publishedAt: new Date(Date.now() + 7 * 86_400_000),
      sortOrder: -1,
    })
    .returning();
  if (!row) throw new Error('no scheduled post');
  scheduled = row;
  viewer = await signInAs(t, 'viewer');
});

const hidden = () => [draft.slug, scheduled.slug];

describe('GET /api/blog (anonymous)', () => {
  it('lists only published posts, in the studio’s order (D2, D19)', async () => {
    const posts = await getJson<BlogPost[]>('/api/blog');
    const expected = await t.handle.db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(eq(blogPosts.status, 'published'))
      .orderBy(asc(blogPosts.sortOrder), sql`${blogPosts.publishedAt} desc nulls first`, desc(blogPosts.id));
    expect(posts.map((p) => p.id)).toEqual(expected.map((p) => p.id));
    expect(posts.every((p) => p.published && p.status === 'published')).toBe(true);
    for (const slug of hidden()) expect(posts.map((p) => p.slug)).not.toContain(slug);
  });

  it('gives each post its read time, ceil(words / 200) and at least 1', async () => {
    for (const post of await getJson<BlogPost[]>('/api/blog')) {
      const words = post.content.trim().split(/\s+/).length;
      expect(post.readTime).toBe(Math.max(1, Math.ceil(words / 200)));
      expect(post.featuredImage).toMatch(/^\/media\//);
    }
  });

  it('is the public cached answer, marked as varying with the cookie', async () => {
    const res = await t.request('/api/blog');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(res.headers.get('vary')).toMatch(/Cookie/);
  });
});

describe('GET /api/blog/{slug} (anonymous)', () => {
  it('returns a published post', async () => {
    const [first] = await getJson<BlogPost[]>('/api/blog');
    const post = await getJson<BlogPost>(`/api/blog/${first?.slug}`);
    expect(post).toMatchObject({ id: first?.id, title: first?.title, content: first?.content });
  });

  it('answers 404 for a draft or a scheduled post, exactly as for a post that does not exist', async () => {
    const forNothing = await t.request('/api/blog/never-written');
    expect(forNothing.status).toBe(404);
    const nothing = await forNothing.json();
    for (const slug of hidden()) {
      const res = await t.request(`/api/blog/${slug}`);
      expect(res.status, slug).toBe(404);
      expect(await res.json()).toEqual(nothing);
    }
  });
});

describe('GET /api/blog/category/{category} (anonymous)', () => {
  it('lists the published posts of one category, in the same order', async () => {
    const all = await getJson<BlogPost[]>('/api/blog');
    const category = draft.category;
    const inCategory = await getJson<BlogPost[]>(`/api/blog/category/${category}`);
    expect(inCategory.length).toBeGreaterThan(0);
    expect(inCategory.map((p) => p.id)).toEqual(all.filter((p) => p.category === category).map((p) => p.id));
    for (const slug of hidden()) expect(inCategory.map((p) => p.slug)).not.toContain(slug);
  });

  it('answers an empty list for a category without posts', async () => {
    expect(await getJson<BlogPost[]>('/api/blog/category/no-such-category')).toEqual([]);
  });
});

describe('everything else a visitor reaches never shows a draft or a scheduled post (D2)', () => {
  it('related posts, the home page’s three, the sitemap and the answer-bot’s knowledge', async () => {
    const [published] = await listPublishedPosts(t.deps.db, { category: draft.category });
    if (!published) throw new Error('no published post in the draft’s category');
    // /blog/{slug}'s related posts are the same category's published posts.
    const related = await listPublishedPosts(t.deps.db, {
      category: draft.category,
      excludeId: published.id,
      limit: 3,
    });
    const home = await listPublishedPosts(t.deps.db, { limit: 3 });
    const sitemap = (await listSitemapEntries(t.deps.db)).map((entry) => entry.path);
    const chat = await loadStudioSnapshot(t.deps.db);
    for (const slug of hidden()) {
      expect(related.map((p) => p.slug)).not.toContain(slug);
      expect(home.map((p) => p.slug)).not.toContain(slug);
      expect(sitemap).not.toContain(`/blog/${slug}`);
      expect(chat.posts.map((p) => p.slug)).not.toContain(slug);
      expect(await getPublishedPostBySlug(t.deps.db, slug)).toBeNull();
    }
    expect(sitemap).toContain(`/blog/${published.slug}`);
  });
});

describe('the staff view of the same endpoints (D2, D24)', () => {
  it('lists every post, drafts and scheduled too, with their status, in the studio’s order', async () => {
    const posts = await getJson<BlogPost[]>('/api/blog', { Cookie: viewer });
    const rows = await t.handle.db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .orderBy(asc(blogPosts.sortOrder), sql`${blogPosts.publishedAt} desc nulls first`, desc(blogPosts.id));
    expect(posts.map((p) => p.id)).toEqual(rows.map((r) => r.id));
    expect(posts.find((p) => p.id === draft.id)).toMatchObject({ status: 'draft', published: false });
    expect(posts.find((p) => p.id === scheduled.id)).toMatchObject({
      status: 'scheduled',
      published: false,
      publishedAt: scheduled.publishedAt?.toISOString(),
    });
  });

  it('opens a draft and a scheduled post by address, and filters them by category', async () => {
    for (const post of [draft, scheduled]) {
      expect((await getJson<BlogPost>(`/api/blog/${post.slug}`, { Cookie: viewer })).id).toBe(post.id);
      const inCategory = await getJson<BlogPost[]>(`/api/blog/category/${post.category}`, { Cookie: viewer });
      expect(inCategory.map((p) => p.id)).toContain(post.id);
    }
  });

  it('is never cached: no-store, and Vary: Cookie so no cache hands it to a visitor', async () => {
    for (const path of ['/api/blog', `/api/blog/${draft.slug}`, `/api/blog/category/${draft.category}`]) {
      const res = await t.request(path, { headers: { Cookie: viewer } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(res.headers.get('vary'), path).toMatch(/Cookie/);
      expect(res.headers.get('etag'), path).toBeNull();
    }
  });

  it('is the public view for a cookie that proves nothing', async () => {
    const posts = await getJson<BlogPost[]>('/api/blog', { Cookie: 'atelier_session=forged' });
    for (const slug of hidden()) expect(posts.map((p) => p.slug)).not.toContain(slug);
  });
});
