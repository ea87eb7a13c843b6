import type { Context } from 'hono';
import { z } from 'zod';
import { FORM_OPTION_FIELD_TYPES, type FormOptionFieldType } from '#shared/admin/content.ts';
import { IdParamsSchema } from '#shared/api/common.ts';
import type { ErrorCode } from '#shared/api/errors.ts';
import { NotFoundError } from '../errors.ts';
import type { AppEnv } from './app-env.ts';

/**
 * The path parameters as zod schemas: a route declares the one it reads (`params`), its handler
 * reads it through the helpers below, which parse with that same schema, so the API document and
 * the check are one object (ADR 013).
 */

export { IdParamsSchema };

/** `:fieldType` of `/form-options/:fieldType` (public and admin): one of the five lists. */
export const FieldTypeParamsSchema = z.object({
  fieldType: z.enum(FORM_OPTION_FIELD_TYPES).meta({ description: 'which pick list' }),
});

/** `:slug`: an item's address; an unknown one is the item's 404, a renamed one a 301. */
export const SlugParamsSchema = z.object({ slug: z.string().meta({ description: 'the item’s address' }) });

/** `:category` of the blog's category list; an unknown category is an empty list. */
export const CategoryParamsSchema = z.object({ category: z.string() });

export function idParam(c: Context<AppEnv>, notFound: ErrorCode): number {
  const parsed = IdParamsSchema.safeParse({ id: c.req.param('id') });
  if (!parsed.success) throw new NotFoundError(notFound);
  return parsed.data.id;
}

export function fieldTypeParam(c: Context<AppEnv>): FormOptionFieldType {
  const fieldType = c.req.param('fieldType') ?? '';
  const parsed = FieldTypeParamsSchema.safeParse({ fieldType });
  if (!parsed.success) throw new NotFoundError('unknown_option_list', { fieldType });
  return parsed.data.fieldType;
}
