import { ProjectListSchema } from '../content.ts';
import { LookbookRequestSchema } from '../forms.ts';
import { EmptyBodySchema } from './common.ts';
import { endpoint } from './endpoint.ts';

/**
 * The lookbook (public site §2, §5; D12): the projects in it, a visitor's download, which makes
 * them a lead, and the studio's preview, which does not. Both PDFs answer the file itself.
 */
export const lookbookApi = {
  projects: endpoint({
    method: 'GET',
    path: '/lookbook/projects',
    response: { status: 200, schema: ProjectListSchema },
  }),
  download: endpoint({
    method: 'POST',
    path: '/lookbook/download',
    body: LookbookRequestSchema,
    response: { status: 200, file: 'application/pdf', description: 'The lookbook, its cover addressed to the visitor' },
  }),
  preview: endpoint({
    method: 'POST',
    path: '/admin/lookbook/preview',
    body: EmptyBodySchema,
    bodyOptional: true,
    response: {
      status: 200,
      file: 'application/pdf',
      description: 'The lookbook, its cover addressed to a sample name',
    },
  }),
};
