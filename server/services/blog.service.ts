import { and, desc, eq, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { BlogPost } from '#shared/content.ts';
import { defaultImageUrl } from '#shared/media.ts';
import { readTimeMinutes } from '#shared/text.ts';
import type { DbOrTx } from '../db/client.ts';
import { blogPosts, media, slugRedirects } from '../db/schema/index.ts';

const postColumns = {
  post: blogPosts,
  image: { hash: media.hash, width: media.width, height: media.height, color: media.color },
};

type PostRow = {
  post: typeof blogPosts.$inferSelect;
  image: { hash: string; width: number; height: number; color: string } | null;
};

function toBlogPost({ post, image }: PostRow): BlogPost {
  const imageRef = image ? { ...image, alt: post.featuredImageAlt || post.title } : null;
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    category: post.category,
    tags: post.tags,
    featuredImage: imageRef ? defaultImageUrl(imageRef) : null,
    featuredImageRef: imageRef,
    readTime: readTimeMinutes(post.content),
    published: post.status === 'published',
    publishedAt: post.publishedAt?.toISOString() ?? null,
    featured: post.featured,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  };
}

const newestFirst = [desc(blogPosts.publishedAt), desc(blogPosts.id)] as const;

/**
 * D2: anonymous readers only ever see published posts; a post whose publish date is still ahead
 * is scheduled, not yet public.
 */
function visibleNow() {
  return and(
    eq(blogPosts.status, 'published'),
    or(isNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, sql`now()`)),
  );
}

export async function listPublishedPosts(
  db: DbOrTx,
  filter: { category?: string; limit?: number; excludeId?: number } = {},
): Promise<BlogPost[]> {
  const query = db
    .select(postColumns)
    .from(blogPosts)
    .leftJoin(media, eq(media.id, blogPosts.featuredImageId))
    .where(
      and(
        visibleNow(),
        filter.category ? eq(blogPosts.category, filter.category) : undefined,
        filter.excludeId ? ne(blogPosts.id, filter.excludeId) : undefined,
      ),
    )
    .orderBy(...newestFirst);
  const rows = filter.limit ? await query.limit(filter.limit) : await query;
  return rows.map(toBlogPost);
}

export type PostLookup = { post: BlogPost } | { redirectTo: string } | null;

export async function getPublishedPostBySlug(db: DbOrTx, slug: string): Promise<PostLookup> {
  const [row] = await db
    .select(postColumns)
    .from(blogPosts)
    .leftJoin(media, eq(media.id, blogPosts.featuredImageId))
    .where(and(visibleNow(), eq(blogPosts.slug, slug)))
    .limit(1);
  if (row) return { post: toBlogPost(row) };
  const [redirect] = await db
    .select({ slug: blogPosts.slug })
    .from(slugRedirects)
    .innerJoin(blogPosts, eq(blogPosts.id, slugRedirects.targetId))
    .where(and(eq(slugRedirects.entity, 'blogPost'), eq(slugRedirects.oldSlug, slug), visibleNow()))
    .limit(1);
  return redirect ? { redirectTo: redirect.slug } : null;
}
