import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SecurityPolicy } from '#shared/admin/two-factor.ts';
import { getJson, sendJson } from '../../../lib/api-client.ts';

/** The studio's two-factor policy for admins (ADR 014), which the Users tab shows and changes. */
const securityPolicyKey = ['admin', 'security-policy'] as const;

export const securityPolicyQuery = queryOptions({
  queryKey: securityPolicyKey,
  queryFn: () => getJson<SecurityPolicy>('/api/admin/security-policy'),
});

export function useUpdateSecurityPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policy: SecurityPolicy) => sendJson<SecurityPolicy>('PUT', '/api/admin/security-policy', policy),
    onSuccess: (policy) => queryClient.setQueryData(securityPolicyKey, policy),
  });
}
