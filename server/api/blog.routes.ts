import { NotFoundError } from '../errors.ts';
import type { ApiRoute } from '../http/route-table.ts';
import { getPublishedPostBySlug, listPublishedPosts } from '../services/blog.service.ts';

/** Anonymous callers only ever see published posts (D2); the admin's view arrives with content management. */
export const blogRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/blog',
    access: 'public',
    summary: 'The published posts, newest first',
    handler: async (c) => c.json(await listPublishedPosts(c.get('deps').db)),
  },
  {
    method: 'GET',
    path: '/blog/category/:category',
    access: 'public',
    summary: 'The published posts of one category',
    handler: async (c) =>
      c.json(await listPublishedPosts(c.get('deps').db, { category: c.req.param('category') ?? '' })),
  },
  {
    method: 'GET',
    path: '/blog/:slug',
    access: 'public',
    summary: 'One published post by its address (301 from a renamed one)',
    handler: async (c) => {
      const found = await getPublishedPostBySlug(c.get('deps').db, c.req.param('slug') ?? '');
      if (!found) throw new NotFoundError('Post not found');
      if ('redirectTo' in found) return c.redirect(`/api/blog/${encodeURIComponent(found.redirectTo)}`, 301);
      return c.json(found.post);
    },
  },
];
