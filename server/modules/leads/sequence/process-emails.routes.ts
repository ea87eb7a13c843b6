import { z } from 'zod';
import type { ProcessEmailsResult } from '#shared/admin/email.ts';
import { ValidationError } from '../../../platform/errors.ts';
import type { ApiRoute } from '../../../platform/http/route-table.ts';
import { ProcessEmailsResultSchema } from '../email.responses.ts';
import { processDueSteps } from './sequence-scheduler.ts';

/** The button sends nothing, or an empty object (admin area §7: body 'empty'). */
const ProcessEmailsRequestSchema = z.strictObject({});

/**
 * The Email Sequences tab's 'Process Pending' (D10): the scheduler's run, now, with what it did.
 * The same code as the minute's job, so pressing it any number of times at once still queues each
 * step once; due steps with a delay still wait for the send window (D26), and the answer says how
 * many do.
 */
export const processEmailsRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/admin/process-emails',
    access: 'leads',
    summary: 'Run the sequence scheduler now: queue every step that is due (D10)',
    body: { kind: 'json', maxBytes: 1024 },
    requestBody: ProcessEmailsRequestSchema,
    requestBodyOptional: true,
    response: { status: 200, schema: ProcessEmailsResultSchema },
    handler: async (c) => {
      const text = await c.req.text();
      if (text.trim() !== '') {
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          throw new ValidationError('invalid_json');
        }
        ProcessEmailsRequestSchema.parse(body);
      }
      const result: ProcessEmailsResult = await processDueSteps(c.get('deps'), { countWaiting: true });
      return c.json(result);
    },
  },
];
