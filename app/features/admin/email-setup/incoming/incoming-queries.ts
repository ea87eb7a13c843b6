import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { IncomingMailboxInput } from '#shared/admin/email-inbound.ts';
import { emailInboundApi } from '#shared/api/addresses/email-inbound.ts';
import { callApi } from '../../../../lib/api-client.ts';

export const incomingKeys = { report: ['admin', 'email-inbound'] as const };

/** Read when the tab opens and after saving or checking; never polled. */
export const incomingMailboxQuery = queryOptions({
  queryKey: incomingKeys.report,
  queryFn: () => callApi(emailInboundApi.status),
  retry: false,
  refetchOnMount: 'always',
});

/** The save answers the new report: it becomes the section's state at once. */
export function useSaveIncomingMailbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: IncomingMailboxInput) => callApi(emailInboundApi.save, { body: input }),
    onSuccess: (report) => queryClient.setQueryData(incomingKeys.report, report),
  });
}

export function useCheckIncomingMailbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(emailInboundApi.check),
    onSettled: () => queryClient.invalidateQueries({ queryKey: incomingKeys.report }),
  });
}
