import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import {
  AppError,
  BusyError,
  ConflictError,
  type FieldErrors,
  TooManyRequestsError,
  ValidationError,
} from '../errors.ts';

/** The body of every API error (D17): a sentence for people, and per-field problems for forms. */
export interface ApiErrorBody {
  message: string;
  fieldErrors?: FieldErrors;
}

/**
 * The one place that turns errors into API answers. Errors of `server/platform/errors.ts` keep their status
 * and message; a ZodError is a 400 naming the first field; anything else is logged with its detail
 * and answered with a generic sentence — never a stack, SQL or secret (D17).
 */
export function apiErrorHandler(error: Error, c: Context): Response {
  if (error instanceof ZodError) return answer(c, fromZod(error), 400);
  if (error instanceof AppError) {
    if (error instanceof TooManyRequestsError || error instanceof BusyError) {
      c.header('Retry-After', String(error.retryAfterSeconds));
    }
    const fieldErrors =
      error instanceof ValidationError || error instanceof ConflictError ? error.fieldErrors : undefined;
    return answer(c, { message: error.message, ...(fieldErrors ? { fieldErrors } : {}) }, error.status);
  }
  // Hono's own (a body it could not parse, a limit of a built-in middleware).
  if (error instanceof HTTPException && error.status < 500) {
    return answer(c, { message: error.message || 'Request failed' }, error.status as ContentfulStatusCode);
  }
  console.error(`[api] ${c.req.method} ${c.req.path} failed:`, error);
  return answer(c, { message: 'Something went wrong on our side. Please try again.' }, 500);
}

function answer(c: Context, body: ApiErrorBody, status: ContentfulStatusCode): Response {
  return c.json(body, status);
}

/** Every field's first problem, and a message that names the first field (`email: Please enter …`). */
function fromZod(error: ZodError): ApiErrorBody {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : unknownKeyOf(issue);
    if (key && !(key in fieldErrors)) fieldErrors[key] = issue.message;
  }
  const first = error.issues[0];
  const where = first?.path.length ? `${first.path.join('.')}: ` : '';
  const message = `${where}${first?.message ?? 'Invalid request'}`;
  return Object.keys(fieldErrors).length ? { message, fieldErrors } : { message };
}

/** A strict schema's "unrecognized key" issue has no path; the key it names is the field. */
function unknownKeyOf(issue: ZodError['issues'][number]): string | undefined {
  return issue.code === 'unrecognized_keys' ? issue.keys[0] : undefined;
}

export function apiNotFound(c: Context): Response {
  return c.json({ message: `No API route for ${c.req.method} ${c.req.path}` }, 404);
}
