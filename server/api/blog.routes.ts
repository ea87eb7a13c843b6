import { Hono } from 'hono';
import type { Database } from '../db/client.ts';
import { getPublishedPostBySlug, listPublishedPosts } from '../services/blog.service.ts';

/** Anonymous callers only ever see published posts (D2); the admin's view arrives with sign-in. */
export function blogRoutes(db: Database): Hono {
  return new Hono()
    .get('/blog', async (c) => c.json(await listPublishedPosts(db)))
    .get('/blog/category/:category', async (c) =>
      c.json(await listPublishedPosts(db, { category: c.req.param('category') })),
    )
    .get('/blog/:slug', async (c) => {
      const found = await getPublishedPostBySlug(db, c.req.param('slug'));
      if (!found) return c.json({ message: 'Post not found' }, 404);
      if ('redirectTo' in found) return c.redirect(`/api/blog/${encodeURIComponent(found.redirectTo)}`, 301);
      return c.json(found.post);
    });
}
