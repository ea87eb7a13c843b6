import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BlogPost } from '#shared/content.ts';
import { prepareTestApp } from '../../tests/support/test-app.ts';
import { blogPosts } from '../db/schema/index.ts';

const t = prepareTestApp();

async function getJson<T>(path: string): Promise<T> {
  const res = await t.request(path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

describe('GET /api/blog', () => {
  it('lists only published posts, newest first (D2)', async () => {
    const posts = await getJson<BlogPost[]>('/api/blog');
    const drafts = await t.handle.db.select().from(blogPosts).where(eq(blogPosts.status, 'draft'));
    expect(drafts.length).toBeGreaterThan(0);
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.every((p) => p.published)).toBe(true);
    for (const draft of drafts) expect(posts.map((p) => p.slug)).not.toContain(draft.slug);
    const dates = posts.map((p) => Date.parse(p.publishedAt ?? ''));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('gives each post its read time, ceil(words / 200) and at least 1', async () => {
    for (const post of await getJson<BlogPost[]>('/api/blog')) {
      const words = post.content.trim().split(/\s+/).length;
      expect(post.readTime).toBe(Math.max(1, Math.ceil(words / 200)));
      expect(post.featuredImage).toMatch(/^\/media\//);
    }
  });

  it('keeps a post scheduled for a future date out of the list until then', async () => {
    const [post] = await getJson<BlogPost[]>('/api/blog');
    if (!post) throw new Error('no posts');
    const future = new Date(Date.now() + 86_400_000);
    await t.handle.db.update(blogPosts).set({ publishedAt: future }).where(eq(blogPosts.id, post.id));
    try {
      expect((await getJson<BlogPost[]>('/api/blog')).map((p) => p.id)).not.toContain(post.id);
      expect((await t.request(`/api/blog/${post.slug}`)).status).toBe(404);
    } finally {
      await t.handle.db
        .update(blogPosts)
        .set({ publishedAt: new Date(post.publishedAt ?? Date.now()) })
        .where(eq(blogPosts.id, post.id));
    }
  });
});

describe('GET /api/blog/{slug}', () => {
  it('returns a published post', async () => {
    const [first] = await getJson<BlogPost[]>('/api/blog');
    const post = await getJson<BlogPost>(`/api/blog/${first?.slug}`);
    expect(post).toMatchObject({ id: first?.id, title: first?.title, content: first?.content });
  });

  it('answers 404 for a draft, exactly as for a post that does not exist', async () => {
    const [draft] = await t.handle.db.select().from(blogPosts).where(eq(blogPosts.status, 'draft'));
    const forDraft = await t.request(`/api/blog/${draft?.slug}`);
    const forNothing = await t.request('/api/blog/never-written');
    expect(forDraft.status).toBe(404);
    expect(forNothing.status).toBe(404);
    expect(await forDraft.json()).toEqual(await forNothing.json());
  });
});

describe('GET /api/blog/category/{category}', () => {
  it('lists the published posts of one category', async () => {
    const all = await getJson<BlogPost[]>('/api/blog');
    const category = all[0]?.category ?? '';
    const inCategory = await getJson<BlogPost[]>(`/api/blog/category/${category}`);
    expect(inCategory.map((p) => p.id)).toEqual(all.filter((p) => p.category === category).map((p) => p.id));
  });

  it('answers an empty list for a category without posts', async () => {
    expect(await getJson<BlogPost[]>('/api/blog/category/no-such-category')).toEqual([]);
  });
});
