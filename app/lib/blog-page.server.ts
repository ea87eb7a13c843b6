import { data, type RouterContextProvider, redirect } from 'react-router';
import { getPublishedPostBySlug, listPublishedPosts } from '#server/modules/content/index.ts';
import { appContext } from '#server/platform/http/ssr/app-context.ts';
import { toPostCard } from './page-shapes.ts';

/** /blog/{slug}: a published post and up to 3 related posts of its category; 404 or 301 otherwise. */
export async function loadBlogPostPage(context: Readonly<RouterContextProvider>, slug: string) {
  const { db } = context.get(appContext);
  const found = await getPublishedPostBySlug(db, slug);
  if (!found) return data({ post: null, related: [] }, { status: 404 });
  if ('redirectTo' in found) throw redirect(`/blog/${encodeURIComponent(found.redirectTo)}`, 301);
  const related = await listPublishedPosts(db, {
    category: found.post.category,
    excludeId: found.post.id,
    limit: 3,
  });
  return { post: found.post, related: related.map(toPostCard) };
}
