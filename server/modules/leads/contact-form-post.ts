import { ZodError } from 'zod';
import { type ContactFormValues, EMPTY_ENQUIRY } from '#shared/forms.ts';
import {
  AppError,
  type FieldErrors,
  PayloadTooLargeError,
  TooManyRequestsError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '../../platform/errors.ts';
import { enforceRateLimit } from '../../platform/http/rate-limit.ts';
import { isSameOrigin } from '../../platform/http/write-guards.ts';
import type { PlatformDeps } from '../../platform/platform-deps.ts';
import { CONTACT_MAX_BYTES, CONTACT_RATE_LIMIT } from './contact.routes.ts';
import { sendContactEnquiry } from './contact-enquiry.service.ts';

export type { ContactFormValues };

export type ContactFormOutcome =
  | { kind: 'sent'; message: string }
  | { kind: 'cross-site' }
  | {
      kind: 'refused';
      status: number;
      values: ContactFormValues;
      /** shown beside their fields */
      fieldErrors: FieldErrors;
      /** shown above the form when no field can carry it (the rate limit, a failure of ours) */
      message: string | null;
      /** the rate limit's wait, for the page's Retry-After (as the API sends it) */
      retryAfterSeconds?: number;
    };

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'projectType', 'budget', 'message'] as const;
const SERVER_FAILURE = 'Something went wrong on our side. Please try again.';

/**
 * The contact form as the browser posts it before (or without) JavaScript: the /contact page's
 * action (issue 12). The same checks as `POST /api/contact`, in the same order (route-table.ts) —
 * same origin (SECURITY 5), a form body within the same cap, the same rate-limit bucket — then the
 * same use case. Only the encoding differs: urlencoded fields instead of JSON.
 */
export async function receiveContactFormPost(
  deps: PlatformDeps,
  clientIp: string,
  request: Request,
): Promise<ContactFormOutcome> {
  if (!isSameOrigin(request, deps.config.publicUrl)) return { kind: 'cross-site' };
  let values = EMPTY_ENQUIRY;
  try {
    const form = await readForm(request);
    values = valuesOf(form);
    await enforceRateLimit(deps.db, CONTACT_RATE_LIMIT, clientIp);
    const input = { ...values, website: form.get('website') ?? '', via: form.get('via') || undefined };
    // The form lives on the page it posts to: that page is the touchpoint's.
    return { kind: 'sent', message: await sendContactEnquiry(deps, input, new URL(request.url).pathname) };
  } catch (error) {
    return { kind: 'refused', values, ...explain(error) };
  }
}

function valuesOf(form: URLSearchParams): ContactFormValues {
  const values = { ...EMPTY_ENQUIRY, consent: form.has('consent') };
  for (const field of FIELDS) values[field] = form.get(field) ?? '';
  return values;
}

function explain(error: unknown): {
  status: number;
  fieldErrors: FieldErrors;
  message: string | null;
  retryAfterSeconds?: number;
} {
  if (error instanceof ZodError) {
    const fieldErrors: FieldErrors = {};
    for (const issue of error.issues) {
      const key = issue.path.join('.');
      if (!(key in fieldErrors)) fieldErrors[key] = issue.message;
    }
    // A field the form does not show (a forged `via`) still gets its sentence, above the form.
    const hidden = error.issues.find((issue) => !(FIELDS as readonly PropertyKey[]).includes(issue.path[0] ?? ''));
    return { status: 400, fieldErrors, message: hidden ? hidden.message : null };
  }
  if (error instanceof ValidationError && error.fieldErrors) {
    return { status: 400, fieldErrors: error.fieldErrors, message: null };
  }
  if (error instanceof TooManyRequestsError) {
    return { status: 429, fieldErrors: {}, message: error.message, retryAfterSeconds: error.retryAfterSeconds };
  }
  if (error instanceof AppError) return { status: error.status, fieldErrors: {}, message: error.message };
  console.error('[contact] the form post failed:', error);
  return { status: 500, fieldErrors: {}, message: SERVER_FAILURE };
}

/** The browser's own encoding of a form, read no further than the API's cap (SECURITY 7). */
async function readForm(request: Request): Promise<URLSearchParams> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type)) {
    throw new UnsupportedMediaTypeError('Send the form as the browser does (application/x-www-form-urlencoded).');
  }
  if (Number(request.headers.get('content-length') ?? 0) > CONTACT_MAX_BYTES) throw new PayloadTooLargeError();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > CONTACT_MAX_BYTES) {
      await reader.cancel();
      throw new PayloadTooLargeError();
    }
    chunks.push(value);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
