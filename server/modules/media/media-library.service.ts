import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { MediaItem, MediaListQuery, MediaPage, MediaUse, UpdateMedia } from '#shared/admin/media-library.ts';
import { defaultImageUrl, imageUrlUpTo } from '#shared/media.ts';
import { type AuditActor, recordAuditEvent } from '../../platform/audit.service.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';
import {
  blogPosts,
  editDrafts,
  emailTemplates,
  media,
  projectImages,
  projects,
  revisions,
  siteSettings,
  users,
} from '../../platform/db/schema/index.ts';
import { ConflictError, NotFoundError } from '../../platform/errors.ts';
import type { PlatformDeps } from '../../platform/platform-deps.ts';

export type MediaLibraryDeps = Pick<PlatformDeps, 'db'>;

/** `/media/<hash>/`: how a text (a post's content, a project's story, a template's HTML) names a stored image. */
const addressOf = sql`'/media/' || ${media.hash} || '/'`;

/**
 * Every live use of the image in `media`'s current row, as one condition: a project's gallery
 * (which includes the home banner) or an image inside its story, a post's featured image or an
 * image inside its text (docs/content-format.md), the designer's portrait, a template's HTML. The list's filter, the delete's refusal and the clean-up
 * job all ask this one question, so they cannot disagree.
 */
const isUsed: SQL = sql`(
  exists (select 1 from ${projectImages} where ${projectImages.mediaId} = ${media.id})
  or exists (select 1 from ${projects} where strpos(${projects.description}, ${addressOf}) > 0)
  or exists (select 1 from ${blogPosts} where ${blogPosts.featuredImageId} = ${media.id})
  or exists (select 1 from ${blogPosts} where strpos(${blogPosts.content}, ${addressOf}) > 0)
  or exists (select 1 from ${siteSettings} where ${siteSettings.designerPortraitId} = ${media.id})
  or exists (select 1 from ${emailTemplates} where strpos(${emailTemplates.htmlContent}, ${addressOf}) > 0)
)`;

/**
 * Named by a stored state: a revision's snapshot or someone's unsaved draft holds the image's
 * address (`/media/<hash>/…`, docs/history.md). The clean-up keeps such an image, so restoring that
 * revision or recovering that draft never points at bytes that are gone.
 */
const isInHistory: SQL = sql`(
  exists (select 1 from ${revisions} where strpos(${revisions.snapshot}::text, ${media.hash}) > 0)
  or exists (select 1 from ${editDrafts} where strpos(${editDrafts.data}::text, ${media.hash}) > 0)
)`;

/** Search: the default alt text, or the name of an item that uses the image. */
function matches(q: string): SQL {
  const pattern = containsPattern(q);
  return sql`(
    ${media.defaultAlt} ilike ${pattern}
    or exists (
      select 1 from ${projectImages} join ${projects} on ${projects.id} = ${projectImages.projectId}
      where ${projectImages.mediaId} = ${media.id} and ${projects.title} ilike ${pattern}
    )
    or exists (
      select 1 from ${projects}
      where strpos(${projects.description}, ${addressOf}) > 0 and ${projects.title} ilike ${pattern}
    )
    or exists (
      select 1 from ${blogPosts}
      where (${blogPosts.featuredImageId} = ${media.id} or strpos(${blogPosts.content}, ${addressOf}) > 0)
        and ${blogPosts.title} ilike ${pattern}
    )
    or exists (
      select 1 from ${emailTemplates}
      where strpos(${emailTemplates.htmlContent}, ${addressOf}) > 0 and ${emailTemplates.name} ilike ${pattern}
    )
  )`;
}

interface MediaRow {
  id: string;
  hash: string;
  width: number;
  height: number;
  byteSize: number;
  color: string;
  createdAt: Date;
  defaultAlt: string;
  uploadedBy: string | null;
}

const rowColumns = {
  id: media.id,
  hash: media.hash,
  width: media.width,
  height: media.height,
  byteSize: media.byteSize,
  color: media.color,
  createdAt: media.createdAt,
  defaultAlt: media.defaultAlt,
  uploadedBy: users.username,
};

/** Order of the uses in an answer: as the library lists them. */
const USE_ORDER: Record<MediaUse['kind'], number> = {
  banner: 0,
  project: 1,
  postFeatured: 2,
  postContent: 3,
  studioSettings: 4,
  emailTemplate: 5,
};

