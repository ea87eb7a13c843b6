import { and, asc, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXCERPT_MAX } from '#shared/admin/content.ts';
import type { ApiErrorBody } from '#shared/api/errors.ts';
import type { BlogPost } from '#shared/content.ts';
import { defaultImageUrl } from '#shared/media.ts';
import { signInAs } from '../../../tests/support/admin-session.ts';
import { jsonWrite, prepareTestApp } from '../../../tests/support/test-app.ts';
import { auditEvents, blogPosts, formOptions, media, slugRedirects } from '../../platform/db/schema/index.ts';
import { getPublishedPostBySlug } from './blog.service.ts';
import { SCHEDULE_NEEDS_FUTURE_DATE } from './blog-post-rules.ts';

/**
 * The blog's admin writes (admin area §2, §5, §7; D1–D4, D19, D24): every endpoint's happy path, and
 * every refusal followed by reading the database back unchanged. The app's clock stands still
 * here, so "now" and "ahead" are exact; production caches are on, to see writes drop them.
 */
const NOW = new Date('2026-11-23T12:00:00.000Z');
const HOUR = 3_600_000;
const t = prepareTestApp({ clock: () => NOW, config: { production: true, trustProxyHops: 1 } });

let editor: string;
let viewer: string;
let imageUrl: string;

beforeAll(async () => {
  editor = await signInAs(t, 'editor');
  viewer = await signInAs(t, 'viewer');
  const [image] = await t.handle.db.select({ hash: media.hash, width: media.width }).from(media).limit(1);
  if (!image) throw new Error('the demo studio has no image');
  imageUrl = defaultImageUrl(image);
  // A picture nobody has described in the library yet (the demo's come with their gallery alt).
  await t.handle.db.update(media).set({ defaultAlt: '' }).where(eq(media.hash, image.hash));
});

const send = (method: string, path: string, body?: unknown, cookie = editor) =>
  t.request(path, jsonWrite(method, body, { Cookie: cookie }));

async function created(body: Record<string, unknown>): Promise<BlogPost> {
  const res = await send('POST', '/api/blog', body);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return (await res.json()) as BlogPost;
}

async function patched(id: number, body: Record<string, unknown>): Promise<BlogPost> {
  const res = await send('PATCH', `/api/blog/${id}`, body);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
  return (await res.json()) as BlogPost;
}

let unique = 0;
const title = (what: string) => `${what} ${++unique}`;

/** Everything a blog write can touch: the posts, the old addresses and the audit log. */
async function blogState() {
  const db = t.handle.db;
  return {
    posts: await db.select().from(blogPosts).orderBy(asc(blogPosts.id)),
    redirects: await db.select().from(slugRedirects).orderBy(asc(slugRedirects.id)),
    audit: (await db.select({ n: count() }).from(auditEvents))[0]?.n,
  };
}

/** A refused write: the status and field the refusal names, and nothing changed. */
async function expectRefused(request: () => Promise<Response>, status: number, field?: string): Promise<ApiErrorBody> {
  const before = await blogState();
  const res = await request();
  const body = (await res.json()) as ApiErrorBody;
  expect(res.status, JSON.stringify(body)).toBe(status);
  if (field) expect(body.fieldErrors, JSON.stringify(body)).toHaveProperty(field);
  expect(await blogState()).toEqual(before);
  return body;
}

const auditOf = (action: string, entityId: number) =>
  t.handle.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.entityId, String(entityId))));

const publicSlugs = async () => ((await (await t.request('/api/blog')).json()) as BlogPost[]).map((post) => post.slug);

