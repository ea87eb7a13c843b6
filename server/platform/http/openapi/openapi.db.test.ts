import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { signInAs } from '../../../../tests/support/admin-session.ts';
import { jsonWrite, prepareTestApp } from '../../../../tests/support/test-app.ts';
import { API_ROUTES } from '../../../api-routes.ts';
import type { ApiRoute } from '../route-table.ts';
import { API_REFERENCE_CSP } from './api-reference-page.ts';
import { ApiErrorSchema, type OpenApiDocument, openApiPath } from './openapi-document.ts';

const t = prepareTestApp();

const key = (route: Pick<ApiRoute, 'method' | 'path'>) => `${route.method} ${route.path}`;
const routeOf = (method: string, path: string): ApiRoute => {
  const route = API_ROUTES.find((r) => r.method === method && r.path === path);
  if (!route) throw new Error(`no route ${method} ${path}`);
  return route;
};

let admin = '';
let viewer = '';
let document: OpenApiDocument;

beforeAll(async () => {
  admin = await signInAs(t, 'admin');
  viewer = await signInAs(t, 'viewer');
  const response = await t.request('/api/openapi.json', { headers: { Cookie: viewer } });
  expect(response.status).toBe(200);
  document = (await response.json()) as OpenApiDocument;
});

/** The route's success answer, as its declaration says: status, and a body its schema accepts. */
async function expectDeclaredAnswer(route: ApiRoute, response: Response): Promise<unknown> {
  const declared = route.response;
  if (!declared) throw new Error(`${key(route)} declares no response`);
  const text = await response.text();
  expect(response.status, `${key(route)}: ${text.slice(0, 300)}`).toBe(declared.status);
  if ('redirect' in declared) {
    expect(response.headers.get('location')).toContain(declared.redirect);
    return null;
  }
  if ('file' in declared) {
    expect(response.headers.get('content-type')).toContain(declared.file);
    return text;
  }
  if ('empty' in declared) {
    expect(text).toBe('');
    return null;
  }
  const body: unknown = JSON.parse(text);
  const result = (declared.schema as z.ZodType).safeParse(body);
  expect(result.success ? [] : result.error.issues, `${key(route)} answered outside its schema`).toEqual([]);
  return body;
}

describe('the API document covers the registry (ADR 013)', () => {
  it('has every route with its method, path and permission, and the session scheme on protected ones', () => {
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ method, path, operation })),
    );
    expect(documented).toHaveLength(API_ROUTES.length);
    for (const route of API_ROUTES) {
      const operation = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase() as 'get'];
      expect(operation, `${key(route)} is missing from the document`).toBeDefined();
      expect(operation?.['x-permission']).toBe(route.access);
      expect(operation?.summary).toBe(route.summary);
      if (route.access === 'public') expect(operation?.security).toBeUndefined();
      else expect(operation?.security).toEqual([{ session: [] }]);
      if (route.rateLimit) expect(operation?.['x-rate-limit']?.limit).toBe(route.rateLimit.limit);
      if (route.response) expect(operation?.responses).toHaveProperty(String(route.response.status));
    }
  });

  it('has every route declare its answer, and a schema for each part of its path', () => {
    const undeclared = API_ROUTES.filter((route) => !route.response).map(key);
    expect(undeclared, 'routes without a response schema').toEqual([]);
    for (const route of API_ROUTES) {
      const names = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
      expect(Object.keys(route.params?.shape ?? {}).sort(), `${key(route)} params`).toEqual(names.sort());
    }
  });
});

