import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from './app-env.ts';

/**
 * The query string of an admin list (leads, projects, posts): an empty parameter (`status=`) means
 * "any", as a form's empty select sends it; anything the schema does not know is a 400 (the
 * schemas are strict, and the error handler maps the ZodError).
 */
export function parseListQuery<S extends z.ZodType>(c: Context<AppEnv>, schema: S): z.output<S> {
  const raw = Object.fromEntries(Object.entries(c.req.query()).filter(([, value]) => value !== ''));
  return schema.parse(raw);
}