describe('POST /api/blog', () => {
  it('creates a post with the spec’s defaults: published now, first active category, slug from the title', async () => {
    const post = await created({ title: '  Café Søren’s Loft  ', excerpt: 'A loft in the old quarter.' });
    const [firstCategory] = await t.handle.db
      .select()
      .from(formOptions)
      .where(and(eq(formOptions.fieldType, 'blogCategory'), eq(formOptions.active, true)))
      .orderBy(asc(formOptions.sortOrder), asc(formOptions.id))
      .limit(1);
    expect(post).toMatchObject({
      title: 'Café Søren’s Loft',
      slug: 'cafe-sorens-loft',
      // content falls back to the excerpt (admin area §5)
      content: 'A loft in the old quarter.',
      excerpt: 'A loft in the old quarter.',
      category: firstCategory?.value,
      tags: [],
      featuredImage: null,
      featured: false,
      status: 'published',
      published: true,
      publishedAt: NOW.toISOString(),
      readTime: 1,
    });
    // It leads the public blog at once, and the audit log says who added it.
    expect((await publicSlugs())[0]).toBe('cafe-sorens-loft');
    const [event] = await auditOf('content.create', post.id);
    expect(event).toMatchObject({ entityType: 'blogPost', summary: 'Café Søren’s Loft' });
  });

  it('stores long text exactly as given, takes the excerpt from the content, computes the read time', async () => {
    const content = `**Start with the rug**\n\n${'Layered light makes a room feel finished. '.repeat(60)}\n\n  Trailing spaces stay.  `;
    const post = await created({ title: title('Long read'), content, readTime: 99, tags: [' rugs ', 'light'] });
    const [row] = await t.handle.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(row?.content).toBe(content);
    expect(post.readTime).toBe(Math.ceil(content.trim().split(/\s+/).length / 200));
    expect(post.excerpt.length).toBeLessThanOrEqual(EXCERPT_MAX);
    expect(post.excerpt).toMatch(/^Start with the rug Layered light makes a room feel finished\. .*…$/);
    expect(post.tags).toEqual(['rugs', 'light']);
  });

  it('makes a draft when asked, by status or by the spec’s published flag', async () => {
    const byFlag = await created({ title: title('Flag draft'), content: 'Body.', published: false });
    const byStatus = await created({ title: title('Status draft'), content: 'Body.', status: 'draft' });
    for (const post of [byFlag, byStatus]) {
      expect(post).toMatchObject({ status: 'draft', published: false, publishedAt: null });
      expect(await publicSlugs()).not.toContain(post.slug);
    }
  });

  it('schedules a post whose date is ahead (D24), and keeps it off the public blog', async () => {
    const at = new Date(NOW.getTime() + 2 * HOUR).toISOString();
    const post = await created({ title: title('Next week'), content: 'Soon.', publishedAt: at });
    expect(post).toMatchObject({ status: 'scheduled', published: false, publishedAt: at });
    expect(await publicSlugs()).not.toContain(post.slug);
    expect((await t.request(`/api/blog/${post.slug}`)).status).toBe(404);
  });

  it('adds -2 to a slug another post holds, and sets a typed one as given', async () => {
    const first = await created({ title: 'Twin Title', content: 'One.' });
    const second = await created({ title: 'Twin Title', content: 'Two.' });
    expect([first.slug, second.slug]).toEqual(['twin-title', 'twin-title-2']);
    expect((await created({ title: title('Typed'), content: 'x', slug: 'my-own-address' })).slug).toBe(
      'my-own-address',
    );
  });

  it('takes a stored image as featured image, with its alt text', async () => {
    const post = await created({
      title: title('Pictured'),
      content: 'x',
      featuredImage: imageUrl,
      featuredImageAlt: 'A rug',
    });
    expect(post.featuredImage).toBe(imageUrl);
    expect(post.featuredImageRef?.alt).toBe('A rug');
    expect(post.featuredImageAlt).toBe('A rug');
  });

  describe('refuses, changing nothing', () => {
    it('a post without a title or without any text (admin area §5)', async () => {
      expect(
        (await expectRefused(() => send('POST', '/api/blog', { content: 'x' }), 400, 'title')).fieldErrors,
      ).toEqual({
        title: { code: 'required', message: 'Title is required' },
      });
      await expectRefused(() => send('POST', '/api/blog', { title: '   ', content: 'x' }), 400, 'title');
      await expectRefused(() => send('POST', '/api/blog', { title: 'No words', content: '  \n ' }), 400, 'content');
    });

    it('an unknown or inactive category (D1)', async () => {
      await expectRefused(
        () => send('POST', '/api/blog', { title: 'x', content: 'x', category: 'gossip' }),
        400,
        'category',
      );
      await t.handle.db
        .update(formOptions)
        .set({ active: false })
        .where(and(eq(formOptions.fieldType, 'blogCategory'), eq(formOptions.value, 'trends')));
      try {
        await expectRefused(
          () => send('POST', '/api/blog', { title: 'x', content: 'x', category: 'trends' }),
          400,
          'category',
        );
      } finally {
        await t.handle.db
          .update(formOptions)
          .set({ active: true })
          .where(and(eq(formOptions.fieldType, 'blogCategory'), eq(formOptions.value, 'trends')));
      }
    });

    it('a typed slug another post holds, or one that is no slug (D3)', async () => {
      const [taken] = await t.handle.db.select().from(blogPosts).limit(1);
      const body = await expectRefused(
        () => send('POST', '/api/blog', { title: 'x', content: 'x', slug: taken?.slug }),
        400,
        'slug',
      );
      expect(body.code).toBe('slug_taken');
      expect(body.message).toBe(`The address "${taken?.slug}" is already used by another item.`);
      expect(body.params).toEqual({ slug: taken?.slug });
      await expectRefused(
        () => send('POST', '/api/blog', { title: 'x', content: 'x', slug: 'Not A Slug' }),
        400,
        'slug',
      );
    });

    it('a schedule without a date ahead (D24)', async () => {
      for (const publishedAt of [undefined, null, new Date(NOW.getTime() - HOUR).toISOString()]) {
        const body = await expectRefused(
          () => send('POST', '/api/blog', { title: 'x', content: 'x', status: 'scheduled', publishedAt }),
          400,
          'publishedAt',
        );
        expect(body.fieldErrors?.publishedAt).toEqual({
          code: SCHEDULE_NEEDS_FUTURE_DATE,
          message: 'Choose a publish date in the future to schedule this post.',
        });
      }
    });

    it('a featured image the server does not store, or an outside address (SECURITY 10)', async () => {
      await expectRefused(
        () =>
          send('POST', '/api/blog', { title: 'x', content: 'x', featuredImage: '/media/0123456789abcdef0123/800.jpg' }),
        400,
        'featuredImage',
      );
      await expectRefused(
        () => send('POST', '/api/blog', { title: 'x', content: 'x', featuredImage: 'https://evil.example/x.jpg' }),
        400,
        'featuredImage',
      );
    });

    it('fields that do not belong (an id, a timestamp) and a viewer (D14)', async () => {
      await expectRefused(() => send('POST', '/api/blog', { title: 'x', content: 'x', id: 1 }), 400, 'id');
      await expectRefused(() => send('POST', '/api/blog', { title: 'x', content: 'x', createdAt: NOW }), 400);
      await expectRefused(() => send('POST', '/api/blog', { title: 'x', content: 'x' }, viewer), 403);
      await expectRefused(() => t.request('/api/blog', jsonWrite('POST', { title: 'x', content: 'x' })), 401);
    });
  });
});