/** Where each of these images is used now, by media id. */
export async function usesOf(db: DbOrTx, ids: readonly string[]): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return uses;
  const add = (mediaId: string, use: MediaUse) => uses.get(mediaId)?.push(use);
  const [inProjects, inStories, featured, inPosts, portrait, inTemplates] = await Promise.all([
    db
      .select({
        mediaId: projectImages.mediaId,
        id: projects.id,
        name: projects.title,
        inBanner: projectImages.inBanner,
      })
      .from(projectImages)
      .innerJoin(projects, eq(projects.id, projectImages.projectId))
      .where(inArray(projectImages.mediaId, [...ids])),
    db
      .select({ mediaId: media.id, id: projects.id, name: projects.title })
      .from(projects)
      .innerJoin(media, sql`strpos(${projects.description}, ${addressOf}) > 0`)
      .where(inArray(media.id, [...ids])),
    db
      .select({ mediaId: blogPosts.featuredImageId, id: blogPosts.id, name: blogPosts.title })
      .from(blogPosts)
      .where(inArray(blogPosts.featuredImageId, [...ids])),
    db
      .select({ mediaId: media.id, id: blogPosts.id, name: blogPosts.title })
      .from(blogPosts)
      .innerJoin(media, sql`strpos(${blogPosts.content}, ${addressOf}) > 0`)
      .where(inArray(media.id, [...ids])),
    db
      .select({ mediaId: siteSettings.designerPortraitId })
      .from(siteSettings)
      .where(inArray(siteSettings.designerPortraitId, [...ids])),
    db
      .select({ mediaId: media.id, id: emailTemplates.id, name: emailTemplates.name })
      .from(emailTemplates)
      .innerJoin(media, sql`strpos(${emailTemplates.htmlContent}, ${addressOf}) > 0`)
      .where(inArray(media.id, [...ids])),
  ]);
  for (const row of inProjects) {
    add(row.mediaId, { kind: 'project', id: row.id, name: row.name });
    if (row.inBanner) add(row.mediaId, { kind: 'banner', id: row.id, name: row.name });
  }
  // An image in a project's story is a use by that project, named once with its gallery's.
  for (const row of inStories) {
    const listed = uses.get(row.mediaId)?.some((use) => use.kind === 'project' && use.id === row.id);
    if (!listed) add(row.mediaId, { kind: 'project', id: row.id, name: row.name });
  }
  for (const row of featured) if (row.mediaId) add(row.mediaId, { kind: 'postFeatured', id: row.id, name: row.name });
  for (const row of inPosts) add(row.mediaId, { kind: 'postContent', id: row.id, name: row.name });
  for (const row of portrait) if (row.mediaId) add(row.mediaId, { kind: 'studioSettings', id: null, name: '' });
  for (const row of inTemplates) add(row.mediaId, { kind: 'emailTemplate', id: row.id, name: row.name });
  for (const list of uses.values()) {
    list.sort((a, b) => USE_ORDER[a.kind] - USE_ORDER[b.kind] || (a.id ?? 0) - (b.id ?? 0));
  }
  return uses;
}

function toItem(row: MediaRow, uses: MediaUse[]): MediaItem {
  return {
    hash: row.hash,
    thumbnailUrl: imageUrlUpTo(row, 480),
    url: defaultImageUrl(row),
    byteSize: row.byteSize,
    width: row.width,
    height: row.height,
    color: row.color,
    createdAt: row.createdAt.toISOString(),
    defaultAlt: row.defaultAlt,
    uploadedBy: row.uploadedBy,
    uses,
  };
}

