import { sequencesApi } from '#shared/api/sequences.ts';
import { type ApiRoute, route } from '../../../platform/http/route-table.ts';
import { processDueSteps } from './sequence-scheduler.ts';

/**
 * The Email Sequences tab's 'Process Pending' (D10): the scheduler's run, now, with what it did.
 * The same code as the minute's job, so pressing it any number of times at once still queues each
 * step once; due steps with a delay still wait for the send window (D26), and the answer says how
 * many do. The button sends nothing, or an empty object.
 */
export const processEmailsRoutes: ApiRoute[] = [
  route(sequencesApi.processEmails, {
    access: 'leads',
    summary: 'Run the sequence scheduler now: queue every step that is due (D10)',
    body: { kind: 'json', maxBytes: 1024 },
    handle: (c) => processDueSteps(c.get('deps'), { countWaiting: true }),
  }),
];
