import type { z } from 'zod';
import {
  type ApiProblem,
  type ErrorCode,
  type ErrorParams,
  isErrorCode,
  problem,
  problemFromIssue,
} from '#shared/api/errors.ts';

/**
 * The one set of errors the server raises on purpose. Services, guards and routes throw these,
 * each with a code of the catalogue (`shared/api/errors.ts`) and its params, never a sentence;
 * `platform/http/error-handler.ts` is the only place that turns them into HTTP answers
 * (`{ code, message, params?, fieldErrors? }`, D17). The message is the code's English text.
 */
export abstract class AppError extends Error {
  abstract readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;
  readonly code: ErrorCode;
  readonly params: ErrorParams | undefined;

  /** `message` only for a schema's own sentence (`ValidationError.fromIssue`); else the code's text. */
  constructor(code: ErrorCode, params?: ErrorParams, message = problem(code, params).message) {
    super(message);
    this.code = code;
    this.params = params;
  }

  /** The refusal as the API answers it. */
  get problem(): ApiProblem {
    return { code: this.code, message: this.message, ...(this.params ? { params: this.params } : {}) };
  }
}

/** Per-field problems, keyed by the field's path (`email`, `hours.0.open`). */
export type FieldErrors = Record<string, ApiProblem>;

/** Problems of one or more fields: the refusal is the first field's, or its own code. */
export class ValidationError extends AppError {
  override name = 'ValidationError';
  readonly status = 400;
  constructor(
    code: ErrorCode,
    params?: ErrorParams,
    readonly fieldErrors?: FieldErrors,
    message?: string,
  ) {
    super(code, params, message);
  }

  /** One field's problem: the form can show it beside the field, and it is the refusal too. */
  static forField(field: string, code: ErrorCode, params?: ErrorParams): ValidationError {
    return new ValidationError(code, params, { [field]: problem(code, params) });
  }

  /** Several fields' problems (checked together): the first is the refusal. */
  static forFields(fieldErrors: FieldErrors, prefix?: string): ValidationError {
    const [first] = Object.values(fieldErrors);
    if (!first) return new ValidationError('invalid_request');
    const code = isErrorCode(first.code) ? first.code : 'invalid_request';
    const message = prefix ? `${prefix}: ${first.message}` : first.message;
    return new ValidationError(code, { ...first.params, ...(prefix ? { field: prefix } : {}) }, fieldErrors, message);
  }

  /** A schema's issue with one field (checked outside the request's schema), with the schema's sentence. */
  static fromIssue(field: string, issue: z.core.$ZodIssue): ValidationError {
    const found = problemFromIssue(issue);
    return new ValidationError(found.code, found.params, { [field]: found }, found.message);
  }
}

/** Not signed in, or the session ended. */
export class UnauthorizedError extends AppError {
  override name = 'UnauthorizedError';
  readonly status = 401;
  constructor(code: ErrorCode = 'not_signed_in') {
    super(code);
  }
}

/** Signed in, but this user may not do this (D14), or the request is cross-site (SECURITY 5). */
export class ForbiddenError extends AppError {
  override name = 'ForbiddenError';
  readonly status = 403;
  constructor(code: ErrorCode = 'forbidden') {
    super(code);
  }
}

export class NotFoundError extends AppError {
  override name = 'NotFoundError';
  readonly status = 404;
}

/** The request is well formed but clashes with what is stored (a taken username, the last admin). */
export class ConflictError extends AppError {
  override name = 'ConflictError';
  readonly status = 409;
  /** `field`: the field that clashes (a value already taken), so the form shows it beside it */
  readonly fieldErrors?: FieldErrors;
  /**
   * What the answer carries besides the refusal, for a client that can act on it at once (the
   * booking's 409 names the next free slots). Never personal data: it goes to whoever asked.
   */
  readonly details?: Readonly<Record<string, unknown>>;
  constructor(code: ErrorCode, params?: ErrorParams, field?: string, details?: Readonly<Record<string, unknown>>) {
    super(code, params);
    if (field) this.fieldErrors = { [field]: problem(code, params) };
    if (details) this.details = details;
  }
}

export class PayloadTooLargeError extends AppError {
  override name = 'PayloadTooLargeError';
  readonly status = 413;
  constructor(code: ErrorCode = 'body_too_large', params?: ErrorParams) {
    super(code, params);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  override name = 'UnsupportedMediaTypeError';
  readonly status = 415;
  constructor(code: ErrorCode = 'json_required') {
    super(code);
  }
}

/** Too many attempts from this client or on this account; try again after `retryAfterSeconds`. */
export class TooManyRequestsError extends AppError {
  override name = 'TooManyRequestsError';
  readonly status = 429;
  constructor(
    code: ErrorCode,
    readonly retryAfterSeconds: number,
  ) {
    super(code, waitParams(retryAfterSeconds));
  }
}

/** The server is at capacity for this kind of work (a PDF build, an image decode): try again soon. */
export class BusyError extends AppError {
  override name = 'BusyError';
  readonly status = 503;
  constructor(
    code: ErrorCode,
    readonly retryAfterSeconds: number,
  ) {
    super(code, waitParams(retryAfterSeconds));
  }
}

/**
 * A bad setting found at boot: the process prints `message` (one line per problem) and exits
 * before anything opens. Every configuration reader throws this one type.
 */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** A wait as params: in English words for the text (`wait`), in seconds for a translation. */
export function waitParams(seconds: number): ErrorParams {
  return { wait: waitText(seconds), seconds };
}

/** "Try again in 5 minutes": the wait, in words, for 429 and 503 answers. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
