import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import {
  type CreatePreviewLink,
  PREVIEW_DAYS_DEFAULT,
  type PreviewEntity,
  type PreviewLink,
  type PreviewLinkCreated,
  type PreviewLinkListQuery,
} from '#shared/admin/preview-links.ts';
import type { ErrorCode } from '#shared/api/errors.ts';
import type { BlogPost, Project } from '#shared/content.ts';
import { type AuditActor, recordAuditEvent } from '../../platform/audit.service.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { blogPosts, previewLinks, projects, users } from '../../platform/db/schema/index.ts';
import { ConflictError, NotFoundError } from '../../platform/errors.ts';
import type { RateLimitRule } from '../../platform/http/rate-limit.service.ts';
import { getPostById, getProjectById } from '../content/index.ts';
import type { PreviewDeps } from './deps.ts';
import { hashPreviewToken, isPreviewTokenShaped, newPreviewToken, previewPath } from './preview-token.ts';

export const PREVIEW_LINK_NOT_FOUND = 'preview_link_not_found' satisfies ErrorCode;
const ITEM_NOT_FOUND = { post: 'post_not_found', project: 'project_not_found' } as const satisfies Record<
  PreviewEntity,
  ErrorCode
>;

/**
 * Per user, not per address: making links is staff work behind a session, and a link is a secret
 * handed to someone outside the studio, so a flood of them is a mistake or a stolen session. A
 * studio shares a few a day; sixty an hour leaves room for a busy afternoon.
 */
export const PREVIEW_CREATE_RATE_LIMIT: RateLimitRule = { name: 'preview-link-create', limit: 60, windowSeconds: 3600 };

const DAY_MS = 24 * 60 * 60 * 1000;

interface Item {
  title: string;
  published: boolean;
}

/** The item a link would show: its title (the audit's label) and whether it is already public. */
async function findItem(db: DbOrTx, entity: PreviewEntity, id: number): Promise<Item | null> {
  if (entity === 'post') {
    const [row] = await db
      .select({ title: blogPosts.title, status: blogPosts.status })
      .from(blogPosts)
      .where(eq(blogPosts.id, id))
      .limit(1);
    return row ? { title: row.title, published: row.status === 'published' } : null;
  }
  const [row] = await db
    .select({ title: projects.title, published: projects.published })
    .from(projects)
    .where(eq(projects.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * POST /api/admin/preview-links: a new link to an unpublished post (draft or scheduled) or project.
 * A public item is refused (its own address is the link to share); an unknown one is its 404. The
 * token leaves the server only in this answer.
 */
export async function createPreviewLink(
  deps: PreviewDeps,
  actor: AuditActor,
  input: CreatePreviewLink,
): Promise<PreviewLinkCreated> {
  const token = newPreviewToken();
  const now = deps.clock();
  const expiresAt = new Date(now.getTime() + (input.expiresInDays ?? PREVIEW_DAYS_DEFAULT) * DAY_MS);
  const id = await deps.db.transaction(async (tx) => {
    const item = await findItem(tx, input.entityType, input.entityId);
    if (!item) throw new NotFoundError(ITEM_NOT_FOUND[input.entityType]);
    if (item.published) throw new ConflictError('preview_item_published');
    const [row] = await tx
      .insert(previewLinks)
      .values({
        tokenHash: hashPreviewToken(token),
        entity: input.entityType,
        entityId: input.entityId,
        createdBy: actor.id,
        createdAt: now,
        expiresAt,
      })
      .returning({ id: previewLinks.id });
    if (!row) throw new Error('preview link insert returned no row');
    await recordAuditEvent(tx, {
      actor,
      action: 'preview.create',
      entityType: input.entityType,
      entityId: input.entityId,
      label: item.title,
      // Never the token: the log is read by every admin.
      data: { link: row.id, expiresAt: expiresAt.toISOString() },
    });
    return row.id;
  });
  return { id, url: `${deps.config.publicUrl}${previewPath(token)}`, expiresAt: expiresAt.toISOString() };
}

/** A link that still opens: not revoked, not past its time. */
const live = (now: Date) => and(isNull(previewLinks.revokedAt), gt(previewLinks.expiresAt, now));

/** GET /api/admin/preview-links: the item's live links, oldest first, without their tokens (none is kept). */
export async function listPreviewLinks(deps: PreviewDeps, query: PreviewLinkListQuery): Promise<PreviewLink[]> {
  const rows = await deps.db
    .select({
      id: previewLinks.id,
      createdAt: previewLinks.createdAt,
      expiresAt: previewLinks.expiresAt,
      createdBy: users.username,
    })
    .from(previewLinks)
    .leftJoin(users, eq(users.id, previewLinks.createdBy))
    .where(
      and(eq(previewLinks.entity, query.entityType), eq(previewLinks.entityId, query.entityId), live(deps.clock())),
    )
    .orderBy(asc(previewLinks.createdAt), asc(previewLinks.id));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    createdBy: row.createdBy ?? null,
  }));
}

/**
 * DELETE /api/admin/preview-links/{id}: the link stops opening at once. Only a live link can be
 * revoked; an expired or already revoked one is the same 404 as an unknown one. One conditional
 * update, so two revokes at once cannot both succeed (nor both be audited).
 */
export async function revokePreviewLink(deps: PreviewDeps, actor: AuditActor, id: string): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(previewLinks)
      .set({ revokedAt: now })
      .where(and(eq(previewLinks.id, id), live(now)))
      .returning({ entity: previewLinks.entity, entityId: previewLinks.entityId });
    if (!revoked) throw new NotFoundError(PREVIEW_LINK_NOT_FOUND);
    const item = await findItem(tx, revoked.entity, revoked.entityId);
    await recordAuditEvent(tx, {
      actor,
      action: 'preview.revoke',
      entityType: revoked.entity,
      entityId: revoked.entityId,
      label: item?.title ?? '',
      data: { link: id },
    });
  });
}

/** What `/preview/{token}` shows. */
export type PreviewOpening =
  /** no link has this token (or it is not one): 404 */
  | { state: 'unknown' }
  /** expired, revoked, or its item deleted: 410 */
  | { state: 'gone' }
  /** the item went public since: its own address is the page now */
  | { state: 'public'; path: string }
  | { state: 'post'; post: BlogPost; expiresAt: string }
  | { state: 'project'; project: Project; expiresAt: string };

/**
 * The item of a preview link, found by the token's hash and by nothing else: the link's own
 * entity and id are the only ones read, so a token shows exactly one item, whatever the address
 * around it says.
 */
export async function openPreviewLink(deps: Pick<PreviewDeps, 'db' | 'clock'>, token: string): Promise<PreviewOpening> {
  if (!isPreviewTokenShaped(token)) return { state: 'unknown' };
  const [link] = await deps.db
    .select()
    .from(previewLinks)
    .where(eq(previewLinks.tokenHash, hashPreviewToken(token)))
    .limit(1);
  if (!link) return { state: 'unknown' };
  if (link.revokedAt !== null || link.expiresAt.getTime() <= deps.clock().getTime()) return { state: 'gone' };
  const expiresAt = link.expiresAt.toISOString();
  if (link.entity === 'post') {
    const post = await getPostById(deps.db, link.entityId);
    if (!post) return { state: 'gone' };
    if (post.status === 'published') return { state: 'public', path: `/blog/${post.slug}` };
    return { state: 'post', post, expiresAt };
  }
  const project = await getProjectById(deps.db, link.entityId);
  if (!project) return { state: 'gone' };
  if (project.published) return { state: 'public', path: `/projects/${project.slug}` };
  return { state: 'project', project, expiresAt };
}
