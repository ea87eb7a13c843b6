import { type Address, type CallArgs, type Endpoint, type EndpointResult, endpointUrl } from '#shared/api/endpoint.ts';
import type { ApiProblem, ErrorParams } from '#shared/api/errors.ts';

/**
 * Browser calls to our own API. public site §8 builds errors as "status: body"; D17 has the
 * client show the server's message instead of a raw dump, so the JSON `message` wins when present.
 * The answer's `code` and `params` (shared/api/errors.ts) let the admin say it in its language,
 * and a form can show the server's per-field problems (`fieldErrors`) beside their fields.
 */
export class ApiError extends Error {
  /** The catalogue's code; '' when the answer was not the API's JSON (a proxy's page). */
  readonly code: string;
  readonly params: ErrorParams;
  readonly fieldErrors: Readonly<Record<string, ApiProblem>>;
  /** The whole JSON answer: what a refusal carries beyond these (409 `edit_conflict`'s details). */
  readonly body: Readonly<Record<string, unknown>>;

  constructor(
    message: string,
    readonly status: number,
    details: {
      code?: string;
      params?: ErrorParams;
      fieldErrors?: Readonly<Record<string, ApiProblem>>;
      body?: Readonly<Record<string, unknown>>;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = details.code ?? '';
    this.params = details.params ?? {};
    this.fieldErrors = details.fieldErrors ?? {};
    this.body = details.body ?? {};
  }

  /** The refusal as a problem, for the admin's translation. */
  get problem(): ApiProblem {
    return { code: this.code, message: this.message, params: this.params };
  }
}

/** An API error answer's body as an ApiError, or null when it is not one. */
export function apiErrorFrom(status: number, body: unknown): ApiError | null {
  if (!body || typeof body !== 'object') return null;
  const { message, code, params, fieldErrors } = body as Record<string, unknown>;
  if (typeof message !== 'string' || !message) return null;
  return new ApiError(message, status, {
    code: typeof code === 'string' ? code : '',
    params: paramsFrom(params),
    fieldErrors: fieldErrorsFrom(fieldErrors),
    body: body as Record<string, unknown>,
  });
}

async function errorFrom(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  try {
    const error = apiErrorFrom(response.status, JSON.parse(text));
    if (error) return error;
  } catch {
    // not JSON: fall through to the spec's "status: body" form
  }
  return new ApiError(`${response.status}: ${text || response.statusText}`, response.status);
}

function paramsFrom(value: unknown): ErrorParams {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}

function fieldErrorsFrom(value: unknown): Record<string, ApiProblem> {
  if (!value || typeof value !== 'object') return {};
  const problems: Record<string, ApiProblem> = {};
  for (const [field, entry] of Object.entries(value)) {
    if (!entry || typeof entry !== 'object') continue;
    const { code, message, params } = entry as Record<string, unknown>;
    if (typeof message !== 'string') continue;
    problems[field] = { code: typeof code === 'string' ? code : '', message, params: paramsFrom(params) };
  }
  return problems;
}

/** POST a JSON body; resolves with the raw Response when it is OK, throws ApiError otherwise. */
export async function postJson(path: string, body: unknown): Promise<Response> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, application/pdf' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await errorFrom(response);
  return response;
}

/**
 * Calls an endpoint of the contract (shared/api/), given as its address (shared/api/addresses/,
 * what the browser imports: method and path, no schemas) or as the endpoint itself: the URL is
 * built from its path, params and query, a body (when given) is sent as JSON, and the input and
 * the answer are typed by the endpoint's schemas. A write with nothing to send sends no body and no Content-Type. Throws ApiError on any
 * status other than 2xx. `cache: 'no-cache'` on a read asks the server every time (a 304 when
 * nothing changed): the admin reads public lists that the browser may otherwise keep for a minute.
 */
export async function callApi<E extends Endpoint>(
  endpoint: E | Address<E>,
  ...[input]: CallArgs<E>
): Promise<EndpointResult<E>> {
  const { params, query, body, cache } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
    cache?: RequestCache;
  };
  const hasBody = body !== undefined;
  const response = await fetch(endpointUrl(endpoint, params, query), {
    method: endpoint.method,
    credentials: 'include',
    headers: hasBody
      ? { 'Content-Type': 'application/json', Accept: 'application/json' }
      : { Accept: 'application/json' },
    ...(hasBody ? { body: JSON.stringify(body) } : {}),
    ...(cache ? { cache } : {}),
  });
  if (!response.ok) throw await errorFrom(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as EndpointResult<E>;
}

/** The address of an endpoint that answers a file (a CSV, a PDF) for a link or a download. */
export function apiHref<E extends Endpoint>(endpoint: E | Address<E>, ...[input]: CallArgs<E>): string {
  const { params, query } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
  };
  return endpointUrl(endpoint, params, query);
}

/** The file name a download response suggests (Content-Disposition), or a fallback. */
export function downloadFileName(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? fallback;
}

/** Saves a blob as a file through a temporary link (the browser's own download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
