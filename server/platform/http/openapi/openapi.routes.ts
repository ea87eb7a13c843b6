import { openApiApi } from '#shared/api/openapi.ts';
import packageJson from '../../../../package.json' with { type: 'json' };
import { type ApiRoute, route } from '../route-table.ts';
import { API_REFERENCE_CSP, renderApiReference } from './api-reference-page.ts';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document.ts';

/**
 * GET /api/openapi.json and GET /api/docs (ADR 013). Both need a signed-in, active user of any
 * role (`self`): the document is a map of every admin endpoint, which the public has no use for and
 * an attacker would. The registry is passed as a function because these routes are in it; the
 * session cookie's name comes from identity, which the platform does not import.
 */
export function openApiRoutes(registry: () => readonly ApiRoute[], auth: { sessionCookie: string }): ApiRoute[] {
  let built: OpenApiDocument | undefined;
  let page: string | undefined;
  // The routes never change while the process runs: build once, on first use.
  const document = () =>
    (built ??= buildOpenApiDocument(registry(), { version: packageJson.version, sessionCookie: auth.sessionCookie }));
  return [
    route(openApiApi.document, {
      access: 'self',
      summary: 'This API’s OpenAPI 3.1 document, built from the route registry and its zod schemas',
      handle: (c) => c.json(document()),
    }),
    route(openApiApi.reference, {
      access: 'self',
      summary: 'The API reference for staff: every route, its permission, parameters and answers',
      handle: (c) => {
        page ??= renderApiReference(document());
        return c.html(page, 200, { 'Content-Security-Policy': API_REFERENCE_CSP });
      },
    }),
  ];
}
