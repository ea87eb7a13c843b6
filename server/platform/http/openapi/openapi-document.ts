import { z } from 'zod';
import type { ApiErrorBody } from '#shared/api/errors.ts';
import { type ApiRoute, isWrite } from '../route-table.ts';
import { tagOf } from './route-tags.ts';

/**
 * The OpenAPI 3.1 document of /api (ADR 013), built from the route registry: each operation's
 * parameters, body and answers are the zod schemas the route validates with, turned into JSON
 * Schema draft 2020-12 (OpenAPI 3.1's dialect) by zod itself. Nothing here describes a route by
 * hand, so the document cannot drift from what the handlers check.
 */

export type JsonSchema = Record<string, unknown>;

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  parameters?: Array<{
    name: string;
    in: 'path' | 'query';
    required: boolean;
    schema: JsonSchema;
    description?: string;
  }>;
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<
    string,
    { description: string; headers?: Record<string, unknown>; content?: Record<string, { schema: JsonSchema }> }
  >;
  security?: Array<Record<string, string[]>>;
  'x-permission': ApiRoute['access'];
  'x-staff-view'?: string;
  'x-rate-limit'?: { limit: number; windowSeconds: number; per: 'client address' };
  'x-body-limit'?: { kind: string; maxBytes: number };
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  paths: Record<string, Partial<Record<Lowercase<ApiRoute['method']>, OpenApiOperation>>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, JsonSchema> };
  tags: Array<{ name: string }>;
}

/** One problem, as `shared/api/errors.ts` writes it (docs/errors.md): the code, the English text, what fills it. */
const problemShape = {
  code: z.string().meta({ description: 'stable code of the problem (`shared/api/errors.ts`), for translations' }),
  message: z.string().meta({ description: 'the English sentence, for people' }),
  params: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .optional()
    .meta({ description: 'the values of the text’s `{{placeholders}}`; left out when there are none' }),
};

/** D17: the body of every error answer (`ApiErrorBody`). */
export const ApiErrorSchema = z.strictObject({
  ...problemShape,
  fieldErrors: z
    .record(z.string(), z.strictObject(problemShape))
    .optional()
    .meta({ description: 'each field’s first problem, for forms; left out when no field is named' }),
}) satisfies z.ZodType<ApiErrorBody>;

const SESSION_SCHEME = 'session';
const ERROR_REF = { $ref: '#/components/schemas/ApiError' };

/** Hono's `/admin/users/:id` is OpenAPI's `/admin/users/{id}`. */
export const openApiPath = (honoPath: string): string => honoPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** `GET /admin/users/:id` → `getAdminUsersById`: stable, unique while (method, path) is. */
export function operationIdOf(route: Pick<ApiRoute, 'method' | 'path'>): string {
  const words = route.path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) =>
      segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/).filter(Boolean),
    );
  return [route.method.toLowerCase(), ...words.map((w) => w[0]?.toUpperCase() + w.slice(1))].join('');
}

/** A zod schema as JSON Schema 2020-12: inputs as a client sends them, answers as the server writes them. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    override: lessNoise,
  }) as JsonSchema;
  return rest;
}

/** zod spells out what a reader knows: the safe-integer range of every integer, the regex of `date-time`. */
function lessNoise({ jsonSchema }: { jsonSchema: JsonSchema }): void {
  if (jsonSchema.format === 'date-time') delete jsonSchema.pattern;
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
}

function parametersOf(route: ApiRoute): OpenApiOperation['parameters'] {
  const parameters: NonNullable<OpenApiOperation['parameters']> = [];
  const pathNames = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);
  const params = route.params ? objectProperties(route.params) : { properties: {}, required: [] };
  for (const name of pathNames) {
    parameters.push({ name, in: 'path', required: true, schema: params.properties[name] ?? { type: 'string' } });
  }
  if (route.query) {
    const query = objectProperties(route.query);
    for (const [name, schema] of Object.entries(query.properties)) {
      parameters.push({ name, in: 'query', required: query.required.includes(name), schema });
    }
  }
  return parameters.length ? parameters : undefined;
}

function objectProperties(schema: z.ZodObject): { properties: Record<string, JsonSchema>; required: string[] } {
  const json = jsonSchemaOf(schema, 'input');
  return {
    properties: (json.properties ?? {}) as Record<string, JsonSchema>,
    required: (json.required ?? []) as string[],
  };
}

function requestBodyOf(route: ApiRoute): OpenApiOperation['requestBody'] {
  if (!isWrite(route.method)) return undefined;
  const kind = route.body?.kind ?? 'json';
  if (kind === 'image') {
    return {
      required: true,
      content: {
        'image/*': { schema: { type: 'string', contentMediaType: 'image/*', description: 'the file itself' } },
      },
    };
  }
  if (kind === 'form') {
    return { required: false, content: { 'application/x-www-form-urlencoded': { schema: { type: 'object' } } } };
  }
  if (kind === 'signed') {
    // A provider's own event format, signed over its exact bytes (docs/email.md, "Provider webhooks").
    return {
      required: true,
      content: { 'application/json': { schema: { description: 'the provider’s event(s), as it signed them' } } },
    };
  }
  if (kind === 'beacon' && route.requestBody) {
    // navigator.sendBeacon sends a Blob of text/plain; the text is the same JSON.
    const schema = jsonSchemaOf(route.requestBody, 'input');
    return { required: true, content: { 'application/json': { schema }, 'text/plain': { schema } } };
  }
  if (!route.requestBody) return undefined;
  return {
    required: !route.requestBodyOptional,
    content: { 'application/json': { schema: jsonSchemaOf(route.requestBody, 'input') } },
  };
}

