import { lookbookApi } from '#shared/api/lookbook.ts';
import { refererPath } from '../../platform/http/referer-path.ts';
import { type ApiRoute, route } from '../../platform/http/route-table.ts';
import { recordGoal, visitorRequestOf } from '../analytics/index.ts';
import { intakeDeps, receiveLookbookRequest } from '../leads/index.ts';
import type { LookbookRouteDeps } from './deps.ts';
import { listLookbookProjects } from './lookbook.service.ts';

/** SECURITY 14: a PDF costs real CPU; a person downloads it once or twice. */
export const LOOKBOOK_RATE_LIMIT = { name: 'lookbook', limit: 5, windowSeconds: 60 * 60 };
const LOOKBOOK_MAX_BYTES = 4 * 1024;

export const lookbookRoutes: ApiRoute<LookbookRouteDeps>[] = [
  route(lookbookApi.projects, {
    access: 'public',
    summary: 'The projects in the lookbook',
    handle: (c) => listLookbookProjects(c.get('deps').db),
  }),
  route(lookbookApi.download, {
    access: 'public',
    summary: 'The lookbook PDF for a visitor, who becomes a lead',
    body: { kind: 'json', maxBytes: LOOKBOOK_MAX_BYTES },
    rateLimit: LOOKBOOK_RATE_LIMIT,
    errors: { 503: 'Too many lookbooks are being built: try again after Retry-After seconds' },
    handle: async (c, { body: request }) => {
      const deps = c.get('deps');
      // Too many builds at once: LookbookBusyError, a 503 with Retry-After — before anything is
      // written, so a visitor told to come back is not a lead, a goal nor an e-mail to the studio yet.
      const place = deps.lookbook.reserve();
      try {
        // A filled honeypot is a bot: it gets the PDF like anyone (it learns nothing) but no lead is made.
        let firstName = request.name;
        if (!request.website) {
          const page = refererPath(c, deps.config.publicUrl);
          const recorded = await receiveLookbookRequest(intakeDeps(deps), request, page);
          firstName = recorded.firstName;
          // Issue 30: the download is a goal, attributed to its visit and written onto the lead.
          await recordGoal(deps, {
            goal: 'lookbook',
            visit: request.visit,
            leadId: recorded.leadId,
            path: page,
            request: visitorRequestOf(c, deps.config.trustProxyHops),
          });
        }
        const { pdf, fileName } = await place.build({ recipientFirstName: firstName });
        return c.body(new Uint8Array(pdf), 200, {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${fileName}"`,
          'Cache-Control': 'no-store',
        });
      } finally {
        place.release();
      }
    },
  }),
];
