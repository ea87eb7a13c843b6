import type { ErrorCode } from '#shared/api/errors.ts';
import { lookbookApi } from '#shared/api/lookbook.ts';
import { ValidationError } from '../../platform/errors.ts';
import { type ApiRoute, route } from '../../platform/http/route-table.ts';
import type { LookbookRouteDeps } from './deps.ts';
import { listLookbookProjects } from './lookbook.service.ts';

/**
 * D12: the Lookbook tab's 'Preview PDF'. The spec's client posted placeholder values to the public
 * download, which made a lead and e-mailed the studio each time; this builds the same PDF and does
 * neither. The cover is prepared for a sample first name, so the studio sees where a visitor's goes.
 */
export const PREVIEW_RECIPIENT = 'Alex';
export const PREVIEW_FILE_NAME = 'lookbook-preview.pdf';
export const NOTHING_SELECTED = 'lookbook_nothing_selected' satisfies ErrorCode;

/** The button sends nothing, or an empty object (the endpoint's optional body). */
export const lookbookPreviewRoutes: ApiRoute<LookbookRouteDeps>[] = [
  route(lookbookApi.preview, {
    access: 'content.read',
    summary: 'The lookbook PDF as visitors get it, for the studio: no lead, no e-mail (D12)',
    body: { kind: 'json', maxBytes: 1024 },
    errors: { 503: 'Too many lookbooks are being built: try again after Retry-After seconds' },
    handle: async (c) => {
      const deps = c.get('deps');
      if ((await listLookbookProjects(deps.db)).length === 0) throw new ValidationError(NOTHING_SELECTED);
      // Too many builds at once (public downloads included): LookbookBusyError, a 503 with Retry-After.
      const { pdf } = await deps.lookbook.build({ recipientFirstName: PREVIEW_RECIPIENT });
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${PREVIEW_FILE_NAME}"`,
      });
    },
  }),
];
