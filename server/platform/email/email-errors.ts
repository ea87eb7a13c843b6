/**
 * How a provider call failed decides what the pipeline does next (docs/email.md): every provider
 * turns its own failures into exactly one of these three.
 */

/** Nothing was delivered and trying again later may work (network down, timeout, 429, 5xx, SMTP 4xx). */
export class TemporaryEmailError extends Error {
  override name = 'TemporaryEmailError';
}

/**
 * Trying again would fail the same way (a refused recipient, a revoked key, a rejected message).
 * `recipientRejected` is true only when the provider said the recipient's address itself is
 * refused: only then is the lead marked bounced (a bad API key is no reason to bounce anyone).
 */
export class PermanentEmailError extends Error {
  override name = 'PermanentEmailError';
  readonly recipientRejected: boolean;
  constructor(message: string, options: { recipientRejected?: boolean } = {}) {
    super(message);
    this.recipientRejected = options.recipientRejected ?? false;
  }
}

/**
 * The request reached the provider but its answer never came back: the message may or may not have
 * gone out. D10 forbids a blind retry (it could arrive twice), so the send is shown as unknown.
 */
export class UnknownOutcomeEmailError extends Error {
  override name = 'UnknownOutcomeEmailError';
}

/** Short, single-line text for `email_sends.last_error` and the log (no stack, bounded). */
export function describeEmailError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').trim().slice(0, 500) || 'unknown error';
}
