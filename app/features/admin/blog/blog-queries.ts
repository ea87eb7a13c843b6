import { queryOptions } from '@tanstack/react-query';
import type { CreateBlogPost, UpdateBlogPost } from '#shared/admin/content.ts';
import { CONTENT_PAGE_SIZE_MAX, type ContentPage } from '#shared/admin/content-lists.ts';
import type { BlogPost } from '#shared/content.ts';
import { getJson, sendJson } from '../../../lib/api-client.ts';
import { contentPagePath } from '../shared/content-list/content-filters.ts';
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
    getJson<ContentPage<BlogPost>>(contentPagePath('posts', { status: 'scheduled' }, CONTENT_PAGE_SIZE_MAX)),
  select: (page) => page.items,
});

export function useCreatePost() {
  return useContentWrite(contentKeys.blog, (body: CreateBlogPost) => sendJson<BlogPost>('POST', '/api/blog', body));
}

export function useUpdatePost() {
  return useContentWrite(contentKeys.blog, ({ id, body }: { id: number; body: UpdateBlogPost }) =>
    sendJson<BlogPost>('PATCH', `/api/blog/${id}`, body),
  );
}
