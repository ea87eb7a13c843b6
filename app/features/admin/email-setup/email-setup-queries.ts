import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type EmailConfigInput, PROBLEM_DELIVERIES, type ProblemDelivery } from '#shared/admin/email.ts';
import { emailSetupApi } from '#shared/api/addresses/studio.ts';
import { callApi } from '../../../lib/api-client.ts';

export const emailSetupKeys = {
  status: ['admin', 'email-status'] as const,
  sends: ['admin', 'email-sends'] as const,
  notices: ['admin', 'notices'] as const,
};

/** The sends' list's filters: everything, a status (did not go out), or (issue 28) what the provider reported. */
export type ProblemFilter = 'all' | 'failed' | 'unknown' | ProblemDelivery;
const isDelivery = (filter: ProblemFilter): filter is ProblemDelivery =>
  (PROBLEM_DELIVERIES as readonly string[]).includes(filter);
export const PROBLEM_PAGE_SIZE = 10;

/** admin area §4: read when the tab opens and after saving; never polled. */
export const emailStatusQuery = queryOptions({
  queryKey: emailSetupKeys.status,
  queryFn: () => callApi(emailSetupApi.status),
  retry: false,
  refetchOnMount: 'always',
});

export const problemSendsQuery = (filter: ProblemFilter, page: number) =>
  queryOptions({
    queryKey: [...emailSetupKeys.sends, filter, page] as const,
    queryFn: () =>
      callApi(emailSetupApi.problemSends, {
        query: {
          page,
          pageSize: PROBLEM_PAGE_SIZE,
          ...(filter === 'all' ? {} : isDelivery(filter) ? { delivery: filter } : { status: filter }),
        },
      }),
    placeholderData: keepPreviousData,
  });

/** The frame's banner: any signed-in user. */
export const noticesQuery = queryOptions({
  queryKey: emailSetupKeys.notices,
  queryFn: () => callApi(emailSetupApi.notices),
  retry: false,
});

/** `emailSetupApi.saveConfig` answers the new status: it becomes the status line at once. */
export function useSaveEmailConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmailConfigInput) => callApi(emailSetupApi.saveConfig, { body: input }),
    onSuccess: async (report) => {
      queryClient.setQueryData(emailSetupKeys.status, report);
      await queryClient.invalidateQueries({ queryKey: emailSetupKeys.notices });
    },
  });
}

export function useCheckEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(emailSetupApi.check),
    // A check is also a fresh look at the status line (after a failed status call, the way back).
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailSetupKeys.status }),
  });
}

export function useSendTestEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(emailSetupApi.testSend),
    // A failed test is listed with the problem sends.
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailSetupKeys.sends }),
  });
}

export function useRetrySend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(emailSetupApi.retrySend, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailSetupKeys.sends }),
  });
}
