import type { Context } from 'hono';
import { blogApi } from '#shared/api/content.ts';
import { endpointUrl } from '#shared/api/endpoint.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { EDIT_CONFLICT_ERRORS } from '../../platform/history/edit-conflict-answer.ts';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { type ApiRoute, route } from '../../platform/http/route-table.ts';
import { signedInUser } from '../../platform/http/signed-in-user.ts';
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
 * `content.write` (D14); a malformed `:id` is the post's 404.
 */
export const blogRoutes: ApiRoute[] = [
  route(blogApi.list, {
    access: 'public',
    staffView: 'content.read',
    summary: 'The published posts in the studio’s order (staff: every post, drafts and scheduled too)',
    handle: (c) => {
      const { db } = c.get('deps');
      return isStaff(c) ? listPostsForStaff(db) : listPublishedPosts(db);
    },
  }),
  route(blogApi.byCategory, {
    access: 'public',
    staffView: 'content.read',
    summary: 'The published posts of one category (staff: every post of it)',
    handle: (c, { params: { category } }) => {
      const { db } = c.get('deps');
      return isStaff(c) ? listPostsForStaff(db, { category }) : listPublishedPosts(db, { category });
    },
  }),
  route(blogApi.bySlug, {
    access: 'public',
    staffView: 'content.read',
    summary: 'One published post by its address, 301 from a renamed one (staff: any status)',
    errors: { 301: 'The post was renamed: Location names its address now' },
    handle: async (c, { params: { slug } }) => {
      const { db } = c.get('deps');
      const found = isStaff(c) ? await getPostBySlugForStaff(db, slug) : await getPublishedPostBySlug(db, slug);
      if (!found) throw new NotFoundError('post_address_not_found');
      if ('redirectTo' in found) return c.redirect(endpointUrl(blogApi.bySlug, { slug: found.redirectTo }), 301);
      return found.post;
    },
  }),
  route(blogApi.create, {
    access: 'content.write',
    summary: 'Add a post (published now unless a draft or a future date is asked for)',
    handle: (c, { body }) => createBlogPost(c.get('deps'), signedInUser(c), body),
  }),
  route(blogApi.update, {
    access: 'content.write',
    summary: 'Edit a post: any of its fields, its status and publish date (D24)',
    notFound: POST_NOT_FOUND,
    errors: { 409: `${EDIT_CONFLICT_ERRORS[409]}; or \`slug_race\`: another post took the address at the same moment` },
    handle: (c, { params, body }) => updateBlogPost(c.get('deps'), signedInUser(c), params.id, body),
  }),
  route(blogApi.remove, {
    access: 'content.write',
    summary: 'Delete a post and its old addresses',
    notFound: POST_NOT_FOUND,
    handle: async (c, { params }) => {
      await deleteBlogPost(c.get('deps'), signedInUser(c), params.id);
      return { success: true } as const;
    },
  }),
  route(blogApi.reorder, {
    access: 'content.write',
    summary: 'Save the order of every post (exactly the current ids, D19)',
    handle: async (c, { body }) => {
      await reorderBlogPosts(c.get('deps'), signedInUser(c), { ids: body.items, partial: body.partial });
      return { success: true } as const;
    },
  }),
];
