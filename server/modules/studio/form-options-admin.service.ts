import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AdminFormOption, CreateFormOption, UpdateFormOption } from '#shared/admin/content.ts';
import { type ErrorCode, type ErrorParams, errorMessage } from '#shared/api/errors.ts';
import { FORM_OPTION_FIELD_TYPES, type FormOptionFieldType } from '#shared/form-options.ts';
import { type AuditActor, recordAuditEvent } from '../../platform/audit.service.ts';
import { writeContent } from '../../platform/content-write.ts';
import type { DbOrTx, Transaction } from '../../platform/db/client.ts';
import { onUniqueViolation } from '../../platform/db/errors.ts';
import { blogPosts, formOptions, leads, projects } from '../../platform/db/schema/index.ts';
import { endPosition, saveExactOrder } from '../../platform/db/sort-order.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import type { PlatformDeps } from '../../platform/platform-deps.ts';

/**
 * The Form Options Manager's use cases (admin area §2 'Form Options tab', D1, D25). Public forms
 * read the active options through `form-options.service.ts`; this file changes the lists.
 */

type OptionRow = typeof formOptions.$inferSelect;

/** An option write is a content write (the lists are public content): its database, events, clock. */
type ContentDeps = Pick<PlatformDeps, 'db' | 'contentEvents' | 'clock'>;

/** The tab's names for the five lists, used in messages. */
export const OPTION_LIST_NAMES: Record<FormOptionFieldType, string> = {
  projectType: 'Project Types',
  budget: 'Budget Ranges',
  projectCategory: 'Project Categories',
  projectStyle: 'Project Styles',
  blogCategory: 'Blog Categories',
};

/** Where each list's values are stored: an option those rows hold is "in use" (D25). */
const USES: Record<FormOptionFieldType, { table: PgTable; column: PgColumn; one: string; many: string }> = {
  projectType: { table: leads, column: leads.projectType, one: 'lead', many: 'leads' },
  budget: { table: leads, column: leads.budget, one: 'lead', many: 'leads' },
  projectCategory: { table: projects, column: projects.category, one: 'project', many: 'projects' },
  projectStyle: { table: projects, column: projects.style, one: 'project', many: 'projects' },
  blogCategory: { table: blogPosts, column: blogPosts.category, one: 'blog post', many: 'blog posts' },
};

export const OPTION_NOT_FOUND = 'option_not_found' satisfies ErrorCode;

function usedBy(fieldType: FormOptionFieldType, usage: number): string {
  const { one, many } = USES[fieldType];
  return `${usage} ${usage === 1 ? one : many}`;
}

/** The params of the option refusals: the list's English name and the usage in words, and both as data. */
function listParams(fieldType: FormOptionFieldType): ErrorParams {
  return { fieldType, list: OPTION_LIST_NAMES[fieldType] };
}

function usageParams(fieldType: FormOptionFieldType, usage: number): ErrorParams {
  return { fieldType, count: usage, usage: usedBy(fieldType, usage) };
}

export function valueTakenParams(fieldType: FormOptionFieldType, value: string): ErrorParams {
  return { ...listParams(fieldType), value };
}

export function valueTakenMessage(fieldType: FormOptionFieldType, value: string): string {
  return errorMessage('option_value_taken', valueTakenParams(fieldType, value));
}

/** D25: names how many items use it and what to do instead. */
export function optionInUseMessage(fieldType: FormOptionFieldType, usage: number): string {
  return errorMessage('option_in_use', usageParams(fieldType, usage));
}

/** Stored items hold the value itself: renaming it would leave them pointing at nothing. */
export function valueInUseMessage(fieldType: FormOptionFieldType, usage: number): string {
  return errorMessage('option_value_in_use', usageParams(fieldType, usage));
}

export function fieldTypeFixedMessage(fieldType: FormOptionFieldType): string {
  return errorMessage('option_field_type_fixed', listParams(fieldType));
}

function toAdminFormOption(row: OptionRow, usage: number): AdminFormOption {
  return {
    id: row.id,
    fieldType: row.fieldType,
    value: row.value,
    label: row.label,
    active: row.active,
    order: row.sortOrder,
    usage,
  };
}

