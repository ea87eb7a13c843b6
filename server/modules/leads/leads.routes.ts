import { leadsApi } from '#shared/api/leads.ts';
import { tasksApi } from '#shared/api/tasks.ts';
import { type ApiRoute, route } from '../../platform/http/route-table.ts';
import { signedInUser } from '../../platform/http/signed-in-user.ts';
import { exportLeadsCsv } from './lead-csv.ts';
import { getLeadDetail } from './lead-detail.ts';
import { leadStats, listLeads } from './lead-list.ts';
import { addLeadNote } from './lead-notes.ts';
import { LEAD_NOT_FOUND } from './lead-rows.ts';
import {
  createLeadTask,
  deleteLeadTask,
  listLeadTasks,
  listMyTasks,
  listStaff,
  TASK_NOT_FOUND,
  updateLeadTask,
} from './lead-tasks.ts';
import { createLead, deleteLead, updateLead } from './lead-writes.ts';

/**
 * Leads (admin area §7; D8, D25; issue 10): personal data, so every route needs `leads` (admin
 * and editor, D14) and answers `no-store`. A malformed `:id` is the lead's 404.
 */
export const leadRoutes: ApiRoute[] = [
  route(leadsApi.list, {
    access: 'leads',
    summary: 'One page of the leads inbox: search, status and source filters, sort',
    handle: (c, { query }) => listLeads(c.get('deps'), query),
  }),
  route(leadsApi.stats, {
    access: 'leads',
    summary: 'The Email Sequences tab’s four lead counts',
    handle: (c) => leadStats(c.get('deps').db),
  }),
  route(leadsApi.exportCsv, {
    access: 'leads',
    summary: 'The filtered leads list as a CSV file (every page)',
    handle: async (c, { query }) => {
      const { page: _page, pageSize: _pageSize, ...filters } = query;
      const csv = await exportLeadsCsv(c.get('deps'), filters, signedInUser(c).language);
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
  }),
  route(leadsApi.create, {
    access: 'leads',
    summary: 'Add a lead by hand (active and manual unless chosen)',
    handle: (c, { body }) => createLead(c.get('deps'), signedInUser(c), body),
  }),
  route(leadsApi.detail, {
    access: 'leads',
    summary: 'A lead with its whole timeline and the sequence steps still to come',
    notFound: LEAD_NOT_FOUND,
    handle: (c, { params }) => getLeadDetail(c.get('deps'), params.id),
  }),
  route(leadsApi.update, {
    access: 'leads',
    summary: 'Edit a lead; leaving active stops its sequence at once',
    notFound: LEAD_NOT_FOUND,
    handle: (c, { params, body }) => updateLead(c.get('deps'), signedInUser(c), params.id, body),
  }),
  route(leadsApi.remove, {
    access: 'leads',
    summary: 'Delete a lead: pending e-mail cancelled, personal data removed from the send log (D25)',
    notFound: LEAD_NOT_FOUND,
    handle: async (c, { params }) => {
      await deleteLead(c.get('deps'), signedInUser(c), params.id);
      return { success: true } as const;
    },
  }),
  route(leadsApi.addNote, {
    access: 'leads',
    summary: 'Add a note to a lead’s timeline',
    notFound: LEAD_NOT_FOUND,
    handle: (c, { params, body }) => addLeadNote(c.get('deps'), signedInUser(c), params.id, body),
  }),

  // Tasks on leads (issue 27).
  route(tasksApi.mine, {
    access: 'leads',
    summary: 'The signed-in user’s open tasks, overdue first, each with its lead',
    handle: (c) => listMyTasks(c.get('deps'), signedInUser(c).id),
  }),
  route(tasksApi.staff, {
    access: 'leads',
    summary: 'The active staff users (id and name) a task can be assigned to',
    handle: (c) => listStaff(c.get('deps').db),
  }),
  route(tasksApi.list, {
    access: 'leads',
    summary: 'A lead’s tasks: open ones by due date, then the finished ones',
    notFound: LEAD_NOT_FOUND,
    handle: (c, { params }) => listLeadTasks(c.get('deps'), params.id),
  }),
  route(tasksApi.create, {
    access: 'leads',
    summary: 'Add a task to a lead (title, due instant, assignee or nobody)',
    notFound: LEAD_NOT_FOUND,
    handle: (c, { params, body }) => createLeadTask(c.get('deps'), signedInUser(c), params.id, body),
  }),
  route(tasksApi.update, {
    access: 'leads',
    summary: 'Edit a task, or finish it (done: true) or open it again (done: false)',
    notFound: TASK_NOT_FOUND,
    handle: (c, { params, body }) => updateLeadTask(c.get('deps'), signedInUser(c), params.id, body),
  }),
  route(tasksApi.remove, {
    access: 'leads',
    summary: 'Delete a task',
    notFound: TASK_NOT_FOUND,
    handle: async (c, { params }) => {
      await deleteLeadTask(c.get('deps'), signedInUser(c), params.id);
      return { success: true } as const;
    },
  }),
];