describe('the document is OpenAPI 3.1', () => {
  it('has the version, info, servers and components a 3.1 document needs', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: 'Atelier API', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    expect(document.components.securitySchemes.session).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'atelier_session' }),
    );
  });

  it('describes the error body (D17): a code, the English message, params, and field problems with codes', () => {
    const problem = {
      code: { type: 'string' },
      message: { type: 'string' },
      params: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
    };
    expect(document.components.schemas.ApiError).toMatchObject({
      type: 'object',
      required: ['code', 'message'],
      additionalProperties: false,
      properties: {
        ...problem,
        fieldErrors: {
          type: 'object',
          additionalProperties: {
            type: 'object',
            required: ['code', 'message'],
            additionalProperties: false,
            properties: problem,
          },
        },
      },
    });
  });

  it('has the error answers the API gives match that description, and the old shape not', async () => {
    const answers = [
      await t.request('/api/admin/overview'),
      await t.request('/api/nothing-here'),
      await t.request(
        '/api/admin/users',
        jsonWrite('POST', { username: 'schema-check-2', password: 'short' }, { Cookie: admin }),
      ),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([401, 404, 400]);
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(bodies[2].fieldErrors.password).toEqual({
      code: 'password_too_short',
      message: 'Password must be at least 12 characters long.',
      params: { minimum: 12 },
    });
    for (const body of bodies) {
      const result = ApiErrorSchema.safeParse(body);
      expect(result.success ? [] : result.error.issues, JSON.stringify(body)).toEqual([]);
    }
    expect(ApiErrorSchema.safeParse({ message: 'Title is required' }).success).toBe(false);
    expect(
      ApiErrorSchema.safeParse({ code: 'required', message: 'x', fieldErrors: { title: 'Title is required' } }).success,
    ).toBe(false);
  });

  it('has well-formed operations: unique ids, path templates matched by parameters, answers, resolvable refs', () => {
    const ids = new Set<string>();
    const tags = new Set(document.tags.map((tag) => tag.name));
    for (const [path, item] of Object.entries(document.paths)) {
      expect(path).toMatch(/^\/[^:]*$/);
      const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      for (const [method, operation] of Object.entries(item)) {
        expect(['get', 'put', 'post', 'delete', 'patch']).toContain(method);
        expect(ids.has(operation.operationId), operation.operationId).toBe(false);
        ids.add(operation.operationId);
        for (const tag of operation.tags) expect(tags).toContain(tag);
        const inPath = (operation.parameters ?? []).filter((p) => p.in === 'path');
        expect(inPath.map((p) => p.name).sort()).toEqual([...templated].sort());
        for (const parameter of operation.parameters ?? []) {
          expect(['path', 'query']).toContain(parameter.in);
          if (parameter.in === 'path') expect(parameter.required).toBe(true);
          expect(typeof parameter.schema).toBe('object');
        }
        const statuses = Object.keys(operation.responses);
        expect(statuses.every((status) => /^[1-5]\d\d$/.test(status))).toBe(true);
        expect(statuses.length, `${method} ${path} has no responses`).toBeGreaterThan(0);
        for (const response of Object.values(operation.responses)) expect(response.description).toBeTruthy();
        if (operation.requestBody) expect(Object.keys(operation.requestBody.content).length).toBeGreaterThan(0);
        for (const requirement of operation.security ?? []) {
          for (const scheme of Object.keys(requirement))
            expect(document.components.securitySchemes).toHaveProperty(scheme);
        }
      }
    }
    // Every $ref points into components; no zod internals or JSON Schema dialect left over.
    const text = JSON.stringify(document);
    for (const [, ref] of text.matchAll(/"\$ref":"([^"]+)"/g)) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(document.components.schemas).toHaveProperty(String(ref).split('/').at(-1) as string);
    }
    expect(text).not.toContain('"$schema"');
    expect(text).not.toContain('"~standard"');
  });
});

/**
 * The demo content's ids and addresses, and a lead made through the API (the demo has none), so
 * every route with a path parameter is called on something that exists.
 */
const samples = {
  projectId: 0,
  projectSlug: '',
  postSlug: '',
  postCategory: '',
  leadId: 0,
  manageToken: '',
  typeId: 0,
  revisionId: 0,
};

/** The next two weeks, as the booking reads take them. */
const bookingDays = (() => {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return { from: day(0), to: day(13) };
})();

