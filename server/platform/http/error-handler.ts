import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import { type ApiErrorBody, bodyFromIssues, problem } from '#shared/api/errors.ts';
import { AppError, BusyError, ConflictError, TooManyRequestsError, ValidationError } from '../errors.ts';

export type { ApiErrorBody };

/** An error as the API answers it: its status, its body, and the wait a 429 or 503 names. */
export interface ErrorAnswer {
  status: ContentfulStatusCode;
  body: ApiErrorBody;
  retryAfterSeconds?: number;
  /** not one of ours: the caller logs it with its detail (never sent) */
  unexpected?: true;
}

/**
 * The one mapping from errors to answers (D17), for the API and the contact page's form post.
 * Errors of `server/platform/errors.ts` keep their status, code and message; a ZodError is a 400
 * with every field's first problem, its message naming the first field; Hono's own errors keep
 * their status; anything else is a generic 500 — never a stack, SQL or secret.
 */
export function errorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof ZodError) return { status: 400, body: bodyFromIssues(error.issues) };
  if (error instanceof AppError) {
    const fieldErrors =
      error instanceof ValidationError || error instanceof ConflictError ? error.fieldErrors : undefined;
    const waits = error instanceof TooManyRequestsError || error instanceof BusyError;
    const details = error instanceof ConflictError ? error.details : undefined;
    return {
      status: error.status,
      body: { ...details, ...error.problem, ...(fieldErrors ? { fieldErrors } : {}) },
      ...(waits ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
    };
  }
  // Hono's own (a body it could not parse, a limit of a built-in middleware): its sentence, if any.
  if (error instanceof HTTPException && error.status < 500) {
    const body = problem('request_failed');
    return {
      status: error.status as ContentfulStatusCode,
      body: error.message ? { ...body, message: error.message } : body,
    };
  }
  return { status: 500, body: problem('server_error'), unexpected: true };
}

/** The API's error handler: `errorAnswer`, with Retry-After where it waits, and a log line for a crash. */
export function apiErrorHandler(error: Error, c: Context): Response {
  const answer = errorAnswer(error);
  if (answer.unexpected) console.error(`[api] ${c.req.method} ${c.req.path} failed:`, error);
  if (answer.retryAfterSeconds !== undefined) c.header('Retry-After', String(answer.retryAfterSeconds));
  return c.json(answer.body, answer.status);
}

export function apiNotFound(c: Context): Response {
  return c.json(problem('api_route_unknown', { method: c.req.method, path: c.req.path }), 404);
}
