import { z } from 'zod';
import type { ErrorCode } from '#shared/api/errors.ts';
import { ValidationError } from '../../platform/errors.ts';
import type { ApiRoute } from '../../platform/http/route-table.ts';
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

/** The button sends nothing, or an empty object. */
const PreviewRequestSchema = z.strictObject({});

export const lookbookPreviewRoutes: ApiRoute<LookbookRouteDeps>[] = [
  {
    method: 'POST',
    path: '/admin/lookbook/preview',
    access: 'content.read',
    summary: 'The lookbook PDF as visitors get it, for the studio: no lead, no e-mail (D12)',
    body: { kind: 'json', maxBytes: 1024 },
    requestBody: PreviewRequestSchema,
    requestBodyOptional: true,
    response: {
      status: 200,
      file: 'application/pdf',
      description: 'The lookbook, its cover addressed to a sample name',
    },
    errors: { 503: 'Too many lookbooks are being built: try again after Retry-After seconds' },
    handler: async (c) => {
      const deps = c.get('deps');
      const text = await c.req.text();
      if (text.trim() !== '') {
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          throw new ValidationError('invalid_json');
        }
        PreviewRequestSchema.parse(body);
      }
      if ((await listLookbookProjects(deps.db)).length === 0) throw new ValidationError(NOTHING_SELECTED);
      // Too many builds at once (public downloads included): LookbookBusyError, a 503 with Retry-After.
      const { pdf } = await deps.lookbook.build({ recipientFirstName: PREVIEW_RECIPIENT });
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${PREVIEW_FILE_NAME}"`,
      });
    },
  },
];
