import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import { NotFoundError, ValidationError } from '../services/errors.ts';

/**
 * D17: every API error is JSON `{ message }` — never a stack, SQL or secret. Unexpected errors are
 * logged here with their detail and answered with a generic sentence.
 */
export function apiErrorHandler(error: Error, c: Context): Response {
  if (error instanceof NotFoundError) return c.json({ message: error.message }, 404);
  if (error instanceof ValidationError) return c.json({ message: error.message }, 400);
  if (error instanceof ZodError) {
    const first = error.issues[0];
    const where = first?.path.length ? `${first.path.join('.')}: ` : '';
    return c.json({ message: `${where}${first?.message ?? 'Invalid request'}` }, 400);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    return c.json({ message: error.message || defaultMessage(status) }, status);
  }
  console.error(`[api] ${c.req.method} ${c.req.path} failed:`, error);
  return c.json({ message: 'Something went wrong on our side. Please try again.' }, 500);
}

function defaultMessage(status: number): string {
  if (status === 413) return 'Request body too large';
  if (status === 404) return 'Not found';
  return 'Request failed';
}

export function apiNotFound(c: Context): Response {
  return c.json({ message: `No API route for ${c.req.method} ${c.req.path}` }, 404);
}
