import { eq, sql } from 'drizzle-orm';
import type { CreateBlogPost, UpdateBlogPost } from '#shared/admin/content.ts';
import type { ErrorCode } from '#shared/api/errors.ts';
import type { BlogPost } from '#shared/content.ts';
import { type AuditActor, recordAuditEvent } from '../../platform/audit.service.ts';
import { writeContent } from '../../platform/content-write.ts';
import type { DbOrTx, Transaction } from '../../platform/db/client.ts';
import { onUniqueViolation } from '../../platform/db/errors.ts';
import { blogPosts } from '../../platform/db/schema/index.ts';
import { type NewOrder, saveOrder, topPosition } from '../../platform/db/sort-order.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import {
  beginEdit,
  deleteHistory,
  type FinishOptions,
  finishEdit,
  recordCreation,
} from '../../platform/history/edit-history.ts';
import { defaultAltsOf, findStoredImage } from '../media/index.ts';
import { assertActiveOption, firstActiveOption } from '../studio/index.ts';
import { getPostById, studioOrder } from './blog.service.ts';
import { excerptFromContent, goesPublic, resolvePublication } from './blog-post-rules.ts';
import type { ContentDeps } from './deps.ts';
import { postHistory } from './post-history.ts';
import { chooseSlug, dropSlugRedirects, recordSlugChange } from './slugs.ts';

const CATEGORY = { name: 'category', label: 'Category' } as const;
export const POST_NOT_FOUND = 'post_not_found' satisfies ErrorCode;

/**
 * The featured image: a stored image named by its media URL (SECURITY 10: never fetched), or null.
 * An address the server does not store is the editor's mistake, shown beside the field.
 */
async function featuredImageId(db: DbOrTx, url: string | null): Promise<string | null> {
  if (url === null) return null;
  const id = await findStoredImage(db, url);
  if (id === null) throw ValidationError.forField('featuredImage', 'featured_image_not_stored');
  return id;
}

/** Issue 29: a new featured image's alt text starts as the media library's default text for it. */
async function startingAlt(db: DbOrTx, imageId: string | null, typed: string | undefined): Promise<string> {
  if (typed) return typed;
  return imageId ? ((await defaultAltsOf(db, [imageId])).get(imageId) ?? '') : '';
}

async function answer(tx: Transaction, id: number): Promise<BlogPost> {
  const post = await getPostById(tx, id);
  if (!post) throw new Error(`post ${id} vanished inside its own transaction`);
  return post;
}

/**
 * POST /api/blog ('Add Content' and the create dialog). Defaults (admin area §5 with D1–D3, D24): the
 * content falls back to the excerpt and the excerpt to the start of the content; the category is
 * the first active blog category; the slug comes from the title; the read time is always computed
 * from the words; the post is published now unless it asks to be a draft or names a future date.
 */
export async function createBlogPost(deps: ContentDeps, actor: AuditActor, input: CreateBlogPost): Promise<BlogPost> {
  const content = input.content?.trim() ? input.content : (input.excerpt ?? '');
  const excerpt = input.excerpt ? input.excerpt : excerptFromContent(content);
  const publication = resolvePublication(input, null, deps.clock());
  return withUniqueSlug(() =>
    writeContent(deps, async (tx) => {
      const category = input.category ?? (await firstActiveOption(tx, 'blogCategory', CATEGORY));
      if (input.category !== undefined) await assertActiveOption(tx, 'blogCategory', category, CATEGORY);
      const slug = await chooseSlug(tx, 'blogPost', { typed: input.slug || undefined, title: input.title });
      const imageId = await featuredImageId(tx, input.featuredImage ?? null);
      const [row] = await tx
        .insert(blogPosts)
        .values({
          slug,
          title: input.title,
          excerpt,
          content,
          category,
          tags: input.tags ?? [],
          featuredImageId: imageId,
          featuredImageAlt: await startingAlt(tx, imageId, input.featuredImageAlt),
          status: publication.status,
          publishedAt: publication.publishedAt,
          featured: input.featured ?? false,
          sortOrder: await topPosition(tx, blogPosts),
        })
        .returning({ id: blogPosts.id });
      if (!row) throw new Error('insert returned no row');
      await recordCreation(tx, postHistory, row.id, actor);
      await recordAuditEvent(tx, {
        actor,
        action: 'content.create',
        entityType: 'blogPost',
        entityId: row.id,
        label: input.title,
        data: { status: publication.status, publishedAt: publication.publishedAt?.toISOString() ?? null },
      });
      return answer(tx, row.id);
    }),
  );
}

