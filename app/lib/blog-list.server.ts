import type { RouterContextProvider } from 'react-router';
import { listPublishedPosts } from '#server/modules/content/index.ts';
import { getSendingSettings, listActiveOptions } from '#server/modules/studio/index.ts';
import { appContext } from '#server/platform/http/ssr/app-context.ts';
import { toPostCard } from './page-shapes.ts';
import { studioDay } from './studio-day.server.ts';

/**
 * /blog and /blog?category=…: the published posts (D2), filtered by the category in the query
 * when there is one, and the studio's active blog categories for the chip row (D1). A category
 * nobody uses simply matches no post.
 */
export async function loadBlogList(context: Readonly<RouterContextProvider>, category: string | null) {
  const { db } = context.get(appContext);
  const [posts, categories, { timeZone }] = await Promise.all([
    listPublishedPosts(db, category ? { category } : {}),
    listActiveOptions(db, 'blogCategory'),
    getSendingSettings(db),
  ]);
  return { posts: posts.map((post) => toPostCard(post, (iso) => studioDay(iso, timeZone))), categories, category };
}