/** How many stored items hold each value of one list. */
async function usageCounts(db: DbOrTx, fieldType: FormOptionFieldType): Promise<Map<string, number>> {
  const { table, column } = USES[fieldType];
  const rows = await db.select({ value: column, n: count() }).from(table).where(isNotNull(column)).groupBy(column);
  return new Map(rows.map((row) => [String(row.value), Number(row.n)]));
}

async function usageOf(db: DbOrTx, fieldType: FormOptionFieldType, value: string): Promise<number> {
  const { table, column } = USES[fieldType];
  const [row] = await db.select({ n: count() }).from(table).where(eq(column, value));
  return Number(row?.n ?? 0);
}

/**
 * GET /api/admin/form-options: every option of every list, active or not, in the tab's order of
 * lists (FORM_OPTION_FIELD_TYPES) and the studio's order within each, with its usage.
 */
export async function listFormOptions(db: DbOrTx): Promise<AdminFormOption[]> {
  const rows = await db.select().from(formOptions).orderBy(asc(formOptions.sortOrder), asc(formOptions.id));
  const usage = new Map<FormOptionFieldType, Map<string, number>>();
  for (const fieldType of FORM_OPTION_FIELD_TYPES) usage.set(fieldType, await usageCounts(db, fieldType));
  const listIndex = (row: OptionRow) => FORM_OPTION_FIELD_TYPES.indexOf(row.fieldType);
  return rows
    .sort((a, b) => listIndex(a) - listIndex(b)) // stable: the order within a list stays
    .map((row) => toAdminFormOption(row, usage.get(row.fieldType)?.get(row.value) ?? 0));
}

/** The option, locked until this change commits: a content write naming it (assertActiveOption) and this change wait for each other. */
async function lockOption(tx: Transaction, id: number): Promise<OptionRow> {
  const [row] = await tx.select().from(formOptions).where(eq(formOptions.id, id)).for('update');
  if (!row) throw new NotFoundError(OPTION_NOT_FOUND);
  return row;
}

/** Value unique per list: a friendly refusal before the unique index would refuse it anyway. */
async function assertValueFree(tx: Transaction, fieldType: FormOptionFieldType, value: string): Promise<void> {
  const [taken] = await tx
    .select({ id: formOptions.id })
    .from(formOptions)
    .where(and(eq(formOptions.fieldType, fieldType), eq(formOptions.value, value)))
    .limit(1);
  if (taken) throw valueTaken(fieldType, value);
}

function valueTaken(fieldType: FormOptionFieldType, value: string): ConflictError {
  return new ConflictError('option_value_taken', valueTakenParams(fieldType, value), 'value');
}

/**
 * Two requests adding the same value at once both pass `assertValueFree`; the unique index on
 * (field_type, value) refuses the second, which is the same mistake and gets the same answer (the
 * transaction then rolls back as for any refusal).
 */
function withUniqueValue<T>(fieldType: FormOptionFieldType, value: string, write: () => Promise<T>): Promise<T> {
  return onUniqueViolation(write, () => valueTaken(fieldType, value));
}

/** POST /api/admin/form-options: a new option at the end of its list. */
export async function createFormOption(
  deps: ContentDeps,
  actor: AuditActor,
  input: CreateFormOption,
): Promise<AdminFormOption> {
  return writeContent(deps, async (tx) => {
    await assertValueFree(tx, input.fieldType, input.value);
    const sortOrder = await endPosition(tx, formOptions, eq(formOptions.fieldType, input.fieldType));
    const [row] = await withUniqueValue(input.fieldType, input.value, () =>
      tx
        .insert(formOptions)
        .values({
          fieldType: input.fieldType,
          value: input.value,
          label: input.label,
          active: input.active ?? true,
          sortOrder,
        })
        .returning(),
    );
    if (!row) throw new Error('form option insert returned no row');
    await recordAuditEvent(tx, {
      actor,
      action: 'content.create',
      entityType: 'formOption',
      entityId: row.id,
      label: row.label,
      data: { fieldType: row.fieldType, value: row.value, active: row.active },
    });
    // Stored items may already hold the value: an option deleted earlier, re-created now.
    return toAdminFormOption(row, await usageOf(tx, row.fieldType, row.value));
  });
}

