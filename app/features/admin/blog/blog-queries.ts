import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateBlogPost, UpdateBlogPost } from '#shared/admin/content.ts';
import type { StudioSettings } from '#shared/admin/studio.ts';
import type { BlogPost } from '#shared/content.ts';
import { getJson, sendJson } from '../../../lib/api-client.ts';
import { contentKeys } from '../content-list/content-keys.ts';
import { overviewQuery } from '../overview/overview.queries.ts';
import { browserTimeZone } from './studio-time.ts';

/** Signed-in staff get every post from the public read, drafts and scheduled ones included (D2). */
export const blogPostsQuery = queryOptions({
  queryKey: contentKeys.blog,
  queryFn: () => getJson<BlogPost[]>('/api/blog'),
});

/** The studio settings record (D6); the blog reads its time zone (D26) to schedule posts. */
export const studioSettingsQuery = queryOptions({
  queryKey: contentKeys.settings,
  queryFn: () => getJson<StudioSettings>('/api/admin/settings'),
});

export interface StudioClock {
  timeZone: string;
  /** 'studio' once the settings are read; 'browser' when they could not be (the zone is this device's) */
  source: 'studio' | 'browser' | 'pending';
}

/** Which clock a scheduled time is read on: the studio's, or this device's when it cannot be had. */
export function useStudioClock(): StudioClock {
  const settings = useQuery({ ...studioSettingsQuery, select: (record) => record.timeZone });
  if (settings.data) return { timeZone: settings.data, source: 'studio' };
  return { timeZone: browserTimeZone(), source: settings.isError ? 'browser' : 'pending' };
}

/** After a post changes: the list, and the overview's counts and featured items. */
export function useRefreshPosts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: contentKeys.blog }),
      queryClient.invalidateQueries({ queryKey: overviewQuery.queryKey }),
    ]);
}

export function useCreatePost() {
  const refresh = useRefreshPosts();
  return useMutation({
    mutationFn: (body: CreateBlogPost) => sendJson<BlogPost>('POST', '/api/blog', body),
    onSuccess: () => refresh(),
  });
}

export function useUpdatePost() {
  const refresh = useRefreshPosts();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateBlogPost }) =>
      sendJson<BlogPost>('PATCH', `/api/blog/${id}`, body),
    onSuccess: () => refresh(),
  });
}