function sampleQuery(route: ApiRoute): string {
  if (route.path === '/booking/slots') return `?type=${samples.typeId}&from=${bookingDays.from}&to=${bookingDays.to}`;
  if (route.path === '/admin/bookings') return `?from=${bookingDays.from}&to=${bookingDays.to}`;
  if (route.path.startsWith('/unsubscribe')) return '?token=abc';
  if (route.path === '/admin/drafts') return '?entity=project&id=new';
  if (route.path === '/admin/revisions') return `?entity=project&id=${samples.projectId}`;
  if (route.path === '/admin/preview-links') return `?entityType=project&entityId=${samples.projectId}`;
  if (route.path === '/admin/analytics/export') return `?report=pages&from=${bookingDays.from}&to=${bookingDays.to}`;
  if (route.path.startsWith('/admin/analytics/')) return `?from=${bookingDays.from}&to=${bookingDays.to}`;
  return '';
}

function idSample(path: string): number {
  return path.startsWith('/admin/revisions') ? samples.revisionId : samples.projectId;
}

function samplePath(route: ApiRoute): string {
  const path = route.path
    .replace(':fieldType', 'projectType')
    .replace(':slug', route.path.startsWith('/blog') ? samples.postSlug : samples.projectSlug)
    .replace(':category', encodeURIComponent(samples.postCategory))
    .replace(':token', samples.manageToken)
    .replace(':id', String(route.path.startsWith('/leads') ? samples.leadId : idSample(route.path)));
  if (path.includes(':')) throw new Error(`${key(route)}: no sample value for its path; add one to this test`);
  return `/api${path}`;
}

