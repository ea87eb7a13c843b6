import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { twoFactorApi } from '#shared/api/addresses/identity.ts';
import { callApi } from '../../../lib/api-client.ts';

export const twoFactorKey = ['admin', 'account', 'two-factor'] as const;
export const sessionsKey = ['admin', 'account', 'sessions'] as const;

export const twoFactorQuery = queryOptions({
  queryKey: twoFactorKey,
  queryFn: () => callApi(twoFactorApi.status),
});

export const sessionsQuery = queryOptions({
  queryKey: sessionsKey,
  queryFn: () => callApi(twoFactorApi.sessions),
});

function useRefreshTwoFactor() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: twoFactorKey });
}

export function useBeginSetup() {
  return useMutation({ mutationFn: () => callApi(twoFactorApi.setup) });
}

export function useConfirmSetup() {
  const refresh = useRefreshTwoFactor();
  return useMutation({
    mutationFn: (code: string) => callApi(twoFactorApi.enable, { body: { code } }),
    onSuccess: refresh,
  });
}

export function useDisableTwoFactor() {
  const refresh = useRefreshTwoFactor();
  return useMutation({
    mutationFn: (password: string) => callApi(twoFactorApi.disable, { body: { password } }),
    onSuccess: refresh,
  });
}

export function useRenewRecoveryCodes() {
  const refresh = useRefreshTwoFactor();
  return useMutation({
    mutationFn: (password: string) => callApi(twoFactorApi.renewRecoveryCodes, { body: { password } }),
    onSuccess: refresh,
  });
}

export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(twoFactorApi.signOutOthers),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
