import { z } from '../zod.ts';
import { endpoint } from './endpoint.ts';

/** What /api/openapi.json answers, checked as far as its own answer test needs. */
export const OpenApiDocumentSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.looseObject({ operationId: z.string() }))),
  components: z.looseObject({}),
});

/** The API's own description (ADR 013): the OpenAPI document of the route registry, and its reference page. */
export const openApiApi = {
  document: endpoint({
    method: 'GET',
    path: '/openapi.json',
    response: { status: 200, schema: OpenApiDocumentSchema },
  }),
  reference: endpoint({
    method: 'GET',
    path: '/docs',
    response: { status: 200, file: 'text/html', description: 'The reference, one page, no scripts' },
  }),
};
