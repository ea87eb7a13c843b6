/** Domain errors the HTTP layer maps to statuses (server/http/errors.ts). Messages are user-facing. */
export class NotFoundError extends Error {
  override name = 'NotFoundError';
}
export class ValidationError extends Error {
  override name = 'ValidationError';
}