/**
 * PUT /api/admin/form-options/{id}. The list never changes; the value changes only while nothing
 * holds it; label and active always may. Deactivating takes the option out of every public form
 * at once (writeContent drops the cached lists) and leaves stored items as they are (D1).
 */
export async function updateFormOption(
  deps: ContentDeps,
  actor: AuditActor,
  id: number,
  changes: UpdateFormOption,
): Promise<AdminFormOption> {
  return writeContent(deps, async (tx) => {
    const current = await lockOption(tx, id);
    if (changes.fieldType !== undefined && changes.fieldType !== current.fieldType) {
      throw ValidationError.forField('fieldType', 'option_field_type_fixed', listParams(current.fieldType));
    }
    const usage = await usageOf(tx, current.fieldType, current.value);
    const next = {
      value: changes.value ?? current.value,
      label: changes.label ?? current.label,
      active: changes.active ?? current.active,
    };
    if (next.value !== current.value) {
      if (usage > 0) {
        throw new ConflictError('option_value_in_use', usageParams(current.fieldType, usage), 'value');
      }
      await assertValueFree(tx, current.fieldType, next.value);
    }
    const changed = (Object.keys(next) as Array<keyof typeof next>).filter((key) => next[key] !== current[key]);
    // Nothing to change: nothing written, nothing in the activity log.
    if (changed.length === 0) return toAdminFormOption(current, usage);
    const [row] = await withUniqueValue(current.fieldType, next.value, () =>
      tx
        .update(formOptions)
        .set({ ...next, updatedAt: new Date() })
        .where(eq(formOptions.id, id))
        .returning(),
    );
    if (!row) throw new NotFoundError(OPTION_NOT_FOUND);
    await recordAuditEvent(tx, {
      actor,
      action: 'content.update',
      entityType: 'formOption',
      entityId: row.id,
      label: row.label,
      data: { fieldType: row.fieldType, changed, ...(changed.includes('value') ? { from: current.value } : {}) },
    });
    return toAdminFormOption(row, usage);
  });
}

/** DELETE /api/admin/form-options/{id}: only an option nothing holds (D25). */
export async function deleteFormOption(deps: ContentDeps, actor: AuditActor, id: number): Promise<void> {
  await writeContent(deps, async (tx) => {
    const current = await lockOption(tx, id);
    const usage = await usageOf(tx, current.fieldType, current.value);
    if (usage > 0) throw new ConflictError('option_in_use', usageParams(current.fieldType, usage));
    await tx.delete(formOptions).where(eq(formOptions.id, id));
    await recordAuditEvent(tx, {
      actor,
      action: 'content.delete',
      entityType: 'formOption',
      entityId: current.id,
      label: current.label,
      data: { fieldType: current.fieldType, value: current.value },
    });
  });
}

/**
 * POST /api/admin/form-options/{fieldType}/reorder: exactly the list's current ids in their new
 * order, or nothing changes. Answers the list as it now is.
 */
export async function reorderFormOptions(
  deps: ContentDeps,
  actor: AuditActor,
  fieldType: FormOptionFieldType,
  orderedIds: readonly number[],
): Promise<AdminFormOption[]> {
  return writeContent(deps, async (tx) => {
    // Locked: a delete or edit of one of them waits until this order is saved.
    await saveExactOrder(tx, formOptions, orderedIds, eq(formOptions.fieldType, fieldType));
    await recordAuditEvent(tx, {
      actor,
      action: 'content.reorder',
      entityType: 'formOption',
      entityId: fieldType,
      label: OPTION_LIST_NAMES[fieldType],
      data: { fieldType, orderedIds },
    });
    const usage = await usageCounts(tx, fieldType);
    const rows = await tx
      .select()
      .from(formOptions)
      .where(eq(formOptions.fieldType, fieldType))
      .orderBy(asc(formOptions.sortOrder), asc(formOptions.id));
    return rows.map((row) => toAdminFormOption(row, usage.get(row.value) ?? 0));
  });
}
