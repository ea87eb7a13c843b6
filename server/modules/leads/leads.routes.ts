import type { Context } from 'hono';
import { CreateLeadSchema, LeadListQuerySchema, LeadNoteSchema, UpdateLeadSchema } from '#shared/admin/leads.ts';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { parseListQuery } from '../../platform/http/list-query.ts';
import { SuccessSchema } from '../../platform/http/responses/content.responses.ts';
import {
  LeadDetailSchema,
  LeadPageSchema,
  LeadSchema,
  LeadStatsSchema,
  LeadTimelineEntrySchema,
} from '../../platform/http/responses/leads.responses.ts';
import { IdParamsSchema, idParam } from '../../platform/http/route-params.ts';
import type { ApiRoute } from '../../platform/http/route-table.ts';
import { signedInUser } from '../../platform/http/signed-in-user.ts';
import { readJson } from '../../platform/http/write-guards.ts';
import { createHandler, deleteHandler, updateHandler } from '../../platform/http/write-handlers.ts';
import { exportLeadsCsv } from './lead-csv.ts';
import { getLeadDetail } from './lead-detail.ts';
import { leadStats, listLeads } from './lead-list.ts';
import { addLeadNote } from './lead-notes.ts';
import { LEAD_NOT_FOUND } from './lead-rows.ts';
import { createLead, deleteLead, updateLead } from './lead-writes.ts';

/** The inbox's query string (GET /api/leads, the CSV). */
const listQuery = (c: Context<AppEnv>) => parseListQuery(c, LeadListQuerySchema);

/**
 * Leads (admin area §7; D8, D25; issue 10): personal data, so every route needs `leads` (admin
 * and editor, D14) and answers `no-store`. The fixed paths come before `/leads/:id`.
 */
export const leadRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/leads',
    access: 'leads',
    summary: 'One page of the leads inbox: search, status and source filters, sort',
    query: LeadListQuerySchema,
    response: { status: 200, schema: LeadPageSchema },
    handler: async (c) => c.json(await listLeads(c.get('deps'), listQuery(c))),
  },
  {
    method: 'GET',
    path: '/leads/stats',
    access: 'leads',
    summary: 'The Email Sequences tab’s four lead counts',
    response: { status: 200, schema: LeadStatsSchema },
    handler: async (c) => c.json(await leadStats(c.get('deps').db)),
  },
  {
    method: 'GET',
    path: '/leads/export.csv',
    access: 'leads',
    summary: 'The filtered leads list as a CSV file (every page)',
    query: LeadListQuerySchema,
    response: { status: 200, file: 'text/csv', description: 'Every lead the filters match, one a line' },
    handler: async (c) => {
      const { page: _page, pageSize: _pageSize, ...query } = listQuery(c);
      const csv = await exportLeadsCsv(c.get('deps'), query);
      return new Response(csv.body, {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${csv.fileName}"`,
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    },
  },
  {
    method: 'POST',
    path: '/leads',
    access: 'leads',
    summary: 'Add a lead by hand (active and manual unless chosen)',
    requestBody: CreateLeadSchema,
    response: { status: 201, schema: LeadSchema },
    handler: createHandler(CreateLeadSchema, createLead),
  },
  {
    method: 'GET',
    path: '/leads/:id',
    access: 'leads',
    summary: 'A lead with its whole timeline and the sequence steps still to come',
    params: IdParamsSchema,
    response: { status: 200, schema: LeadDetailSchema },
    handler: async (c) => c.json(await getLeadDetail(c.get('deps'), idParam(c, LEAD_NOT_FOUND))),
  },
  {
    method: 'PATCH',
    path: '/leads/:id',
    access: 'leads',
    summary: 'Edit a lead; leaving active stops its sequence at once',
    params: IdParamsSchema,
    requestBody: UpdateLeadSchema,
    response: { status: 200, schema: LeadSchema },
    handler: updateHandler(LEAD_NOT_FOUND, UpdateLeadSchema, updateLead),
  },
  {
    method: 'DELETE',
    path: '/leads/:id',
    access: 'leads',
    summary: 'Delete a lead: pending e-mail cancelled, personal data removed from the send log (D25)',
    params: IdParamsSchema,
    response: { status: 200, schema: SuccessSchema },
    handler: deleteHandler(LEAD_NOT_FOUND, deleteLead),
  },
  {
    method: 'POST',
    path: '/leads/:id/notes',
    access: 'leads',
    summary: 'Add a note to a lead’s timeline',
    params: IdParamsSchema,
    requestBody: LeadNoteSchema,
    response: { status: 201, schema: LeadTimelineEntrySchema },
    handler: async (c) => {
      const id = idParam(c, LEAD_NOT_FOUND);
      const note = LeadNoteSchema.parse(await readJson(c));
      return c.json(await addLeadNote(c.get('deps'), signedInUser(c), id, note), 201);
    },
  },
];
