import type { Context } from 'hono';
import { parseRowId } from '#shared/row-id.ts';
import { NotFoundError } from '../errors.ts';
import { type FormOptionFieldType, isFormOptionFieldType } from '../services/form-options.service.ts';
import type { AppEnv } from './app-env.ts';

/**
 * `:id` of `/things/:id`: a positive whole number that fits the column (shared/row-id.ts), written plainly (no sign, exponent,
 * hex or leading zero). Anything else names no item, so it answers the item's 404 — the same
 * answer as an id nobody holds.
 */
export function idParam(c: Context<AppEnv>, notFoundMessage: string): number {
  const id = parseRowId(c.req.param('id'));
  if (id === null) throw new NotFoundError(notFoundMessage);
  return id;
}

/** `:fieldType` of `/form-options/:fieldType` (public and admin): one of the five lists, or no such list. */
export function fieldTypeParam(c: Context<AppEnv>): FormOptionFieldType {
  const fieldType = c.req.param('fieldType') ?? '';
  if (!isFormOptionFieldType(fieldType)) throw new NotFoundError(`Unknown option list: ${fieldType}`);
  return fieldType;
}
