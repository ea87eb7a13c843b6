import { and, desc, eq } from 'drizzle-orm';
import type { RevisionDetail, RevisionList, RevisionListQuery, RevisionSummary } from '#shared/admin/history.ts';
import { STUDIO_SETTINGS_ID } from '#shared/admin/history.ts';
import { can, type Permission, type Role } from '#shared/admin/permissions.ts';
import type { ErrorCode } from '#shared/api/errors.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { revisions } from '../../platform/db/schema/index.ts';
import { ForbiddenError, NotFoundError } from '../../platform/errors.ts';
import type { PlatformDeps } from '../../platform/platform-deps.ts';
import { HISTORY_KINDS, type HistoryKind, type RestoringUser } from './revision-kinds.ts';

/**
 * An item's history (issue 29, D33; docs/history.md): its revisions newest first, one of them
 * whole, and a restore — the item's own save of that revision's state, which becomes the newest
 * revision (history only grows).
 */

export const REVISION_NOT_FOUND = 'revision_not_found' satisfies ErrorCode;
export const REVISION_ITEM_GONE = 'revision_item_gone' satisfies ErrorCode;

type RevisionRow = typeof revisions.$inferSelect;

function toSummary(row: RevisionRow): RevisionSummary {
  return {
    id: row.id,
    entity: row.entity,
    entityId: row.entityId,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    // No name: a state kept from before history was kept, or one the publishing schedule saved.
    author: row.authorName === null ? null : { id: row.authorId, name: row.authorName },
    published: row.published,
    restoredFromVersion: row.restoredFromVersion,
    changedFields: row.changedFields,
  };
}

function assertMay(role: Role, permission: Permission): void {
  if (!can(role, permission)) throw new ForbiddenError('forbidden');
}

/** The item's version now; null when there is no such item (the settings before their first save are version 1). */
async function currentVersion(db: DbOrTx, kind: HistoryKind, id: number): Promise<number | null> {
  const { table } = kind.history;
  const [row] = await db.select({ version: table.version }).from(table).where(eq(table.id, id)).limit(1);
  if (row) return Number(row.version);
  return kind.history.entity === 'studioSettings' && id === STUDIO_SETTINGS_ID ? 1 : null;
}

/** GET /api/admin/revisions?entity=&id=: reading the history needs what reading the item needs. */
export async function listRevisions(db: DbOrTx, role: Role, query: RevisionListQuery): Promise<RevisionList> {
  const kind = HISTORY_KINDS[query.entity];
  assertMay(role, kind.read);
  const version = await currentVersion(db, kind, query.id);
  if (version === null) throw new NotFoundError(kind.notFound ?? REVISION_ITEM_GONE);
  const rows = await db
    .select()
    .from(revisions)
    .where(and(eq(revisions.entity, query.entity), eq(revisions.entityId, query.id)))
    .orderBy(desc(revisions.version));
  return { entity: query.entity, entityId: query.id, currentVersion: version, revisions: rows.map(toSummary) };
}

async function findRevision(db: DbOrTx, id: number): Promise<RevisionRow> {
  const [row] = await db.select().from(revisions).where(eq(revisions.id, id)).limit(1);
  if (!row) throw new NotFoundError(REVISION_NOT_FOUND);
  return row;
}

/** GET /api/admin/revisions/{id}: one revision with its whole snapshot. */
export async function getRevision(db: DbOrTx, role: Role, id: number): Promise<RevisionDetail> {
  const row = await findRevision(db, id);
  assertMay(role, HISTORY_KINDS[row.entity].read);
  return { ...toSummary(row), snapshot: row.snapshot };
}

/**
 * POST /api/admin/revisions/{id}/restore: the revision's state saved again by the item's own save
 * (its schema, its rules, its refusals, its conflict check on `version`), recorded as restoring
 * that version. Answers the new revision.
 */
export async function restoreRevision(
  deps: PlatformDeps,
  user: RestoringUser,
  id: number,
  body: { version?: number | undefined },
): Promise<RevisionSummary> {
  const revision = await findRevision(deps.db, id);
  const kind = HISTORY_KINDS[revision.entity];
  assertMay(user.role, kind.write);
  const item = revision.entityId;
  if ((await currentVersion(deps.db, kind, item)) === null) throw new NotFoundError(REVISION_ITEM_GONE);
  let version: number;
  try {
    version = await kind.restore(deps, user, item, revision.snapshot, {
      version: body.version,
      restoredFromVersion: revision.version,
    });
  } catch (error) {
    // Deleted between the check and the save: the same answer as deleted before it.
    if (error instanceof NotFoundError && error.code === kind.notFound) throw new NotFoundError(REVISION_ITEM_GONE);
    throw error;
  }
  const [made] = await deps.db
    .select()
    .from(revisions)
    .where(and(eq(revisions.entity, revision.entity), eq(revisions.entityId, item), eq(revisions.version, version)))
    .limit(1);
  if (!made) throw new Error(`the restore of revision ${id} kept no revision`);
  return toSummary(made);
}