describe('PATCH /api/blog/{id}', () => {
  it('toggles featured alone, as the star does, keeping everything else', async () => {
    const post = await created({ title: title('Starred'), content: 'x' });
    const after = await patched(post.id, { featured: true });
    expect(after).toEqual({ ...post, featured: true, updatedAt: after.updatedAt, version: post.version + 1 });
    const [event] = await auditOf('content.update', post.id);
    expect(event?.summary).toBe(post.title);
  });

  it('edits the form’s fields, trimming one-line text and storing long text as given', async () => {
    const post = await created({ title: title('Edited'), content: 'x' });
    const content = 'New body\r\n\r\n  with   spacing kept ';
    const after = await patched(post.id, {
      title: '  Renamed in place ',
      excerpt: ' Short. ',
      content,
      category: 'inspiration',
      tags: ['a'],
      featuredImage: imageUrl,
    });
    expect(after).toMatchObject({
      title: 'Renamed in place',
      excerpt: 'Short.',
      content,
      category: 'inspiration',
      tags: ['a'],
      featuredImage: imageUrl,
      // the slug stays unless it is edited (D3: addresses do not move by themselves)
      slug: post.slug,
    });
    // A new picture without a default alt in the library takes the title; null removes the picture.
    expect(after.featuredImageRef?.alt).toBe('Renamed in place');
    expect((await patched(post.id, { featuredImage: null })).featuredImage).toBeNull();
  });

  it('publishes a draft now and puts it on top of the public blog', async () => {
    const post = await created({ title: title('Draft to publish'), content: 'x', status: 'draft' });
    await created({ title: title('Newer'), content: 'x' });
    const after = await patched(post.id, { published: true });
    expect(after).toMatchObject({ status: 'published', publishedAt: NOW.toISOString() });
    expect((await publicSlugs())[0]).toBe(post.slug);
  });

  it('schedules, reschedules, cancels and publishes now (D24)', async () => {
    const post = await created({ title: title('Life cycle'), content: 'x' });
    const ahead = (hours: number) => new Date(NOW.getTime() + hours * HOUR).toISOString();
    // A published post given a date ahead leaves the public blog until then.
    expect(await patched(post.id, { publishedAt: ahead(3) })).toMatchObject({
      status: 'scheduled',
      publishedAt: ahead(3),
    });
    expect(await publicSlugs()).not.toContain(post.slug);
    expect(await patched(post.id, { status: 'scheduled', publishedAt: ahead(5) })).toMatchObject({
      status: 'scheduled',
      publishedAt: ahead(5),
    });
    // Cancel: a draft that keeps its date.
    expect(await patched(post.id, { status: 'draft' })).toMatchObject({ status: 'draft', publishedAt: ahead(5) });
    expect(await patched(post.id, { status: 'scheduled' })).toMatchObject({
      status: 'scheduled',
      publishedAt: ahead(5),
    });
    // Publish now.
    expect(await patched(post.id, { status: 'published' })).toMatchObject({
      status: 'published',
      publishedAt: NOW.toISOString(),
    });
    expect(await publicSlugs()).toContain(post.slug);
  });

  it('renames the address: the old one answers 301 on the API and the page, even after a second rename (D3)', async () => {
    const post = await created({ title: title('Old name'), content: 'x' });
    const renamed = await patched(post.id, { slug: 'a-brand-new-address' });
    expect(renamed.slug).toBe('a-brand-new-address');
    const res = await t.request(`/api/blog/${post.slug}`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/api/blog/a-brand-new-address');
    // The page's loader reads the same lookup (/blog/{old} → 301 → /blog/{new}).
    expect(await getPublishedPostBySlug(t.deps.db, post.slug)).toEqual({ redirectTo: 'a-brand-new-address' });
    // An empty slug means "from the title".
    const third = await patched(post.id, { slug: '', title: 'Third Address Here' });
    expect(third.slug).toBe('third-address-here');
    for (const old of [post.slug, 'a-brand-new-address']) {
      expect((await t.request(`/api/blog/${old}`)).headers.get('location')).toBe('/api/blog/third-address-here');
    }
    // Renaming back to a former address is allowed, and does not loop.
    expect((await patched(post.id, { slug: post.slug })).slug).toBe(post.slug);
    expect((await t.request(`/api/blog/${post.slug}`)).status).toBe(200);
    expect((await t.request('/api/blog/third-address-here')).headers.get('location')).toBe(`/api/blog/${post.slug}`);
  });

  it('keeps a category that was deactivated since, but refuses a switch to another inactive one (D1)', async () => {
    const post = await created({ title: title('Kept category'), content: 'x', category: 'small-spaces' });
    const deactivate = (value: string, active: boolean) =>
      t.handle.db
        .update(formOptions)
        .set({ active })
        .where(and(eq(formOptions.fieldType, 'blogCategory'), eq(formOptions.value, value)));
    await deactivate('small-spaces', false);
    await deactivate('color-palettes', false);
    try {
      expect((await patched(post.id, { category: 'small-spaces', title: 'Still small' })).category).toBe(
        'small-spaces',
      );
      await expectRefused(() => send('PATCH', `/api/blog/${post.id}`, { category: 'color-palettes' }), 400, 'category');
    } finally {
      await deactivate('small-spaces', true);
      await deactivate('color-palettes', true);
    }
  });

  describe('refuses, changing nothing', () => {
    it('an unknown id (404), and an id that is no number (404)', async () => {
      expect(await expectRefused(() => send('PATCH', '/api/blog/999999', { featured: true }), 404)).toEqual({
        code: 'post_not_found',
        message: 'Post not found.',
      });
      await expectRefused(() => send('PATCH', '/api/blog/abc', { featured: true }), 404);
      await expectRefused(() => send('PATCH', '/api/blog/99999999999999999999', { featured: true }), 404);
    });

    it('emptied required fields, with the spec’s messages (admin area §5)', async () => {
      const [post] = await t.handle.db.select().from(blogPosts).limit(1);
      for (const [field, message] of [
        ['title', 'Title is required'],
        ['content', 'Content is required'],
        ['excerpt', 'Excerpt is required'],
      ] as const) {
        const body = await expectRefused(() => send('PATCH', `/api/blog/${post?.id}`, { [field]: ' ' }), 400, field);
        expect(body.fieldErrors?.[field]).toEqual({ code: 'required', message });
      }
    });

    it('a slug another post holds, or a former address of another post (D3)', async () => {
      const [one, two] = await t.handle.db.select().from(blogPosts).orderBy(asc(blogPosts.id)).limit(2);
      await expectRefused(() => send('PATCH', `/api/blog/${one?.id}`, { slug: two?.slug }), 400, 'slug');
      const moved = await created({ title: title('Moved away'), content: 'x' });
      await patched(moved.id, { slug: `${moved.slug}-new` });
      await expectRefused(() => send('PATCH', `/api/blog/${one?.id}`, { slug: moved.slug }), 400, 'slug');
    });

    it('a schedule whose time has passed, and an unknown image', async () => {
      const post = await created({ title: title('Late'), content: 'x' });
      await expectRefused(
        () =>
          send('PATCH', `/api/blog/${post.id}`, {
            status: 'scheduled',
            publishedAt: new Date(NOW.getTime() - 1000).toISOString(),
          }),
        400,
        'publishedAt',
      );
      await expectRefused(
        () => send('PATCH', `/api/blog/${post.id}`, { featuredImage: '/media/ffffffffffffffffffff/800.jpg' }),
        400,
        'featuredImage',
      );
    });
  });
});

describe('DELETE /api/blog/{id}', () => {
  it('deletes the post and its old addresses, and logs it', async () => {
    const post = await created({ title: title('Short-lived'), content: 'x' });
    await patched(post.id, { slug: `${post.slug}-renamed` });
    const res = await send('DELETE', `/api/blog/${post.id}`);
    expect(res.status).toBe(200);
    expect(await t.handle.db.select().from(blogPosts).where(eq(blogPosts.id, post.id))).toEqual([]);
    expect(await t.handle.db.select().from(slugRedirects).where(eq(slugRedirects.targetId, post.id))).toEqual([]);
    expect((await t.request(`/api/blog/${post.slug}`)).status).toBe(404);
    expect(await auditOf('content.delete', post.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown post, changing nothing', async () => {
    await expectRefused(() => send('DELETE', '/api/blog/999999'), 404);
  });
});

describe('POST /api/blogPost/reorder (D19)', () => {
  const staffIds = async () =>
    ((await (await t.request('/api/blog', { headers: { Cookie: editor } })).json()) as BlogPost[]).map((p) => p.id);

  it('saves the order of every post, and the public blog follows it', async () => {
    const ids = await staffIds();
    const reversed = [...ids].reverse();
    // The spec's client sends the reordered items themselves; only their ids count.
    const res = await send('POST', '/api/blogPost/reorder', {
      items: reversed.map((id) => ({ id, title: 'ignored' })),
    });
    expect(res.status).toBe(200);
    expect(await staffIds()).toEqual(reversed);
    const publicIds = ((await (await t.request('/api/blog')).json()) as BlogPost[]).map((p) => p.id);
    expect(publicIds).toEqual(reversed.filter((id) => publicIds.includes(id)));
    const events = await t.handle.db.select().from(auditEvents).where(eq(auditEvents.action, 'content.reorder'));
    expect(events.at(-1)).toMatchObject({ entityType: 'blogPost' });
  });

  it('refuses a list with a foreign, a missing or a repeated id, changing nothing', async () => {
    const ids = await staffIds();
    const [first = 0, second = 0] = ids;
    for (const items of [[...ids, 999999], ids.slice(1), [first, ...ids], [second, first, ...ids.slice(2), second]]) {
      await expectRefused(() => send('POST', '/api/blogPost/reorder', { items }), 400);
    }
    await expectRefused(() => send('POST', '/api/blogPost/reorder', { items: ids }, viewer), 403);
  });
});

describe('every write drops the cached public answers (writeContent)', () => {
  it('a cached /api/blog is not served after a create', async () => {
    await t.request('/api/blog');
    expect((await t.request('/api/blog')).headers.get('x-cache')).toBe('HIT');
    const post = await created({ title: title('Fresh'), content: 'x' });
    const res = await t.request('/api/blog');
    expect(res.headers.get('x-cache')).toBe('MISS');
    expect(((await res.json()) as BlogPost[]).map((p) => p.id)).toContain(post.id);
  });
});
