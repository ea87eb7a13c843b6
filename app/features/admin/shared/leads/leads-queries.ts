import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CreateLeadInput, LeadNoteInput, UpdateLeadInput } from '#shared/admin/leads.ts';
import { leadsApi } from '#shared/api/addresses/leads.ts';
import { callApi } from '../../../../lib/api-client.ts';
import { overviewQuery } from '../queries/overview-query.ts';
import { INBOX_PAGE_SIZE, type LeadFilters, leadListQuery } from './lead-filters.ts';

/**
 * The admin's cache keys for leads, under one root: any lead write reads every list, the stat
 * cards and the open lead again (the inbox, the Email Sequences tab's Recent Leads and its cards
 * show the same people).
 */
export const leadsKey = ['admin', 'leads'] as const;

export const leadKeys = {
  all: leadsKey,
  lists: [...leadsKey, 'list'] as const,
  list: (filters: Partial<LeadFilters>, pageSize: number) => [...leadsKey, 'list', { ...filters, pageSize }] as const,
  stats: [...leadsKey, 'stats'] as const,
  details: [...leadsKey, 'detail'] as const,
  detail: (id: number) => [...leadsKey, 'detail', id] as const,
};

/**
 * One page of leads (`leadsApi.list`, the server filters, sorts and pages). While the next page
 * or filter loads, the previous page stays on screen (no flash of the skeleton).
 */
export function leadsListQuery(filters: Partial<LeadFilters>, pageSize = INBOX_PAGE_SIZE) {
  return queryOptions({
    queryKey: leadKeys.list(filters, pageSize),
    queryFn: () => callApi(leadsApi.list, { query: leadListQuery(filters, pageSize) }),
    placeholderData: keepPreviousData,
  });
}

/** The 10 newest (admin area §9 'Recent Leads'). */
export const recentLeadsQuery = leadsListQuery({ sort: 'newest', page: 1 }, 10);

/** The Email Sequences tab's four cards (`leadsApi.stats`). */
export const leadStatsQuery = queryOptions({
  queryKey: leadKeys.stats,
  queryFn: () => callApi(leadsApi.stats),
});

/** One lead with its timeline and upcoming steps (`leadsApi.detail`). */
export function leadDetailQuery(id: number) {
  return queryOptions({
    queryKey: leadKeys.detail(id),
    queryFn: () => callApi(leadsApi.detail, { params: { id } }),
  });
}

/** After any lead write: every lead list, the cards, each open lead, and the overview (D27 counts leads). */
export function useRefreshLeads(): () => Promise<unknown> {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: leadsKey }),
        queryClient.invalidateQueries({ queryKey: overviewQuery.queryKey }),
      ]),
    [queryClient],
  );
}

export function useCreateLead() {
  const refresh = useRefreshLeads();
  return useMutation({
    mutationFn: (body: CreateLeadInput) => callApi(leadsApi.create, { body }),
    onSuccess: refresh,
  });
}

export function useUpdateLead() {
  const refresh = useRefreshLeads();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateLeadInput }) =>
      callApi(leadsApi.update, { params: { id }, body }),
    onSuccess: refresh,
  });
}

/** D25: the server cancels the lead's pending sends and removes its personal data. */
export function useDeleteLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(leadsApi.remove, { params: { id } }),
    onSuccess: (_answer, id) => {
      // The deleted lead's open page is not asked again now (it is being left); next time it is
      // opened it asks, and hears 404.
      const deleted = leadKeys.detail(id);
      const isDeleted = (key: readonly unknown[]) =>
        key.length === deleted.length && key.every((part, i) => part === deleted[i]);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: deleted, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: leadsKey, predicate: (query) => !isDeleted(query.queryKey) }),
        queryClient.invalidateQueries({ queryKey: overviewQuery.queryKey }),
      ]);
    },
  });
}

export function useAddLeadNote() {
  const refresh = useRefreshLeads();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: LeadNoteInput }) =>
      callApi(leadsApi.addNote, { params: { id }, body }),
    onSuccess: refresh,
  });
}
