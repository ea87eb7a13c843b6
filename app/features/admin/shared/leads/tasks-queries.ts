import { queryOptions, useMutation } from '@tanstack/react-query';
import type { CreateLeadTaskInput, UpdateLeadTaskInput } from '#shared/admin/tasks.ts';
import { tasksApi } from '#shared/api/addresses/tasks.ts';
import { callApi } from '../../../../lib/api-client.ts';
import { leadsKey, useRefreshLeads } from './leads-queries.ts';

/**
 * Tasks on leads (issue 27). Their keys sit under the leads' root, so a task write refreshes with
 * every lead (the lead's timeline gains an event) and the Overview's "My tasks"; any lead write
 * (a deleted lead takes its tasks) refreshes them too.
 */
export const taskKeys = {
  all: [...leadsKey, 'tasks'] as const,
  ofLead: (leadId: number) => [...leadsKey, 'tasks', 'lead', leadId] as const,
  mine: [...leadsKey, 'tasks', 'mine'] as const,
};

export function leadTasksQuery(leadId: number) {
  return queryOptions({
    queryKey: taskKeys.ofLead(leadId),
    queryFn: () => callApi(tasksApi.list, { params: { id: leadId } }),
  });
}

/** The signed-in user's open tasks, overdue first. */
export const myTasksQuery = queryOptions({ queryKey: taskKeys.mine, queryFn: () => callApi(tasksApi.mine) });

/** Active staff to assign a task to: changes rarely, so it is kept for a few minutes. */
export const staffQuery = queryOptions({
  queryKey: ['admin', 'staff'] as const,
  queryFn: () => callApi(tasksApi.staff),
  staleTime: 5 * 60_000,
});

export function useCreateLeadTask() {
  const refresh = useRefreshLeads();
  return useMutation({
    mutationFn: ({ leadId, body }: { leadId: number; body: CreateLeadTaskInput }) =>
      callApi(tasksApi.create, { params: { id: leadId }, body }),
    onSuccess: refresh,
  });
}

export function useUpdateLeadTask() {
  const refresh = useRefreshLeads();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateLeadTaskInput }) =>
      callApi(tasksApi.update, { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useDeleteLeadTask() {
  const refresh = useRefreshLeads();
  return useMutation({
    mutationFn: (id: number) => callApi(tasksApi.remove, { params: { id } }),
    onSuccess: refresh,
  });
}
