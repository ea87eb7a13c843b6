import { and, asc, eq, gt } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { changedFields, type EditConflict, type HistoryEntity, type Snapshot } from '#shared/admin/history.ts';
import type { AuditActor } from '../audit.service.ts';
import type { Transaction } from '../db/client.ts';
import { editDrafts, previewLinks, revisions } from '../db/schema/index.ts';
import { ConflictError } from '../errors.ts';

/**
 * Safe editing's one mechanism (issue 29, D33; docs/history.md). Each save of a kept item runs,
 * inside the item's own write transaction:
 *
 *   const edit = await beginEdit(tx, projectHistory, id, changes.version);   // before any write
 *   …the item's own writes and checks…
 *   await finishEdit(tx, edit, actor);                                        // after them
 *
 * `beginEdit` locks the item's row and compares the version the form started from with the stored
 * one: an older one is refused with 409 `edit_conflict` and what the others changed, before
 * anything is written. `finishEdit` reads the item again and, when it changed, raises its version
 * by one and keeps the new state as that version's revision (the state before, too, when the item
 * had no history yet). A save that changed nothing leaves the version and the history as they were.
 */

/** How the history reads and numbers one kind of item; each module gives one for its items. */
export interface EditableEntity {
  entity: HistoryEntity;
  /** the item's table: its `id` and `version` columns are read and written here */
  table: PgTable & { id: PgColumn; version: PgColumn };
  /** the item's editable state now, as its save takes it (null: there is no such item) */
  snapshot(tx: Transaction, id: number): Promise<Snapshot | null>;
  /** the state is public (a published post or project); such revisions outlive the pruning */
  isPublished(snapshot: Snapshot): boolean;
}

/** A save under way: what `finishEdit` needs from `beginEdit`. */
export interface Edit {
  kind: EditableEntity;
  id: number;
  version: number;
  before: Snapshot;
}

/** null: the item does not exist (the caller answers its own 404). */
export async function beginEdit(
  tx: Transaction,
  kind: EditableEntity,
  id: number,
  expectedVersion: number | undefined,
): Promise<Edit | null> {
  const [row] = await tx
    .select({ version: kind.table.version })
    .from(kind.table)
    .where(eq(kind.table.id, id))
    .for('update');
  if (!row) return null;
  const version = Number(row.version);
  const before = await kind.snapshot(tx, id);
  if (!before) return null;
  if (expectedVersion !== undefined && expectedVersion !== version) {
    throw await conflictError(tx, kind, id, expectedVersion, version, before);
  }
  return { kind, id, version, before };
}

export interface FinishOptions {
  /** this save restored that version of the item */
  restoredFromVersion?: number;
}

/** The item's version after the save: raised by one when the state changed, as it was otherwise. */
export async function finishEdit(
  tx: Transaction,
  edit: Edit,
  actor: AuditActor | null,
  options: FinishOptions = {},
): Promise<number> {
  const after = await edit.kind.snapshot(tx, edit.id);
  if (!after) throw new Error(`${edit.kind.entity} ${edit.id} vanished inside its own save`);
  const changed = changedFields(edit.before, after);
  if (changed.length === 0 && options.restoredFromVersion === undefined) return edit.version;
  await keepFirstState(tx, edit);
  const version = edit.version + 1;
  await tx
    .update(edit.kind.table)
    .set({ version } as never)
    .where(eq(edit.kind.table.id, edit.id));
  await tx.insert(revisions).values({
    entity: edit.kind.entity,
    entityId: edit.id,
    version,
    snapshot: after,
    authorId: actor?.id ?? null,
    authorName: actor?.username ?? null,
    published: edit.kind.isPublished(after),
    changedFields: changed,
    restoredFromVersion: options.restoredFromVersion ?? null,
  });
  return version;
}

/** A new item: its first state is its version 1 (the column's default). */
export async function recordCreation(
  tx: Transaction,
  kind: EditableEntity,
  id: number,
  actor: AuditActor | null,
): Promise<void> {
  const state = await kind.snapshot(tx, id);
  if (!state) throw new Error(`${kind.entity} ${id} vanished inside its own creation`);
  await tx
    .insert(revisions)
    .values({
      entity: kind.entity,
      entityId: id,
      version: 1,
      snapshot: state,
      authorId: actor?.id ?? null,
      authorName: actor?.username ?? null,
      published: kind.isPublished(state),
      changedFields: Object.keys(state),
    })
    .onConflictDoNothing();
}

/** A deleted item takes its history, drafts and preview links with it (nothing could restore it). */
export async function deleteHistory(tx: Transaction, entity: HistoryEntity, id: number): Promise<void> {
  await tx.delete(revisions).where(and(eq(revisions.entity, entity), eq(revisions.entityId, id)));
  await tx.delete(editDrafts).where(and(eq(editDrafts.entity, entity), eq(editDrafts.entityId, id)));
  if (entity === 'post' || entity === 'project') {
    await tx.delete(previewLinks).where(and(eq(previewLinks.entity, entity), eq(previewLinks.entityId, id)));
  }
}

/**
 * An item saved before history was kept (or made by the seed) has no revision for the state it is
 * in: that state becomes its revision at its current version, author unknown, so the first save's
 * "before" can still be compared and restored.
 */
async function keepFirstState(tx: Transaction, edit: Edit): Promise<void> {
  await tx
    .insert(revisions)
    .values({
      entity: edit.kind.entity,
      entityId: edit.id,
      version: edit.version,
      snapshot: edit.before,
      published: edit.kind.isPublished(edit.before),
      changedFields: Object.keys(edit.before),
    })
    .onConflictDoNothing();
}

/** 409 `edit_conflict`: what the saves after `yourVersion` changed, and who made them. */
async function conflictError(
  tx: Transaction,
  kind: EditableEntity,
  id: number,
  yourVersion: number,
  currentVersion: number,
  current: Snapshot,
): Promise<ConflictError> {
  const item = and(eq(revisions.entity, kind.entity), eq(revisions.entityId, id));
  const [base] = await tx
    .select({ snapshot: revisions.snapshot })
    .from(revisions)
    .where(and(item, eq(revisions.version, yourVersion)))
    .limit(1);
  const since = await tx
    .select({ name: revisions.authorName, at: revisions.createdAt, fields: revisions.changedFields })
    .from(revisions)
    .where(and(item, gt(revisions.version, yourVersion)))
    .orderBy(asc(revisions.version));
  const changed = base
    ? changedFields(base.snapshot, current)
    : [...new Set(since.flatMap((revision) => revision.fields))];
  const details: EditConflict = {
    entity: kind.entity,
    entityId: id,
    yourVersion,
    currentVersion,
    current,
    base: base?.snapshot ?? null,
    changedFields: changed,
    changedBy: since.map((revision) => ({ name: revision.name, at: revision.at.toISOString() })),
  };
  return new ConflictError('edit_conflict', { names: namesOf(since.map((revision) => revision.name)) }, undefined, {
    ...details,
  });
}

/** "Maria", "Maria and Tom", "Maria, Tom and Ana"; "Someone" when no name is known. */
function namesOf(names: readonly (string | null)[]): string {
  const known = [...new Set(names.filter((name): name is string => Boolean(name)))];
  if (known.length === 0) return 'Someone';
  if (known.length === 1) return known[0] as string;
  return `${known.slice(0, -1).join(', ')} and ${known.at(-1)}`;
}
