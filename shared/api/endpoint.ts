import type { z } from 'zod';

/**
 * One endpoint of the API contract: its method, its path under /api, and the zod schemas of what
 * it reads and answers. The server mounts a handler on it (`route()` in
 * server/platform/http/route-table.ts validates the request with these very schemas and hands the
 * handler typed input); the admin calls it through `callApi` (app/lib/api-client.ts) on its
 * `Address` (below: the method and path, written from the same object into shared/api/addresses/),
 * which types the answer from the same schema. One contract, so the browser, the server and the
 * API document (/api/docs) cannot disagree (ADR 020).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What an endpoint answers when it succeeds. JSON answers name the zod schema of their body;
 * files and redirects name their media type or target.
 */
export type EndpointResponse =
  | { status: 200 | 201; schema: z.ZodType }
  | { status: 200; file: 'application/pdf' | 'text/csv' | 'text/html'; description: string }
  | { status: 301 | 303; redirect: string }
  /** no body at all (the analytics beacon, issue 30: the page learns nothing from the answer) */
  | { status: 204; empty: string };

export interface Endpoint {
  method: HttpMethod;
  /** Hono path under /api, e.g. `/leads/:id` */
  path: string;
  /** the path's `:name` parts, as an object schema */
  params?: z.ZodObject;
  /** the query string, as an object schema (an empty parameter, `status=`, means "not given") */
  query?: z.ZodObject;
  /** the JSON body of a write */
  body?: z.ZodType;
  /** true when a write may also come with no body at all (the empty POST of a button) */
  bodyOptional?: boolean;
  response: EndpointResponse;
}

/** Declares an endpoint, keeping its literal types (the path, the schemas) for both sides. */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

/** Keys an address's contract: present in the type only, never in the object. */
declare const contract: unique symbol;

/**
 * What the browser needs of an endpoint at run time, its method and path, with the endpoint
 * itself carried by the type alone: `callApi(leadsApi.list)` on an address is typed exactly as on
 * the endpoint (its input and answer from the endpoint's schemas), but the object holds no schema,
 * so the contract's zod graph stays out of the browser's bundle. The app imports addresses from
 * `shared/api/addresses/` (generated from the contract by scripts/contract/write-addresses.ts).
 */
export type Address<E extends Endpoint> = {
  readonly method: E['method'];
  readonly path: E['path'];
  /** the endpoint, for the type checker only (no address has it at run time) */
  readonly [contract]?: E;
} & (E['bodyOptional'] extends true ? { readonly bodyOptional: true } : { readonly bodyOptional?: undefined });

/** Any endpoint's address, whatever its contract. */
export interface AnyAddress {
  readonly method: HttpMethod;
  readonly path: string;
  readonly bodyOptional?: true;
}

/** The addresses of a contract export: one endpoint's, or a group's (`leadsApi`), key by key. */
export type Addresses<T> = T extends Endpoint
  ? Address<T>
  : { readonly [K in keyof T]: T[K] extends Endpoint ? Address<T[K]> : never };

/** The endpoint behind an endpoint or an address. */
export type ContractOf<T extends Endpoint | AnyAddress> = T extends Endpoint
  ? T
  : T extends Address<infer E>
    ? E
    : never;

type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What the server's handler receives: each part parsed by its schema (`undefined` when not declared). */
export interface EndpointInput<E extends Endpoint> {
  params: OutputOf<E['params']>;
  query: OutputOf<E['query']>;
  body: E['body'] extends z.ZodType
    ? E['bodyOptional'] extends true
      ? z.output<E['body']> | undefined
      : z.output<E['body']>
    : undefined;
}

/** The JSON a handler returns for an endpoint (what its schema accepts), or never for files and redirects. */
export type EndpointAnswer<E extends Endpoint> = E['response'] extends { schema: infer S extends z.ZodType }
  ? z.input<S>
  : never;

/** The JSON the browser receives from an endpoint (given as the endpoint or its address). */
export type EndpointResult<E extends Endpoint | AnyAddress> = ContractOf<E>['response'] extends {
  schema: infer S extends z.ZodType;
}
  ? z.output<S>
  : never;

/** What a caller passes: path parts as text or numbers, the query's fields (each optional), the body. */
export type CallInput<E extends Endpoint> = (E['params'] extends z.ZodObject
  ? { params: { [K in keyof z.input<E['params']>]: string | number } }
  : { params?: undefined }) &
  (E['query'] extends z.ZodObject
    ? { query?: { [K in keyof z.input<E['query']>]?: unknown } }
    : { query?: undefined }) &
  (E['method'] extends 'GET' ? { cache?: RequestCache } : { cache?: undefined }) &
  (E['body'] extends z.ZodType
    ? E['bodyOptional'] extends true
      ? { body?: z.input<E['body']> }
      : { body: z.input<E['body']> }
    : { body?: undefined });

/** `callApi(endpoint)` when the endpoint needs nothing, `callApi(endpoint, input)` otherwise. */
export type CallArgs<E extends Endpoint> = object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/**
 * The path of a call: `/leads/:id` with `{ id: 4 }` is `/api/leads/4`; the query's given fields
 * (not undefined, null or empty) follow in order. Shared so the browser and tests build URLs alike.
 */
export function endpointUrl(
  definition: Pick<Endpoint | AnyAddress, 'path'>,
  params?: Readonly<Record<string, string | number>>,
  query?: Readonly<Record<string, unknown>>,
): string {
  const path = definition.path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${definition.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    search.set(name, String(value));
  }
  const text = search.toString();
  return `/api${path}${text ? `?${text}` : ''}`;
}