/** GET /api/admin/media: one page of the library, newest upload first. */
export async function listMedia(deps: MediaLibraryDeps, query: MediaListQuery): Promise<MediaPage> {
  const where = and(
    query.q ? matches(query.q) : undefined,
    query.filter === 'used' ? isUsed : query.filter === 'unused' ? sql`not ${isUsed}` : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select(rowColumns)
      .from(media)
      .leftJoin(users, eq(users.id, media.uploadedBy))
      .where(where)
      .orderBy(desc(media.createdAt), desc(media.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ n: sql<number>`count(*)::int` }).from(media).where(where),
  ]);
  const uses = await usesOf(
    deps.db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => toItem(row, uses.get(row.id) ?? [])),
    total: Number(counted?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The image the path names, locked for this transaction's write; 404 when none is stored. */
async function lockMedia(tx: DbOrTx, hash: string): Promise<MediaRow> {
  const [row] = await tx
    .select(rowColumns)
    .from(media)
    .leftJoin(users, eq(users.id, media.uploadedBy))
    .where(eq(media.hash, hash))
    .for('update', { of: media });
  if (!row) throw new NotFoundError('media_not_found');
  return row;
}

/** PATCH /api/admin/media/{hash}: the default alt text (uses already made keep their own). */
export async function updateMedia(
  deps: MediaLibraryDeps,
  actor: AuditActor,
  hash: string,
  input: UpdateMedia,
): Promise<MediaItem> {
  return deps.db.transaction(async (tx) => {
    const row = await lockMedia(tx, hash);
    await tx.update(media).set({ defaultAlt: input.defaultAlt }).where(eq(media.id, row.id));
    await recordAuditEvent(tx, {
      actor,
      action: 'media.update',
      entityType: 'media',
      entityId: hash,
      label: input.defaultAlt,
      data: { before: row.defaultAlt },
    });
    const uses = await usesOf(tx, [row.id]);
    return toItem({ ...row, defaultAlt: input.defaultAlt }, uses.get(row.id) ?? []);
  });
}

/** "the project “Sage Parlor”, the post “Spring”": what a refusal names, in English (the admin words its own). */
function namesOf(uses: readonly MediaUse[]): string {
  const phrase = (use: MediaUse) => {
    switch (use.kind) {
      case 'project':
        return `the project “${use.name}”`;
      case 'banner':
        return `the home banner (“${use.name}”)`;
      case 'postFeatured':
      case 'postContent':
        return `the post “${use.name}”`;
      case 'studioSettings':
        return 'the studio settings (designer portrait)';
      case 'emailTemplate':
        return `the e-mail template “${use.name}”`;
    }
  };
  return [...new Set(uses.map(phrase))].join(', ');
}

/**
 * DELETE /api/admin/media/{hash}: only an image nobody uses; its variants go with it (cascade).
 * A used one is refused with 409 `media_in_use`, naming the uses. The row is locked first, so a
 * gallery save that adds the image at the same moment either commits before (and the delete sees
 * the use) or waits for the delete (and is refused as naming an image not stored).
 */
export async function deleteMedia(deps: MediaLibraryDeps, actor: AuditActor, hash: string): Promise<{ hash: string }> {
  return deps.db.transaction(async (tx) => {
    const row = await lockMedia(tx, hash);
    const uses = (await usesOf(tx, [row.id])).get(row.id) ?? [];
    if (uses.length > 0) {
      throw new ConflictError('media_in_use', { names: namesOf(uses), count: uses.length }, undefined, { uses });
    }
    await tx.delete(media).where(eq(media.id, row.id));
    await recordAuditEvent(tx, {
      actor,
      action: 'media.delete',
      entityType: 'media',
      entityId: hash,
      label: row.defaultAlt,
      data: { byteSize: row.byteSize, width: row.width, height: row.height },
    });
    return { hash };
  });
}

/**
 * The daily clean-up (docs/media-library.md): removes uploads created before `cutoff` that nothing
 * uses and no revision or draft names. Each image is deleted in its own transaction, locked with
 * SKIP LOCKED and checked again under the lock: two runs at once (two instances) never delete one
 * image twice nor write two audit rows for it, and an image that gained a use meanwhile stays.
 * Answers the hashes it removed.
 */
export async function removeUnusedMedia(deps: MediaLibraryDeps, cutoff: Date): Promise<string[]> {
  const stale = and(
    sql`${media.createdAt} < ${cutoff.toISOString()}::timestamptz`,
    sql`not ${isUsed}`,
    sql`not ${isInHistory}`,
  );
  const candidates = await deps.db.select({ id: media.id }).from(media).where(stale).orderBy(media.createdAt);
  const removed: string[] = [];
  for (const candidate of candidates) {
    const hash = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: media.id, hash: media.hash, defaultAlt: media.defaultAlt, byteSize: media.byteSize })
        .from(media)
        .where(and(eq(media.id, candidate.id), stale))
        .for('update', { skipLocked: true });
      if (!row) return null;
      await tx.delete(media).where(eq(media.id, row.id));
      await recordAuditEvent(tx, {
        actor: null,
        action: 'media.delete',
        entityType: 'media',
        entityId: row.hash,
        label: row.defaultAlt,
        data: { reason: 'unused', byteSize: row.byteSize },
      });
      return row.hash;
    });
    if (hash) removed.push(hash);
  }
  return removed;
}
