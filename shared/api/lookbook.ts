import { LookbookRequestSchema } from '../forms.ts';
import { EmptyBodySchema } from './common.ts';
import { endpoint } from './endpoint.ts';

/**
 * The lookbook PDF (public site §2, §5; D12): a visitor's download, which makes them a lead, and
 * the studio's preview, which does not. Both answer the file itself. Its own file, without the
 * content schemas, so the public dialog's bundle carries only this.
 */
export const lookbookApi = {
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
