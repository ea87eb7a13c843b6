import { and, eq, isNull } from 'drizzle-orm';
import type { Draft, DraftEntity, SaveDraft } from '#shared/admin/drafts.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { blogPosts, editDrafts, emailTemplates, projects } from '../../platform/db/schema/index.ts';
import { NotFoundError } from '../../platform/errors.ts';
import type { PlatformDeps } from '../../platform/platform-deps.ts';

/**
 * Autosave's drafts (issue 29; docs/autosave.md): each user's own unsaved edit of one post, project
 * or template, or of a new one (`entityId` null). Every function here takes the signed-in user's id
 * and reads or writes only that user's row: there is no way to name another's draft, so another
 * user's draft answers exactly as no draft does.
 */
export type DraftDeps = Pick<PlatformDeps, 'db' | 'clock'>;

/** The item a draft names. */
export interface DraftItem {
  entity: DraftEntity;
  /** null: an item not yet created */
  entityId: number | null;
}

const ITEM_TABLES = { post: blogPosts, project: projects, emailTemplate: emailTemplates } as const;

/** The user's draft of the item (row filter): theirs alone, the new item's when `entityId` is null. */
function ownDraft(userId: number, item: DraftItem) {
  return and(
    eq(editDrafts.userId, userId),
    eq(editDrafts.entity, item.entity),
    item.entityId === null ? isNull(editDrafts.entityId) : eq(editDrafts.entityId, item.entityId),
  );
}

const draftColumns = {
  entity: editDrafts.entity,
  entityId: editDrafts.entityId,
  baseVersion: editDrafts.baseVersion,
  data: editDrafts.data,
  updatedAt: editDrafts.updatedAt,
};

type DraftRow = {
  entity: string;
  entityId: number | null;
  baseVersion: number | null;
  data: Draft['data'];
  updatedAt: Date;
};

function draftOf(row: DraftRow): Draft {
  return {
    entity: row.entity as DraftEntity,
    entityId: row.entityId,
    baseVersion: row.baseVersion,
    data: row.data,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** 404 `draft_item_not_found` unless the item exists: a draft of nothing would be kept for ever. */
async function requireItem(db: DbOrTx, item: DraftItem): Promise<void> {
  if (item.entityId === null) return;
  const table = ITEM_TABLES[item.entity];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, item.entityId)).limit(1);
  if (!row) throw new NotFoundError('draft_item_not_found');
}

/**
 * Keeps the user's draft of the item, replacing the one before. One row per user and item (the
 * table's unique index): two tabs saving at once leave one draft, the later write's. Written as an
 * update, else an insert that yields to a concurrent one (then the update again), so no raw SQL is
 * needed for the index's `coalesce(entity_id, 0)`.
 */
export async function saveDraft(deps: DraftDeps, userId: number, draft: SaveDraft): Promise<Draft> {
  const item = { entity: draft.entity, entityId: draft.entityId };
  await requireItem(deps.db, item);
  const values = {
    baseVersion: draft.entityId === null ? null : draft.baseVersion,
    data: draft.data,
    updatedAt: deps.clock(),
  };
  const update = () => deps.db.update(editDrafts).set(values).where(ownDraft(userId, item)).returning(draftColumns);
  const [updated] = await update();
  if (updated) return draftOf(updated);
  const [inserted] = await deps.db
    .insert(editDrafts)
    .values({ userId, ...item, ...values })
    .onConflictDoNothing()
    .returning(draftColumns);
  if (inserted) return draftOf(inserted);
  const [raced] = await update();
  if (!raced) throw new Error('a draft neither updated nor inserted');
  return draftOf(raced);
}

/** The user's draft of the item; 404 `draft_not_found` when they have none (whoever else may). */
export async function readDraft(deps: Pick<DraftDeps, 'db'>, userId: number, item: DraftItem): Promise<Draft> {
  const [row] = await deps.db.select(draftColumns).from(editDrafts).where(ownDraft(userId, item)).limit(1);
  if (!row) throw new NotFoundError('draft_not_found');
  return draftOf(row);
}

/** Removes the user's draft of the item, if any: afterwards they have none (nobody else's is touched). */
export async function discardDraft(deps: Pick<DraftDeps, 'db'>, userId: number, item: DraftItem): Promise<void> {
  await deps.db.delete(editDrafts).where(ownDraft(userId, item));
}