/**
 * PATCH /api/blog/{id}: any subset (the star sends `{ featured }`, the dialog the whole form). A
 * category may stay one that was deactivated since (D1) but not become another inactive one; a new
 * slug keeps the old address answering 301 (D3); a post that goes public takes the top place.
 * Issue 29: a stale `version` is 409 `edit_conflict` before anything is written; a save that
 * changes the post keeps its new state as a revision.
 */
export async function updateBlogPost(
  deps: ContentDeps,
  actor: AuditActor,
  id: number,
  changes: UpdateBlogPost,
  options: FinishOptions = {},
): Promise<BlogPost> {
  const now = deps.clock();
  return withUniqueSlug(() =>
    writeContent(deps, async (tx) => {
      const edit = await beginEdit(tx, postHistory, id, changes.version);
      const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
      if (!edit || !before) throw new NotFoundError(POST_NOT_FOUND);
      const publication = resolvePublication(changes, before, now);
      if (changes.category !== undefined) {
        await assertActiveOption(tx, 'blogCategory', changes.category, { ...CATEGORY, keep: before.category });
      }
      const title = changes.title ?? before.title;
      const slug =
        changes.slug === undefined
          ? before.slug
          : await chooseSlug(tx, 'blogPost', { typed: changes.slug || undefined, title, exceptId: id });
      const imageId =
        changes.featuredImage === undefined ? before.featuredImageId : await featuredImageId(tx, changes.featuredImage);
      // A new picture's alt text is the title until someone describes it: the old text described the old picture.
      const imageAlt =
        imageId === before.featuredImageId
          ? (changes.featuredImageAlt ?? before.featuredImageAlt)
          : await startingAlt(tx, imageId, changes.featuredImageAlt);
      await tx
        .update(blogPosts)
        .set({
          title,
          slug,
          excerpt: changes.excerpt ?? before.excerpt,
          content: changes.content ?? before.content,
          category: changes.category ?? before.category,
          tags: changes.tags ?? before.tags,
          featuredImageId: imageId,
          featuredImageAlt: imageAlt,
          status: publication.status,
          publishedAt: publication.publishedAt,
          featured: changes.featured ?? before.featured,
          sortOrder: goesPublic(before, publication) ? await topPosition(tx, blogPosts) : before.sortOrder,
          updatedAt: sql`now()`,
        })
        .where(eq(blogPosts.id, id));
      await recordSlugChange(tx, 'blogPost', id, before.slug, slug);
      await finishEdit(tx, edit, actor, options);
      await recordAuditEvent(tx, {
        actor,
        action: 'content.update',
        entityType: 'blogPost',
        entityId: id,
        label: title,
        data: {
          fields: Object.keys(changes).filter((field) => field !== 'version'),
          ...(publication.status !== before.status ? { status: { from: before.status, to: publication.status } } : {}),
          ...(slug !== before.slug ? { slug: { from: before.slug, to: slug } } : {}),
        },
      });
      return answer(tx, id);
    }),
  );
}

/** DELETE /api/blog/{id}: the post and its old addresses (they would redirect to nothing). */
export async function deleteBlogPost(deps: ContentDeps, actor: AuditActor, id: number): Promise<void> {
  await writeContent(deps, async (tx) => {
    const [row] = await tx
      .delete(blogPosts)
      .where(eq(blogPosts.id, id))
      .returning({ title: blogPosts.title, slug: blogPosts.slug });
    if (!row) throw new NotFoundError(POST_NOT_FOUND);
    await dropSlugRedirects(tx, 'blogPost', id);
    await deleteHistory(tx, 'post', id);
    await recordAuditEvent(tx, {
      actor,
      action: 'content.delete',
      entityType: 'blogPost',
      entityId: id,
      label: row.title,
      data: { slug: row.slug },
    });
  });
}

/**
 * POST /api/blogPost/reorder (D19): the order of the whole list, drafts and scheduled posts
 * included (the tab shows them all): exactly the current ids, or nothing changes; with `partial`,
 * some of them among their own places (issue 11, `saveOrder`).
 */
export async function reorderBlogPosts(deps: ContentDeps, actor: AuditActor, order: NewOrder): Promise<void> {
  await writeContent(deps, async (tx) => {
    await saveOrder(tx, blogPosts, order, studioOrder);
    await recordAuditEvent(tx, {
      actor,
      action: 'content.reorder',
      entityType: 'blogPost',
      entityId: null,
      label: '',
      data: order.partial ? { order: order.ids, partial: true } : { order: order.ids },
    });
  });
}

/** Two saves racing for the same free slug: the second is told, never a 500. */
function withUniqueSlug<T>(write: () => Promise<T>): Promise<T> {
  return onUniqueViolation(write, () => new ConflictError('slug_race'));
}
