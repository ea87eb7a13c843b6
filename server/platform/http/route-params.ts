import type { Context } from 'hono';
import { IdParamsSchema } from '#shared/api/common.ts';
import { NotFoundError } from '../errors.ts';
import type { AppEnv } from './app-env.ts';

/**
 * The path parameters as zod schemas: a route declares the one it reads (`params`), its handler
 * reads it through the helpers below, which parse with that same schema, so the API document and
 * the check are one object (ADR 013).
 */

export { IdParamsSchema };

export function idParam(c: Context<AppEnv>, notFoundMessage: string): number {
  const parsed = IdParamsSchema.safeParse({ id: c.req.param('id') });
  if (!parsed.success) throw new NotFoundError(notFoundMessage);
  return parsed.data.id;
}
