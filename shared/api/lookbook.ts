import { ProjectListSchema } from '../content.ts';
import { EmptyBodySchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { lookbookDownload } from './lookbook-download.ts';

/**
 * The lookbook (public site §2, §5; D12): the projects in it, a visitor's download, which makes
 * them a lead, and the studio's preview, which does not. Both PDFs answer the file itself. The
 * public dialog imports `lookbookDownload` from its own file (no content schemas in its bundle).
 */
export const lookbookApi = {
  projects: endpoint({
    method: 'GET',
    path: '/lookbook/projects',
    response: { status: 200, schema: ProjectListSchema },
  }),
  download: lookbookDownload,
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
