import { PermanentEmailError, TemporaryEmailError, UnknownOutcomeEmailError } from '../email-errors.ts';

const REQUEST_TIMEOUT_MS = 20_000;

/** Failures that prove the request never reached the provider, so a retry cannot duplicate anything. */
const NEVER_REACHED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

export interface HttpApiCall {
  /** "Resend", "SendGrid": how errors name the provider */
  provider: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  /**
   * true when a repeated request cannot send twice (Resend's Idempotency-Key): a request whose
   * answer was lost is then simply retried instead of being reported as an unknown outcome
   */
  idempotent: boolean;
}

/** POSTs JSON; network failures come back classified (email-errors.ts), HTTP statuses are the caller's. */
export async function postJson(call: HttpApiCall): Promise<Response> {
  try {
    return await fetch(call.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...call.headers },
      body: JSON.stringify(call.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code && NEVER_REACHED.has(code)) {
      return Promise.reject(new TemporaryEmailError(`${call.provider}: cannot reach the API (${code})`));
    }
    const reason = code ?? (error instanceof Error ? error.name : 'network error');
    if (call.idempotent) return Promise.reject(new TemporaryEmailError(`${call.provider}: no answer (${reason})`));
    return Promise.reject(
      new UnknownOutcomeEmailError(`${call.provider}: no answer (${reason}); the message may have been accepted`),
    );
  }
}

/**
 * A non-2xx answer as an error: 408/429/5xx are temporary (the provider did not take the message),
 * any other 4xx is permanent. `recipientRejected` says whether the provider blamed the address.
 */
export function httpFailure(provider: string, status: number, detail: string, recipientRejected: boolean): Error {
  const text = `${provider} ${status}${detail ? `: ${detail}` : ''}`;
  if (status === 408 || status === 429 || status >= 500) return new TemporaryEmailError(text);
  return new PermanentEmailError(text, { recipientRejected });
}

/** The body of an error answer, parsed when it is JSON (never trusted to be). */
export async function readErrorBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  try {
    return JSON.parse(text);
  } catch {
    return text.slice(0, 300);
  }
}
