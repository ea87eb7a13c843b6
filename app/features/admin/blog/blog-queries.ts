import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreateBlogPost, UpdateBlogPost } from '#shared/admin/content.ts';
import { CONTENT_PAGE_SIZE_MAX, type ContentPage } from '#shared/admin/content-lists.ts';
import type { BlogPost } from '#shared/content.ts';
import { getJson, sendJson } from '../../../lib/api-client.ts';
import { useContentWrite } from '../content-list/content-cache.ts';
import { contentPagePath } from '../content-list/content-filters.ts';
import { contentKeys } from '../content-list/content-keys.ts';
import { studioSettingsQuery } from '../studio/studio-queries.ts';
import { browserTimeZone } from './studio-time.ts';

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

export interface StudioClock {
  timeZone: string;
  /** 'studio' once the settings are read; 'browser' when they could not be (the zone is this device's) */
  source: 'studio' | 'browser' | 'pending';
}

/** Which clock a scheduled time is read on: the studio's (D26), or this device's when it cannot be had. */
export function useStudioClock(): StudioClock {
  const settings = useQuery({ ...studioSettingsQuery, select: (record) => record.timeZone });
  if (settings.data) return { timeZone: settings.data, source: 'studio' };
  return { timeZone: browserTimeZone(), source: settings.isError ? 'browser' : 'pending' };
}

export function useCreatePost() {
  return useContentWrite(contentKeys.blog, (body: CreateBlogPost) => sendJson<BlogPost>('POST', '/api/blog', body));
}

export function useUpdatePost() {
  return useContentWrite(contentKeys.blog, ({ id, body }: { id: number; body: UpdateBlogPost }) =>
    sendJson<BlogPost>('PATCH', `/api/blog/${id}`, body),
  );
}
