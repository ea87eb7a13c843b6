import { type ContactFormValues, EMPTY_ENQUIRY } from '#shared/forms.ts';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../../platform/errors.ts';
import { errorAnswer } from '../../platform/http/error-handler.ts';
import { enforceRateLimit } from '../../platform/http/rate-limit.ts';
import { isSameOrigin } from '../../platform/http/write-guards.ts';
import type { PlatformDeps } from '../../platform/platform-deps.ts';
import { visitorRequestFrom } from '../analytics/index.ts';
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
      /** shown beside their fields: each one's English sentence */
      fieldErrors: Record<string, string>;
      /** shown above the form when no field can carry it (the rate limit, a failure of ours) */
      message: string | null;
      /** the rate limit's wait, for the page's Retry-After (as the API sends it) */
      retryAfterSeconds?: number;
    };

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'projectType', 'budget', 'message'] as const;

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
    const input = {
      ...values,
      website: form.get('website') ?? '',
      via: form.get('via') || undefined,
      // Issue 30: the page script fills it when it ran; without scripts the goal falls back to the visitor's hash.
      visit: form.get('visit') || undefined,
    };
    // The form lives on the page it posts to: that page is the touchpoint's.
    const page = new URL(request.url).pathname;
    const visitor = visitorRequestFrom(request.headers, clientIp);
    return { kind: 'sent', message: await sendContactEnquiry(deps, input, page, visitor) };
  } catch (error) {
    return { kind: 'refused', values, ...explain(error) };
  }
}

function valuesOf(form: URLSearchParams): ContactFormValues {
  const values = { ...EMPTY_ENQUIRY, consent: form.has('consent') };
  for (const field of FIELDS) values[field] = form.get(field) ?? '';
  return values;
}

/**
 * The refusal as the page shows it, from the API's own answer (`errorAnswer`, the one mapping):
 * each field's problem beside it; above the form, the refusal when no field carries it (the rate
 * limit, a failure of ours), or the problem of a field the form does not show (a forged `via`).
 */
function explain(error: unknown): {
  status: number;
  fieldErrors: Record<string, string>;
  message: string | null;
  retryAfterSeconds?: number;
} {
  const { status, body, retryAfterSeconds, unexpected } = errorAnswer(error);
  if (unexpected) console.error('[contact] the form post failed:', error);
  const problems = Object.entries(body.fieldErrors ?? {});
  const fieldErrors = Object.fromEntries(problems.map(([field, { message }]) => [field, message]));
  const hidden = problems.find(([field]) => !(FIELDS as readonly string[]).includes(field.split('.')[0] ?? ''));
  const message = problems.length === 0 ? body.message : hidden ? hidden[1].message : null;
  return { status, fieldErrors, message, ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}) };
}

/** The browser's own encoding of a form, read no further than the API's cap (SECURITY 7). */
async function readForm(request: Request): Promise<URLSearchParams> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type)) {
    throw new UnsupportedMediaTypeError('form_post_required');
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
