import {
  CreateLeadSchema,
  LeadDetailSchema,
  LeadListQuerySchema,
  LeadNoteSchema,
  LeadPageSchema,
  LeadSchema,
  LeadStatsSchema,
  LeadTimelineEntrySchema,
  UpdateLeadSchema,
} from '../admin/leads.ts';
import { IdParamsSchema, SuccessSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

/** The leads inbox's endpoints (admin area §7; D8, D25). The fixed paths come before `/leads/:id`. */
export const leadsApi = {
  list: endpoint({
    method: 'GET',
    path: '/leads',
    query: LeadListQuerySchema,
    response: { status: 200, schema: LeadPageSchema },
  }),
  stats: endpoint({ method: 'GET', path: '/leads/stats', response: { status: 200, schema: LeadStatsSchema } }),
  exportCsv: endpoint({
    method: 'GET',
    path: '/leads/export.csv',
    query: LeadListQuerySchema,
    response: { status: 200, file: 'text/csv', description: 'Every lead the filters match, one a line' },
  }),
  create: endpoint({
    method: 'POST',
    path: '/leads',
    body: CreateLeadSchema,
    response: { status: 201, schema: LeadSchema },
  }),
  detail: endpoint({
    method: 'GET',
    path: '/leads/:id',
    params: IdParamsSchema,
    response: { status: 200, schema: LeadDetailSchema },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/leads/:id',
    params: IdParamsSchema,
    body: UpdateLeadSchema,
    response: { status: 200, schema: LeadSchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/leads/:id',
    params: IdParamsSchema,
    response: { status: 200, schema: SuccessSchema },
  }),
  addNote: endpoint({
    method: 'POST',
    path: '/leads/:id/notes',
    params: IdParamsSchema,
    body: LeadNoteSchema,
    response: { status: 201, schema: LeadTimelineEntrySchema },
  }),
};
