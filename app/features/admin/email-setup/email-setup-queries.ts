import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminNotices,
  EmailCheckResult,
  EmailConfigInput,
  EmailStatusReport,
  ProblemSendPage,
} from '#shared/admin/email.ts';
import { getJson, sendJson } from '../../../lib/api-client.ts';

export const emailSetupKeys = {
  status: ['admin', 'email-status'] as const,
  sends: ['admin', 'email-sends'] as const,
  notices: ['admin', 'notices'] as const,
};

export type ProblemFilter = 'all' | 'failed' | 'unknown';
export const PROBLEM_PAGE_SIZE = 10;

/** admin area §4: read when the tab opens and after saving; never polled. */
export const emailStatusQuery = queryOptions({
  queryKey: emailSetupKeys.status,
  queryFn: () => getJson<EmailStatusReport>('/api/admin/email-status'),
  retry: false,
  refetchOnMount: 'always',
});

export const problemSendsQuery = (filter: ProblemFilter, page: number) =>
  queryOptions({
    queryKey: [...emailSetupKeys.sends, filter, page] as const,
    queryFn: () => {
      const query = new URLSearchParams({ page: String(page), pageSize: String(PROBLEM_PAGE_SIZE) });
      if (filter !== 'all') query.set('status', filter);
      return getJson<ProblemSendPage>(`/api/admin/email-sends?${query}`);
    },
    placeholderData: keepPreviousData,
  });

/** The frame's banner: any signed-in user. */
export const noticesQuery = queryOptions({
  queryKey: emailSetupKeys.notices,
  queryFn: () => getJson<AdminNotices>('/api/admin/notices'),
  retry: false,
});

/** POST /api/admin/email-config answers the new status: it becomes the status line at once. */
export function useSaveEmailConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmailConfigInput) => sendJson<EmailStatusReport>('POST', '/api/admin/email-config', input),
    onSuccess: async (report) => {
      queryClient.setQueryData(emailSetupKeys.status, report);
      await queryClient.invalidateQueries({ queryKey: emailSetupKeys.notices });
    },
  });
}

export function useCheckEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendJson<EmailCheckResult>('POST', '/api/admin/email-check', {}),
    // A check is also a fresh look at the status line (after a failed status call, the way back).
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailSetupKeys.status }),
  });
}

export function useSendTestEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendJson<{ message: string; sendId: number }>('POST', '/api/admin/test-email', {}),
    // A failed test is listed with the problem sends.
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailSetupKeys.sends }),
  });
}

export function useRetrySend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      sendJson<{ id: number; status: 'queued' }>('POST', `/api/admin/email-sends/${id}/retry`, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailSetupKeys.sends }),
  });
}
