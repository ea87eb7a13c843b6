import type { Context } from 'hono';
import { CreateBlogPostSchema, ReorderSchema, UpdateBlogPostSchema } from '#shared/admin/content.ts';
import { SuccessSchema } from '#shared/api/common.ts';
import { NotFoundError } from '../../platform/errors.ts';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { BlogPostListSchema, BlogPostSchema } from '../../platform/http/responses/content.responses.ts';
import { CategoryParamsSchema, IdParamsSchema, SlugParamsSchema } from '../../platform/http/route-params.ts';
import type { ApiRoute } from '../../platform/http/route-table.ts';
import { createHandler, deleteHandler, reorderHandler, updateHandler } from '../../platform/http/write-handlers.ts';
import {
  getPostBySlugForStaff,
  getPublishedPostBySlug,
  listPostsForStaff,
  listPublishedPosts,
} from './blog.service.ts';
import {
  createBlogPost,
  deleteBlogPost,
  POST_NOT_FOUND,
  reorderBlogPosts,
  updateBlogPost,
} from './blog-writes.service.ts';

/** Signed-in staff (the `staffView` check set the user) read every status; everyone else, published posts. */
const isStaff = (c: Context<AppEnv>): boolean => Boolean(c.get('user'));

/**
 * The blog (D2, D24): anonymous callers only ever see published posts, signed-in staff the same
 * endpoints with drafts and scheduled posts too (answered `no-store`, `Vary: Cookie`). Writes need
 * `content.write` (D14).
 */
export const blogRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/blog',
    access: 'public',
    staffView: 'content.read',
    summary: 'The published posts in the studio’s order (staff: every post, drafts and scheduled too)',
    response: { status: 200, schema: BlogPostListSchema },
    handler: async (c) => {
      const { db } = c.get('deps');
      return c.json(isStaff(c) ? await listPostsForStaff(db) : await listPublishedPosts(db));
    },
  },
  {
    method: 'GET',
    path: '/blog/category/:category',
    access: 'public',
    staffView: 'content.read',
    summary: 'The published posts of one category (staff: every post of it)',
    params: CategoryParamsSchema,
    response: { status: 200, schema: BlogPostListSchema },
    handler: async (c) => {
      const { db } = c.get('deps');
      const { category } = CategoryParamsSchema.parse({ category: c.req.param('category') ?? '' });
      return c.json(
        isStaff(c) ? await listPostsForStaff(db, { category }) : await listPublishedPosts(db, { category }),
      );
    },
  },
  {
    method: 'GET',
    path: '/blog/:slug',
    access: 'public',
    staffView: 'content.read',
    summary: 'One published post by its address, 301 from a renamed one (staff: any status)',
    params: SlugParamsSchema,
    response: { status: 200, schema: BlogPostSchema },
    errors: { 301: 'The post was renamed: Location names its address now' },
    handler: async (c) => {
      const { db } = c.get('deps');
      const { slug } = SlugParamsSchema.parse({ slug: c.req.param('slug') ?? '' });
      const found = isStaff(c) ? await getPostBySlugForStaff(db, slug) : await getPublishedPostBySlug(db, slug);
      if (!found) throw new NotFoundError('post_address_not_found');
      if ('redirectTo' in found) return c.redirect(`/api/blog/${encodeURIComponent(found.redirectTo)}`, 301);
      return c.json(found.post);
    },
  },
  {
    method: 'POST',
    path: '/blog',
    access: 'content.write',
    summary: 'Add a post (published now unless a draft or a future date is asked for)',
    requestBody: CreateBlogPostSchema,
    response: { status: 201, schema: BlogPostSchema },
    handler: createHandler(CreateBlogPostSchema, createBlogPost),
  },
  {
    method: 'PATCH',
    path: '/blog/:id',
    access: 'content.write',
    summary: 'Edit a post: any of its fields, its status and publish date (D24)',
    params: IdParamsSchema,
    requestBody: UpdateBlogPostSchema,
    response: { status: 200, schema: BlogPostSchema },
    handler: updateHandler(POST_NOT_FOUND, UpdateBlogPostSchema, updateBlogPost),
  },
  {
    method: 'DELETE',
    path: '/blog/:id',
    access: 'content.write',
    summary: 'Delete a post and its old addresses',
    params: IdParamsSchema,
    response: { status: 200, schema: SuccessSchema },
    handler: deleteHandler(POST_NOT_FOUND, deleteBlogPost),
  },
  {
    method: 'POST',
    path: '/blogPost/reorder',
    access: 'content.write',
    summary: 'Save the order of every post (exactly the current ids, D19)',
    requestBody: ReorderSchema,
    response: { status: 200, schema: SuccessSchema },
    handler: reorderHandler(reorderBlogPosts),
  },
];