/** The error answers a route can give: those its checks add (route-table.ts), then its own. */
function errorStatuses(route: ApiRoute): Record<number, string> {
  const errors: Record<number, string> = {};
  const write = isWrite(route.method);
  if (route.requestBody || route.query || write) errors[400] = 'The request is not valid: the message names the field';
  if (route.access !== 'public') {
    errors[401] = 'Not signed in (or the session ended)';
    errors[403] = 'Signed in without this permission, or the account is inactive';
  }
  if (write) {
    errors[403] = errors[403] ? `${errors[403]}; or a request from another site` : 'A request from another site';
    errors[413] = 'The body is larger than the route accepts';
    errors[415] = 'The body is not of the type the route accepts';
  }
  if (route.params) errors[404] = 'No such item';
  if (route.rateLimit) errors[429] = 'Too many requests from this address: try again after Retry-After seconds';
  errors[500] = 'Something went wrong on the server (never a detail)';
  for (const [status, description] of Object.entries(route.errors ?? {})) {
    if (description) errors[Number(status)] = description;
  }
  return errors;
}

function responsesOf(route: ApiRoute): OpenApiOperation['responses'] {
  const responses: OpenApiOperation['responses'] = {};
  const answer = route.response;
  if (answer && 'schema' in answer) {
    responses[answer.status] = {
      description: answer.status === 201 ? 'Created' : 'OK',
      content: { 'application/json': { schema: jsonSchemaOf(answer.schema, 'output') } },
    };
  } else if (answer && 'file' in answer) {
    responses[answer.status] = {
      description: answer.description,
      content: { [answer.file]: { schema: { type: 'string', contentMediaType: answer.file } } },
    };
  } else if (answer && 'empty' in answer) {
    responses[answer.status] = { description: answer.empty };
  } else if (answer) {
    responses[answer.status] = {
      description: `Redirects to ${answer.redirect}`,
      headers: { Location: { schema: { type: 'string' } } },
    };
  }
  for (const [status, description] of Object.entries(errorStatuses(route))) {
    responses[status] =
      Number(status) < 400
        ? { description, headers: { Location: { schema: { type: 'string' } } } }
        : { description, content: { 'application/json': { schema: ERROR_REF } } };
  }
  return responses;
}

export function operationOf(route: ApiRoute): OpenApiOperation {
  const operation: OpenApiOperation = {
    operationId: operationIdOf(route),
    summary: route.summary,
    tags: [tagOf(route.path)],
    responses: responsesOf(route),
    'x-permission': route.access,
  };
  const parameters = parametersOf(route);
  if (parameters) operation.parameters = parameters;
  const requestBody = requestBodyOf(route);
  if (requestBody) operation.requestBody = requestBody;
  if (route.access !== 'public') operation.security = [{ [SESSION_SCHEME]: [] }];
  if (route.staffView) operation['x-staff-view'] = route.staffView;
  if (route.rateLimit) {
    const { limit, windowSeconds } = route.rateLimit;
    operation['x-rate-limit'] = { limit, windowSeconds, per: 'client address' };
  }
  if (isWrite(route.method)) {
    operation['x-body-limit'] = { kind: route.body?.kind ?? 'json', maxBytes: route.body?.maxBytes ?? 64 * 1024 };
  }
  return operation;
}

/** `sessionCookie`: the session cookie's name (identity's), for the security scheme. */
export function buildOpenApiDocument(
  routes: readonly ApiRoute[],
  info: { version: string; sessionCookie: string },
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  for (const route of routes) {
    const operation = operationOf(route);
    for (const tag of operation.tags) tags.add(tag);
    const path = openApiPath(route.path);
    const item = paths[path] ?? {};
    paths[path] = item;
    item[route.method.toLowerCase() as Lowercase<ApiRoute['method']>] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Atelier API',
      version: info.version,
      description:
        'JSON in, JSON out; errors are `{ code, message, params?, fieldErrors? }` (D17; docs/errors.md). Routes that are not public need the ' +
        'session cookie of an active user whose role has the permission named in `x-permission` (D14). ' +
        'Writes must come from this site (Sec-Fetch-Site or Origin). `x-rate-limit` counts per client address.',
    },
    servers: [{ url: '/api' }],
    paths,
    components: {
      securitySchemes: {
        [SESSION_SCHEME]: {
          type: 'apiKey',
          in: 'cookie',
          name: info.sessionCookie,
          description: `Set by POST /admin/login; named __Host-${info.sessionCookie} when the site is served over HTTPS.`,
        },
      },
      schemas: { ApiError: jsonSchemaOf(ApiErrorSchema, 'output') },
    },
    tags: [...tags].sort().map((name) => ({ name })),
  };
}
