import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreateBlogPost, UpdateBlogPost } from '#shared/admin/content.ts';
import type { BlogPost } from '#shared/content.ts';
import { getJson, sendJson } from '../../../lib/api-client.ts';
import { useContentWrite } from '../content-list/content-cache.ts';
import { contentKeys } from '../content-list/content-keys.ts';
import { studioSettingsQuery } from '../studio/studio-queries.ts';
import { browserTimeZone } from './studio-time.ts';

/** Signed-in staff get every post from the public read, drafts and scheduled ones included (D2). */
export const blogPostsQuery = queryOptions({
  queryKey: contentKeys.blog,
  queryFn: () => getJson<BlogPost[]>('/api/blog'),
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
