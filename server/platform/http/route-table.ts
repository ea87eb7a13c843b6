import type { Context, Handler, Hono, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { Permission } from '#shared/admin/permissions.ts';
import type { Endpoint, EndpointAnswer, EndpointInput, EndpointResponse, HttpMethod } from '#shared/api/endpoint.ts';
import type { ErrorCode } from '#shared/api/errors.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import type { PlatformDeps } from '../platform-deps.ts';
import { type AccessChecks, noStore } from './access-checks.ts';
import type { AppEnv } from './app-env.ts';
import { publicReads } from './cache.ts';
import type { RateLimitRule } from './rate-limit.service.ts';
import { rateLimitPerClient } from './rate-limit.ts';
import { type BodyRule, bodyGuards } from './write-guards.ts';

export type { HttpMethod };

/** Who may call a route: anyone, or a signed-in user with this permission (D14). */
export type Access = 'public' | Permission;

/**
 * What a route answers when it succeeds (ADR 013): its endpoint's response. The API document is
 * built from this, and a test checks every JSON answer against its schema.
 */
export type RouteResponse = EndpointResponse;

/**
 * The inputs a route reads, as the zod schemas `route()` validates them with before the handler
 * runs: the very objects, so the document cannot describe anything that is not checked (ADR 013).
 */
export interface RouteSchemas {
  /** the path's `:name` parts, as an object schema */
  params?: z.ZodObject;
  /** the query string, as an object schema */
  query?: z.ZodObject;
  /** the JSON body (writes of kind `json`) */
  requestBody?: z.ZodType;
  /** true when no body at all is also accepted (the empty POST of a button) */
  requestBodyOptional?: boolean;
  response?: RouteResponse;
  /** error answers besides those every route of its kind has (401/403, 400, 404, 413/415, 429, 500) */
  errors?: Partial<Record<number, string>>;
}

/** The admin's default body cap: forms of text; uploads name their own. */
export const ADMIN_BODY = { kind: 'json', maxBytes: 64 * 1024 } as const satisfies BodyRule;

/**
 * Set by `route()` alone: an `ApiRoute` cannot be written as an object literal, so every route
 * reads its input through its endpoint's schemas (no handler parses the request by hand).
 */
const MADE_BY_ROUTE: unique symbol = Symbol('made by route()');

/** Whether this route came from `route()` (the registry test checks every route). */
export function isContractRoute(candidate: object): boolean {
  return MADE_BY_ROUTE in candidate;
}

/**
 * One API route, classified (SECURITY 1). Every route under /api is declared this way and mounted
 * by `mountApiRoutes`, which puts the checks in front of the handler in one fixed order, so no
 * route can forget one:
 *   public GET → ETag + public cache;  signed-in → no-store, then session + permission;
 *   writes → origin, type and size (`body`), then the per-client rate limit (`rateLimit`).
 */
export interface ApiRoute<D extends PlatformDeps = PlatformDeps> extends RouteSchemas {
  method: HttpMethod;
  /** Hono path under /api, e.g. `/admin/users/:id` */
  path: string;
  access: Access;
  /** what the route does, in a few words (the route list and, later, the API document) */
  summary: string;
  /** state-changing routes: the body they accept (default: JSON up to 64 KB) */
  body?: BodyRule;
  /** per client address, counted in the database (SECURITY 14) */
  rateLimit?: RateLimitRule;
  /**
   * Public reads that show signed-in staff more (drafts, D2): when the request carries the session
   * of an active user with this permission, `c.get('user')` is set and the answer is personal —
   * built fresh and never cached anywhere. Everyone else gets the cached public answer.
   */
  staffView?: Permission;
  /**
   * A public read that must never be kept by any cache: it changes with every write of its kind
   * (a booking's open slots) or is personal and named by a secret in its path (a booking's manage
   * link). Answers `no-store` instead of the public cache.
   */
  fresh?: true;
  handler: Handler<AppEnv<D>>;
  /** only `route()` makes routes */
  readonly [MADE_BY_ROUTE]: true;
}

export function isWrite(method: HttpMethod): boolean {
  return method !== 'GET';
}

/** Mounts the routes with their checks; the session checks come from identity (`AccessChecks`). */
export function mountApiRoutes(api: Hono<AppEnv>, routes: readonly ApiRoute[], access: AccessChecks): void {
  for (const route of routes) {
    const chain: MiddlewareHandler<AppEnv>[] = [];
    if (route.access === 'public') {
      if (route.staffView) chain.push(access.recognizeStaff(route.staffView));
      if (route.method === 'GET') chain.push(route.fresh ? noStore : publicReads);
    } else {
      chain.push(noStore);
    }
    if (isWrite(route.method)) chain.push(bodyGuards(route.body ?? ADMIN_BODY));
    if (route.access !== 'public') chain.push(access.requireAccess(route.access));
    if (route.rateLimit) chain.push(rateLimitPerClient(route.rateLimit));
    api.on(route.method, [route.path], ...chain, route.handler);
  }
}

/** The server's side of an endpoint: who may call it and what the handler does with typed input. */
export interface RouteSpec<E extends Endpoint, D extends PlatformDeps> {
  access: Access;
  summary: string;
  body?: BodyRule;
  rateLimit?: RateLimitRule;
  staffView?: Permission;
  /** a public read no cache may keep (see ApiRoute.fresh) */
  fresh?: true;
  errors?: Partial<Record<number, string>>;
  /**
   * The 404 of the item the path names: a malformed path part (`/leads/abc`, `/leads/0`) names no
   * item, so it answers exactly what an id nobody holds answers — the item's code, or, where the
   * answer names what was asked for (`Unknown option list: …`), the error made from the raw path.
   * Checked before the body, as an unknown item is. Without it, a bad path part is a 400 like any
   * other bad input.
   */
  notFound?: ErrorCode | ((path: Readonly<Record<string, string>>) => Error);
  /**
   * Runs before the input is read, for what must hold even when the input is refused: a sign-in's
   * `no-store` (a refused sign-in is never stored either), its challenge cookie's 401 before its
   * body's 400.
   */
  before?: (c: Context<AppEnv<D>>) => void;
  /**
   * The error a query or body its schema refuses becomes, for a route that words its 400 itself
   * (the chat's one sentence naming the first problem). Without it, the schema's error is thrown
   * as it is (the error handler's answer with every field's problem).
   */
  invalid?: (error: z.ZodError) => Error;
  /**
   * Runs after the access checks with the request's params, query and body parsed by the
   * endpoint's schemas. A JSON endpoint returns the answer's data (sent with the endpoint's status,
   * checked against its schema by the type checker), or a Response for an answer of another status
   * named in `errors` (a provider's 502); a file or redirect returns its Response.
   */
  handle: (
    c: Context<AppEnv<D>>,
    input: EndpointInput<E>,
  ) => E['response'] extends { schema: z.ZodType }
    ? EndpointAnswer<E> | Response | Promise<EndpointAnswer<E> | Response>
    : Response | Promise<Response>;
}

/**
 * Binds a handler to a contract endpoint (shared/api/): the route reads its inputs only through
 * the endpoint's schemas, so what the document says, what the browser sends and what the handler
 * gets are one thing. Order of answers: the guards of `mountApiRoutes` first (origin, size,
 * session, permission, rate), then the path (404 or 400), the query (400), the body (400).
 */
export function route<const E extends Endpoint, D extends PlatformDeps = PlatformDeps>(
  endpoint: E,
  spec: RouteSpec<E, D>,
): ApiRoute<D> {
  // reportInput: an issue keeps its input, so a missing field is told from a wrong one (`required`).
  const check = (schema: z.ZodType, value: unknown): unknown => {
    if (!spec.invalid) return schema.parse(value, { reportInput: true });
    const parsed = schema.safeParse(value, { reportInput: true });
    if (parsed.success) return parsed.data;
    throw spec.invalid(parsed.error);
  };
  const handler: Handler<AppEnv<D>> = async (c) => {
    spec.before?.(c);
    const input = {
      params: parsePathParams(c, endpoint, spec.notFound),
      query: endpoint.query ? check(endpoint.query, givenQuery(c)) : undefined,
      body: endpoint.body ? await parseBody(c, endpoint, check) : undefined,
    } as EndpointInput<E>;
    const result = await spec.handle(c, input);
    if (result instanceof Response) return result;
    const status = endpoint.response.status === 201 ? 201 : 200;
    return c.json(result as object, status);
  };
  return {
    method: endpoint.method,
    path: endpoint.path,
    access: spec.access,
    summary: spec.summary,
    ...(spec.body ? { body: spec.body } : {}),
    ...(spec.rateLimit ? { rateLimit: spec.rateLimit } : {}),
    ...(spec.staffView ? { staffView: spec.staffView } : {}),
    ...(spec.fresh ? { fresh: true as const } : {}),
    ...(spec.errors ? { errors: spec.errors } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { query: endpoint.query } : {}),
    ...(endpoint.body ? { requestBody: endpoint.body } : {}),
    ...(endpoint.bodyOptional ? { requestBodyOptional: true } : {}),
    response: endpoint.response,
    handler,
    [MADE_BY_ROUTE]: true,
  };
}

function parsePathParams(
  c: Context,
  endpoint: Endpoint,
  notFound: RouteSpec<Endpoint, PlatformDeps>['notFound'],
): unknown {
  if (!endpoint.params) return undefined;
  const path = c.req.param();
  const parsed = endpoint.params.safeParse(path);
  if (parsed.success) return parsed.data;
  if (typeof notFound === 'function') throw notFound(path);
  if (notFound !== undefined) throw new NotFoundError(notFound);
  throw parsed.error;
}

/** An empty parameter (`status=`) means "any", as a form's empty select sends it. */
function givenQuery(c: Context): Record<string, string> {
  return Object.fromEntries(Object.entries(c.req.query()).filter(([, value]) => value !== ''));
}

/** The JSON body, parsed by the endpoint's schema; an empty body is `undefined` where that is allowed. */
async function parseBody(
  c: Context,
  endpoint: Endpoint,
  check: (schema: z.ZodType, value: unknown) => unknown,
): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '' && endpoint.bodyOptional) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ValidationError('invalid_json');
  }
  return endpoint.body ? check(endpoint.body, json) : undefined;
}
