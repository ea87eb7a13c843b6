import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { emailDomainApi } from '#shared/api/addresses/email-domain.ts';
import type { EndpointResult } from '#shared/api/endpoint.ts';
import { callApi } from '../../../../lib/api-client.ts';

export type EmailDomainReport = EndpointResult<typeof emailDomainApi.report>;

const reportKey = ['admin', 'email-domain'] as const;

/** Read when Email Setup opens (and again after the outgoing form saves: the From may have moved). */
export const emailDomainQuery = queryOptions({
  queryKey: reportKey,
  queryFn: () => callApi(emailDomainApi.report),
  retry: false,
  refetchOnMount: 'always',
});

/** Every write answers the whole report: it becomes the section at once. */
function useShowReport() {
  const queryClient = useQueryClient();
  return (report: EmailDomainReport) => queryClient.setQueryData(reportKey, report);
}

export function useGenerateDkim() {
  const onSuccess = useShowReport();
  return useMutation({
    mutationFn: (body: { domain: string; selector: string }) => callApi(emailDomainApi.generateDkim, { body }),
    onSuccess,
  });
}

export function useRemoveDkim() {
  const onSuccess = useShowReport();
  return useMutation({ mutationFn: () => callApi(emailDomainApi.removeDkim), onSuccess });
}

export function useCheckDomain() {
  const onSuccess = useShowReport();
  return useMutation({
    mutationFn: (domain: string) => callApi(emailDomainApi.check, { body: { domain } }),
    onSuccess,
  });
}
