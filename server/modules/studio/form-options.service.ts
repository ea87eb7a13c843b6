import { and, asc, eq } from 'drizzle-orm';
import type { FormOption, FormOptionFieldType } from '#shared/form-options.ts';
import { FORM_OPTION_FIELD_TYPES } from '#shared/form-options.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { formOptions } from '../../platform/db/schema/index.ts';
import { NotFoundError, ValidationError } from '../../platform/errors.ts';

export type { FormOptionFieldType };

export function isFormOptionFieldType(value: string): value is FormOptionFieldType {
  return (FORM_OPTION_FIELD_TYPES as readonly string[]).includes(value);
}

/** A path's `:fieldType` that names none of the lists (public and admin): a 404 that names it. */
export function unknownOptionList(path: Readonly<Record<string, string>>): NotFoundError {
  return new NotFoundError('unknown_option_list', { fieldType: path.fieldType ?? '' });
}

/** The active options of one list, in the studio's order (what public forms and filters offer). */
export async function listActiveOptions(db: DbOrTx, fieldType: FormOptionFieldType): Promise<FormOption[]> {
  return db
    .select({ id: formOptions.id, value: formOptions.value, label: formOptions.label })
    .from(formOptions)
    .where(and(eq(formOptions.fieldType, fieldType), eq(formOptions.active, true)))
    .orderBy(asc(formOptions.sortOrder), asc(formOptions.id));
}

/**
 * Every option of one list, active or not, in the studio's order: for showing stored values by
 * their label (D1: a deactivated option leaves the forms, but items that hold it keep a readable
 * name). Never for what a form offers — that is `listActiveOptions`.
 */
export async function listAllOptions(db: DbOrTx, fieldType: FormOptionFieldType): Promise<FormOption[]> {
  return db
    .select({ id: formOptions.id, value: formOptions.value, label: formOptions.label })
    .from(formOptions)
    .where(eq(formOptions.fieldType, fieldType))
    .orderBy(asc(formOptions.sortOrder), asc(formOptions.id));
}

/**
 * D1: a value typed into content (a project's category, a post's category…) must be one of the
 * list's active options. `keep` is the value the item already holds: an item whose option was
 * deactivated later can still be saved unchanged (D1 keeps stored values), just not switched to
 * another inactive one. The refusal names the field, so the form shows it beside it.
 */
export async function assertActiveOption(
  db: DbOrTx,
  fieldType: FormOptionFieldType,
  value: string,
  field: { name: string; label: string; keep?: string },
): Promise<void> {
  if (field.keep !== undefined && value === field.keep) return;
  const [found] = await db
    .select({ id: formOptions.id })
    .from(formOptions)
    .where(and(eq(formOptions.fieldType, fieldType), eq(formOptions.value, value), eq(formOptions.active, true)))
    .limit(1)
    // Called inside the content write's transaction, this holds the option until that write commits:
    // a concurrent delete (or value change) of it waits, then counts the new item as a use (D25).
    .for('key share');
  if (!found) throw ValidationError.forField(field.name, 'option_inactive', { field: field.label });
}

/** D1 defaults ('Add Content'): the first active option of a list, or a refusal when the list is empty. */
export async function firstActiveOption(
  db: DbOrTx,
  fieldType: FormOptionFieldType,
  field: { name: string; label: string },
): Promise<string> {
  const [first] = await db
    .select({ value: formOptions.value })
    .from(formOptions)
    .where(and(eq(formOptions.fieldType, fieldType), eq(formOptions.active, true)))
    .orderBy(asc(formOptions.sortOrder), asc(formOptions.id))
    .limit(1)
    .for('key share'); // as in assertActiveOption: the default cannot be deleted under the new item
  if (!first) {
    throw ValidationError.forField(field.name, 'option_list_empty', { field: field.label });
  }
  return first.value;
}
