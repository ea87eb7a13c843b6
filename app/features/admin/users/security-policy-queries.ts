import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SecurityPolicy } from '#shared/admin/two-factor.ts';
import { twoFactorApi } from '#shared/api/addresses/identity.ts';
import { callApi } from '../../../lib/api-client.ts';

/** The studio's two-factor policy for admins (ADR 014), which the Users tab shows and changes. */
const securityPolicyKey = ['admin', 'security-policy'] as const;

export const securityPolicyQuery = queryOptions({
  queryKey: securityPolicyKey,
  queryFn: () => callApi(twoFactorApi.policy),
});

export function useUpdateSecurityPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policy: SecurityPolicy) => callApi(twoFactorApi.updatePolicy, { body: policy }),
    onSuccess: (policy) => queryClient.setQueryData(securityPolicyKey, policy),
  });
}
