import { and, asc, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { ContentPage, PostListQuery } from '#shared/admin/content-lists.ts';
import type { BlogPost } from '#shared/content.ts';
import { defaultImageUrl } from '#shared/media.ts';
import { readTimeMinutes } from '#shared/text.ts';
import type { Database, DbOrTx } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';
import { readInOneSnapshot } from '../../platform/db/one-snapshot.ts';
import { blogPosts, media, slugRedirects } from '../../platform/db/schema/index.ts';

const postColumns = {
  post: blogPosts,
  image: { hash: media.hash, width: media.width, height: media.height, color: media.color },
};

type PostRow = {
  post: typeof blogPosts.$inferSelect;
  image: { hash: string; width: number; height: number; color: string } | null;
};

export function toBlogPost({ post, image }: PostRow): BlogPost {
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
    featuredImageAlt: post.featuredImageAlt,
    readTime: readTimeMinutes(post.content),
    published: post.status === 'published',
    status: post.status,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    featured: post.featured,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    version: post.version,
  };
}

/**
 * D19: the studio's order (the Blog Posts tab's drag and drop) decides every list, public or not;
 * posts at the same position (two created at once) read newest first. A post takes the top place
 * when it is created and again when it goes public (blog-writes.service.ts), so without any
 * dragging the blog reads newest first.
 */
export const studioOrder = [
  asc(blogPosts.sortOrder),
  sql`${blogPosts.publishedAt} desc nulls first`,
  desc(blogPosts.id),
] as const;

/**
 * D2, D24: what anonymous callers may see. Only the status decides: a post is 'published' only
 * once its time has come (the writes refuse a published post dated ahead, and the scheduler turns
 * 'scheduled' into 'published' at its time, through a content write that drops every cache), so
 * no public answer depends on which clock a reader's query happens to use.
 */
export function isPublicPost(): SQL {
  return eq(blogPosts.status, 'published');
}

/** Who is reading: the public (published posts only) or signed-in staff (every status, D2). */
export type PostAudience = 'public' | 'staff';

function visibleTo(audience: PostAudience): SQL | undefined {
  return audience === 'public' ? isPublicPost() : undefined;
}

async function listPosts(
  db: DbOrTx,
  audience: PostAudience,
  filter: { category?: string; limit?: number; excludeId?: number },
): Promise<BlogPost[]> {
  const query = db
    .select(postColumns)
    .from(blogPosts)
    .leftJoin(media, eq(media.id, blogPosts.featuredImageId))
    .where(
      and(
        visibleTo(audience),
        filter.category ? eq(blogPosts.category, filter.category) : undefined,
        filter.excludeId ? ne(blogPosts.id, filter.excludeId) : undefined,
      ),
    )
    .orderBy(...studioOrder);
  const rows = filter.limit ? await query.limit(filter.limit) : await query;
  return rows.map(toBlogPost);
}

/** The public blog, home page, related posts, chat: published posts only, in the studio's order. */
export function listPublishedPosts(
  db: DbOrTx,
  filter: { category?: string; limit?: number; excludeId?: number } = {},
): Promise<BlogPost[]> {
  return listPosts(db, 'public', filter);
}

/** The Blog Posts tab (staff view of `GET /api/blog`): drafts and scheduled posts too, same order. */
export function listPostsForStaff(db: DbOrTx, filter: { category?: string } = {}): Promise<BlogPost[]> {
  return listPosts(db, 'staff', filter);
}

function staffPostFilter(query: PostListQuery): SQL | undefined {
  const q = query.q.trim();
  const pattern = containsPattern(q);
  return and(
    q
      ? or(ilike(blogPosts.title, pattern), ilike(blogPosts.excerpt, pattern), ilike(blogPosts.slug, pattern))
      : undefined,
    query.status ? eq(blogPosts.status, query.status) : undefined,
    query.category ? eq(blogPosts.category, query.category) : undefined,
    query.featured === 'true' ? eq(blogPosts.featured, true) : undefined,
  );
}

/**
 * GET /api/admin/posts (issue 11): one page of the Blog Posts tab — every status, the studio's
 * order — with how many match, read in one snapshot. Only that page's rows are read.
 */
export async function listPostPageForStaff(db: Database, query: PostListQuery): Promise<ContentPage<BlogPost>> {
  const where = staffPostFilter(query);
  return readInOneSnapshot(db, async (tx) => {
    const [counted] = await tx.select({ total: sql<number>`count(*)::int` }).from(blogPosts).where(where);
    const rows = await tx
      .select(postColumns)
      .from(blogPosts)
      .leftJoin(media, eq(media.id, blogPosts.featuredImageId))
      .where(where)
      .orderBy(...studioOrder)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    return {
      items: rows.map(toBlogPost),
      total: Number(counted?.total ?? 0),
      page: query.page,
      pageSize: query.pageSize,
    };
  });
}

export type PostLookup = { post: BlogPost } | { redirectTo: string } | null;

async function findPostBySlug(db: DbOrTx, audience: PostAudience, slug: string): Promise<PostLookup> {
  const [row] = await db
    .select(postColumns)
    .from(blogPosts)
    .leftJoin(media, eq(media.id, blogPosts.featuredImageId))
    .where(and(visibleTo(audience), eq(blogPosts.slug, slug)))
    .limit(1);
  if (row) return { post: toBlogPost(row) };
  // D3: a renamed post's old address leads to its new one (for the public, only once it is public).
  const [redirect] = await db
    .select({ slug: blogPosts.slug })
    .from(slugRedirects)
    .innerJoin(blogPosts, eq(blogPosts.id, slugRedirects.targetId))
    .where(and(eq(slugRedirects.entity, 'blogPost'), eq(slugRedirects.oldSlug, slug), visibleTo(audience)))
    .limit(1);
  return redirect ? { redirectTo: redirect.slug } : null;
}

/** `/blog/{slug}` and `/api/blog/{slug}` for the public: a draft or scheduled post does not exist. */
export function getPublishedPostBySlug(db: DbOrTx, slug: string): Promise<PostLookup> {
  return findPostBySlug(db, 'public', slug);
}

/** The staff view of `/api/blog/{slug}`: any status (a preview of a draft). */
export function getPostBySlugForStaff(db: DbOrTx, slug: string): Promise<PostLookup> {
  return findPostBySlug(db, 'staff', slug);
}

/** One post by id, any status (the answer of an admin write), or null. */
export async function getPostById(db: DbOrTx, id: number): Promise<BlogPost | null> {
  const [row] = await db
    .select(postColumns)
    .from(blogPosts)
    .leftJoin(media, eq(media.id, blogPosts.featuredImageId))
    .where(eq(blogPosts.id, id))
    .limit(1);
  return row ? toBlogPost(row) : null;
}
