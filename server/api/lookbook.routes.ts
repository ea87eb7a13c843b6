import { Hono } from 'hono';
import { LookbookRequestSchema } from '#shared/forms.ts';
import { rateLimitPerClient } from '../http/rate-limit.ts';
import { jsonWriteGuards, readJson } from '../http/write-guards.ts';
import { LookbookBusyError, type LookbookGenerator } from '../pdf/lookbook-generator.ts';
import { type LeadIntakeDeps, receiveLookbookRequest } from '../services/lead-intake.service.ts';
import { listLookbookProjects } from '../services/lookbook.service.ts';
import { refererPath } from './referer-path.ts';

/** SECURITY 14: a PDF costs real CPU; a person downloads it once or twice. */
export const LOOKBOOK_RATE_LIMIT = { name: 'lookbook', limit: 5, windowSeconds: 60 * 60 };
const LOOKBOOK_MAX_BYTES = 4 * 1024;

export function lookbookRoutes(deps: LeadIntakeDeps & { trustProxyHops: number; lookbook: LookbookGenerator }): Hono {
  return new Hono()
    .get('/lookbook/projects', async (c) => c.json(await listLookbookProjects(deps.db)))
    .post(
      '/lookbook/download',
      jsonWriteGuards({ publicUrl: deps.publicUrl, maxBytes: LOOKBOOK_MAX_BYTES }),
      rateLimitPerClient(deps.db, LOOKBOOK_RATE_LIMIT, deps.trustProxyHops),
      async (c) => {
        const request = LookbookRequestSchema.parse(await readJson(c));
        // A filled honeypot is a bot: it gets the PDF like anyone (it learns nothing) but no lead is made.
        const firstName = request.website
          ? request.name
          : (await receiveLookbookRequest(deps, request, refererPath(c, deps.publicUrl))).firstName;
        try {
          const { pdf, fileName } = await deps.lookbook.build({ recipientFirstName: firstName });
          return c.body(new Uint8Array(pdf), 200, {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="${fileName}"`,
            'Cache-Control': 'no-store',
          });
        } catch (error) {
          if (error instanceof LookbookBusyError) {
            c.header('Retry-After', '10');
            return c.json(
              { message: 'Many people are downloading the lookbook right now. Please try again in a moment.' },
              503,
            );
          }
          throw error;
        }
      },
    );
}
