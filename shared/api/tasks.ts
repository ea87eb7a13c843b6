import {
  CreateLeadTaskSchema,
  LeadTaskListSchema,
  LeadTaskSchema,
  MyTaskListSchema,
  StaffListSchema,
  UpdateLeadTaskSchema,
} from '../admin/tasks.ts';
import { IdParamsSchema, SuccessSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

/**
 * Tasks on leads (issue 27): a lead's list and its writes, the signed-in user's open tasks, and
 * the staff who can be given one. All need `leads` (admin and editor, D14).
 */
export const tasksApi = {
  /** the signed-in user's open tasks, overdue first, then by due date */
  mine: endpoint({ method: 'GET', path: '/tasks/mine', response: { status: 200, schema: MyTaskListSchema } }),
  /** active staff users (id and name) to assign a task to; editors may not read the users list */
  staff: endpoint({ method: 'GET', path: '/staff', response: { status: 200, schema: StaffListSchema } }),
  list: endpoint({
    method: 'GET',
    path: '/leads/:id/tasks',
    params: IdParamsSchema,
    response: { status: 200, schema: LeadTaskListSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: '/leads/:id/tasks',
    params: IdParamsSchema,
    body: CreateLeadTaskSchema,
    response: { status: 201, schema: LeadTaskSchema },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/tasks/:id',
    params: IdParamsSchema,
    body: UpdateLeadTaskSchema,
    response: { status: 200, schema: LeadTaskSchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/tasks/:id',
    params: IdParamsSchema,
    response: { status: 200, schema: SuccessSchema },
  }),
};
