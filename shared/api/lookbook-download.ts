import { LookbookRequestSchema } from '../forms.ts';
import { endpoint } from './endpoint.ts';

/**
 * A visitor's lookbook (public site §2, §5): the PDF itself, and the visitor becomes a lead. Its
 * own file, without the content schemas of `lookbookApi.projects`, so the public dialog's bundle
 * carries only this.
 */
export const lookbookDownload = endpoint({
  method: 'POST',
  path: '/lookbook/download',
  body: LookbookRequestSchema,
  response: { status: 200, file: 'application/pdf', description: 'The lookbook, its cover addressed to the visitor' },
});
