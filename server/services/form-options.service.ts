import { and, asc, eq } from 'drizzle-orm';
import type { FormOption } from '#shared/content.ts';
import type { DbOrTx } from '../db/client.ts';
import { formOptionFieldTypes, formOptions } from '../db/schema/index.ts';

export type FormOptionFieldType = (typeof formOptionFieldTypes)[number];

export function isFormOptionFieldType(value: string): value is FormOptionFieldType {
  return (formOptionFieldTypes as readonly string[]).includes(value);
}

/** The active options of one list, in the studio's order (what public forms and filters offer). */
export async function listActiveOptions(db: DbOrTx, fieldType: FormOptionFieldType): Promise<FormOption[]> {
  return db
    .select({ id: formOptions.id, value: formOptions.value, label: formOptions.label })
    .from(formOptions)
    .where(and(eq(formOptions.fieldType, fieldType), eq(formOptions.active, true)))
    .orderBy(asc(formOptions.sortOrder), asc(formOptions.id));
}
