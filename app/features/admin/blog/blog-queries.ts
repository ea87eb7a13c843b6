import { queryOptions } from '@tanstack/react-query';
import type { CreateBlogPost, UpdateBlogPost } from '#shared/admin/content.ts';
import { CONTENT_PAGE_SIZE_MAX } from '#shared/admin/content-lists.ts';
import { blogApi, contentListsApi } from '#shared/api/addresses/content.ts';
import { callApi } from '../../../lib/api-client.ts';
import { contentListQuery } from '../shared/content-list/content-filters.ts';
import type { RowWrites } from '../shared/content-list/content-tab.tsx';
import { partialOrder } from '../shared/content-list/use-reorder.ts';
import { useContentWrite } from '../shared/queries/content-cache.ts';
import { contentKeys } from '../shared/queries/content-keys.ts';

/**
 * D24's 'what is scheduled' above the Blog Posts tab: every scheduled post (up to the API's page
 * limit of 100), whatever page or filter the list below shows. Under the blog's key, so every
 * write to a post refreshes it.
 */
export const scheduledPostsQuery = queryOptions({
  queryKey: [...contentKeys.blog, 'scheduled'],
  queryFn: () =>
    callApi(contentListsApi.posts, {
      query: contentListQuery('posts', { status: 'scheduled' }, CONTENT_PAGE_SIZE_MAX),
    }),
  select: (page) => page.items,
});

/**
 * One post for its editor page (issue 29): under the blog's key, so a restore from History (which
 * reads the blog's caches again) reads it again too.
 */
export const postQuery = (id: number) =>
  queryOptions({
    queryKey: [...contentKeys.blog, 'post', id],
    queryFn: () => callApi(contentListsApi.post, { params: { id } }),
  });

export function useCreatePost() {
  return useContentWrite(contentKeys.blog, (body: CreateBlogPost) => callApi(blogApi.create, { body }));
}

export function useUpdatePost() {
  return useContentWrite(contentKeys.blog, ({ id, body }: { id: number; body: UpdateBlogPost }) =>
    callApi(blogApi.update, { params: { id }, body }),
  );
}

/** The Blog Posts tab's row writes: the star, a delete, a new order. */
export const postRowWrites: RowWrites = {
  setFeatured: (id, featured) => callApi(blogApi.update, { params: { id }, body: { featured } }),
  remove: (id) => callApi(blogApi.remove, { params: { id } }),
  reorder: (ids) => callApi(blogApi.reorder, { body: partialOrder(ids) }),
};
