/**
 * The one set of errors the server raises on purpose. Services, guards and routes throw these;
 * `platform/http/error-handler.ts` is the only place that turns them into HTTP answers
 * (`{ message, fieldErrors? }`, D17). Messages are user-facing: they reach the browser as written.
 */
export abstract class AppError extends Error {
  abstract readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;
}

/** Per-field problems, keyed by the field's path (`email`, `hours.0.open`). */
export type FieldErrors = Record<string, string>;

export class ValidationError extends AppError {
  override name = 'ValidationError';
  readonly status = 400;
  constructor(
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
  }

  /** One field's problem: the message names the field, and the form can show it beside it. */
  static forField(field: string, message: string): ValidationError {
    return new ValidationError(message, { [field]: message });
  }
}

/** Not signed in, or the session ended. */
export class UnauthorizedError extends AppError {
  override name = 'UnauthorizedError';
  readonly status = 401;
  constructor(message = 'Please sign in to continue.') {
    super(message);
  }
}

/** Signed in, but this user may not do this (D14), or the request is cross-site (SECURITY 5). */
export class ForbiddenError extends AppError {
  override name = 'ForbiddenError';
  readonly status = 403;
  constructor(message = 'You do not have permission to do that.') {
    super(message);
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
  /** `fieldErrors`: the field that clashes (a value already taken), so the form shows it beside it */
  constructor(
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
  }
}

export class PayloadTooLargeError extends AppError {
  override name = 'PayloadTooLargeError';
  readonly status = 413;
  constructor(message = 'Request body too large.') {
    super(message);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  override name = 'UnsupportedMediaTypeError';
  readonly status = 415;
  constructor(message = 'Send the request body as JSON (Content-Type: application/json).') {
    super(message);
  }
}

/** Too many attempts from this client or on this account; try again after `retryAfterSeconds`. */
export class TooManyRequestsError extends AppError {
  override name = 'TooManyRequestsError';
  readonly status = 429;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** The server is at capacity for this kind of work (a PDF build, an image decode): try again soon. */
export class BusyError extends AppError {
  override name = 'BusyError';
  readonly status = 503;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/**
 * A bad setting found at boot: the process prints `message` (one line per problem) and exits
 * before anything opens. Every configuration reader throws this one type.
 */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** "Try again in 5 minutes": the wait, in words, for 429 and 503 answers. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
