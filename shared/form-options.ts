import { z } from './zod.ts';

/**
 * The studio's pick lists (D1) as a visitor's form reads them: small on purpose, so the public
 * chat can ask for one (`publicFormOptionsApi`) without the content schemas in its chunk.
 */

/** D1: the five pick lists of the Form Options Manager, in the tab's order. */
export const FORM_OPTION_FIELD_TYPES = [
  'projectType',
  'budget',
  'projectCategory',
  'projectStyle',
  'blogCategory',
] as const;
export type FormOptionFieldType = (typeof FORM_OPTION_FIELD_TYPES)[number];

/** One active option of a list, as the public forms offer it. */
export const FormOptionSchema = z.strictObject({ id: z.number().int(), value: z.string(), label: z.string() });
export type FormOption = z.output<typeof FormOptionSchema>;
export const FormOptionListSchema = z.array(FormOptionSchema);
