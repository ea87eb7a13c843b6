import { data, type RouterContextProvider, redirect } from 'react-router';
import { getPublishedPostBySlug, listPublishedPosts } from '#server/modules/content/index.ts';
import { getSendingSettings } from '#server/modules/studio/index.ts';
import { appContext } from '#server/platform/http/ssr/app-context.ts';
import { toPostCard } from './page-shapes.ts';
import { postForPage } from './rich-text.server.ts';
import { studioDay } from './studio-day.server.ts';

/** /blog/{slug}: a published post (its body parsed), up to 3 related posts of its category; 404 or 301 otherwise. */
export async function loadBlogPostPage(context: Readonly<RouterContextProvider>, slug: string) {
  const { db } = context.get(appContext);
  const found = await getPublishedPostBySlug(db, slug);
  if (!found) return data({ post: null, body: [], day: null, related: [] }, { status: 404 });
  if ('redirectTo' in found) throw redirect(`/blog/${encodeURIComponent(found.redirectTo)}`, 301);
  const [related, { timeZone }, page] = await Promise.all([
    listPublishedPosts(db, { category: found.post.category, excludeId: found.post.id, limit: 3 }),
    getSendingSettings(db),
    postForPage(db, found.post),
  ]);
  return {
    ...page,
    /** the day it was published, on the studio's calendar */
    day: studioDay(found.post.publishedAt ?? found.post.createdAt, timeZone),
    related: related.map((post) => toPostCard(post, (iso) => studioDay(iso, timeZone))),
  };
}