describe('answers match their schemas (seeded demo content, a user with the permission)', () => {
  beforeAll(async () => {
    const projects = (await (await t.request('/api/projects')).json()) as Array<{ id: number; slug: string }>;
    const posts = (await (await t.request('/api/blog')).json()) as Array<{ slug: string; category: string }>;
    samples.projectId = projects[0]?.id ?? 0;
    samples.projectSlug = projects[0]?.slug ?? '';
    samples.postSlug = posts[0]?.slug ?? '';
    samples.postCategory = posts[0]?.category ?? '';
    const lead = await t.request(
      '/api/leads',
      jsonWrite('POST', { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }, { Cookie: admin }),
    );
    samples.leadId = ((await expectDeclaredAnswer(routeOf('POST', '/leads'), lead)) as { id: number }).id;
    const note = await t.request(
      `/api/leads/${samples.leadId}/notes`,
      jsonWrite('POST', { text: 'Called back.' }, { Cookie: admin }),
    );
    await expectDeclaredAnswer(routeOf('POST', '/leads/:id/notes'), note);
    // A booking of the first open slot, for the manage link's read.
    const types = (await (await t.request('/api/booking/types')).json()) as Array<{ id: number }>;
    samples.typeId = types[0]?.id ?? 0;
    const slotsPath = `/api/booking/slots?type=${samples.typeId}&from=${bookingDays.from}&to=${bookingDays.to}`;
    const [slot] = (await (await t.request(slotsPath)).json()) as Array<{ start: string }>;
    const booking = await t.request(
      '/api/bookings',
      jsonWrite('POST', {
        typeId: samples.typeId,
        start: slot?.start,
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        consent: false,
      }),
    );
    samples.manageToken = (
      (await expectDeclaredAnswer(routeOf('POST', '/bookings'), booking)) as { manageToken: string }
    ).manageToken;
    // The admin's draft of a new project (autosave, issue 29), for the drafts read.
    const draft = await t.request(
      '/api/admin/drafts',
      jsonWrite(
        'PUT',
        { entity: 'project', entityId: null, baseVersion: null, data: { title: 'Loft' } },
        { Cookie: admin },
      ),
    );
    await expectDeclaredAnswer(routeOf('PUT', '/admin/drafts'), draft);
    // A save of the first project, so it has revisions to list, read and restore (issue 29).
    const saved = await t.request(
      `/api/projects/${samples.projectId}`,
      jsonWrite('PATCH', { tags: ['schema-check'] }, { Cookie: admin }),
    );
    expect(saved.status).toBe(200);
    const history = await t.request(`/api/admin/revisions?entity=project&id=${samples.projectId}`, {
      headers: { Cookie: admin },
    });
    samples.revisionId = ((await history.json()) as { revisions: Array<{ id: number }> }).revisions.at(-1)?.id ?? 0;
    expect(samples.projectId * samples.leadId * samples.revisionId).toBeGreaterThan(0);
    expect(samples.postSlug && samples.postCategory).toBeTruthy();
  });

  const reads = API_ROUTES.filter((route) => route.method === 'GET' && route.response);

  it.each(reads.map((route) => [key(route), route] as const))('%s', async (_, route) => {
    const path = `${samplePath(route)}${sampleQuery(route)}`;
    const asStaff = await t.request(path, { headers: { Cookie: admin } });
    await expectDeclaredAnswer(route, asStaff);
    if (route.access === 'public') await expectDeclaredAnswer(route, await t.request(path));
  });

  /** Writes whose answers a client reads, each with a body its schema accepts. */
  const writes: Array<[string, string, () => string, unknown]> = [
    ['POST', '/projects', () => '/api/projects', { title: 'Schema check loft', description: 'A loft.' }],
    ['PATCH', '/projects/:id', () => `/api/projects/${samples.projectId}`, { location: 'Portland, OR' }],
    ['POST', '/blog', () => '/api/blog', { title: 'Schema check post', content: 'Words.', status: 'draft' }],
    ['POST', '/testimonials', () => '/api/testimonials', { name: 'Grace', content: 'Lovely work.' }],
    ['PATCH', '/leads/:id', () => `/api/leads/${samples.leadId}`, { status: 'contacted' }],
    ['PATCH', '/auth/preferences', () => '/api/auth/preferences', { theme: 'dark', language: 'en' }],
    [
      'POST',
      '/admin/users',
      () => '/api/admin/users',
      { username: 'schema-check', password: 'a long enough password' },
    ],
    [
      'POST',
      '/email-templates/preview',
      () => '/api/email-templates/preview',
      {
        template: { subject: 'Hi {{firstName}}', htmlContent: '<p>Hi</p>', textContent: 'Hi' },
        for: { sample: 'default' },
      },
    ],
    ['POST', '/admin/revisions/:id/restore', () => `/api/admin/revisions/${samples.revisionId}/restore`, {}],
    ['POST', '/admin/seed-email-templates', () => '/api/admin/seed-email-templates', {}],
    ['POST', '/admin/process-emails', () => '/api/admin/process-emails', {}],
    ['POST', '/admin/email-check', () => '/api/admin/email-check', {}],
    [
      'POST',
      '/contact',
      () => '/api/contact',
      { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', message: 'A kitchen, please.' },
    ],
    ['POST', '/chat', () => '/api/chat', { message: 'What services do you offer?' }],
  ];

  it.each(writes)('%s %s', async (method, path, url, body) => {
    const route = routeOf(method, path);
    const response = await t.request(url(), jsonWrite(method, body, { Cookie: admin }));
    await expectDeclaredAnswer(route, response);
  });
});

describe('/api/docs and /api/openapi.json: signed-in staff only', () => {
  it('refuses anonymous callers as every staff route does', async () => {
    for (const path of ['/api/docs', '/api/openapi.json']) {
      const response = await t.request(path);
      expect(response.status).toBe(401);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ code: 'not_signed_in', message: 'Please sign in to continue.' });
    }
  });

  it('renders the reference for any staff role: landmarks, headings, every route, no script', async () => {
    const response = await t.request('/api/docs', { headers: { Cookie: viewer } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toBe(API_REFERENCE_CSP);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    for (const landmark of ['<header>', '<nav aria-label=', '<main>', '<h1>', '<h2 id=', '<h3 id=']) {
      expect(html).toContain(landmark);
    }
    expect(html).not.toMatch(/<script|<link|style="/);
    for (const route of API_ROUTES) expect(html).toContain(`<code>/api${openApiPath(route.path)}</code>`);
    expect(html).toContain('<code>leads (signed in)</code>');
    // The document's own description is Markdown: its code spans read as code, not as backticks.
    expect(html).toContain('<code>x-permission</code>');
    expect(html).not.toContain('`x-permission`');
  });
});
