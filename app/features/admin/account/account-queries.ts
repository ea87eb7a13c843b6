import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecoveryCodes, SessionSummary, TwoFactorSetup, TwoFactorStatus } from '#shared/admin/two-factor.ts';
import { getJson, sendJson } from '../../../lib/api-client.ts';

export const twoFactorKey = ['admin', 'account', 'two-factor'] as const;
export const sessionsKey = ['admin', 'account', 'sessions'] as const;

export const twoFactorQuery = queryOptions({
  queryKey: twoFactorKey,
  queryFn: () => getJson<TwoFactorStatus>('/api/auth/two-factor'),
});

export const sessionsQuery = queryOptions({
  queryKey: sessionsKey,
  queryFn: () => getJson<SessionSummary[]>('/api/auth/sessions'),
});

function useRefreshTwoFactor() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: twoFactorKey });
}

export function useBeginSetup() {
  return useMutation({ mutationFn: () => sendJson<TwoFactorSetup>('POST', '/api/auth/two-factor/setup') });
}

export function useConfirmSetup() {
  const refresh = useRefreshTwoFactor();
  return useMutation({
    mutationFn: (code: string) => sendJson<RecoveryCodes>('POST', '/api/auth/two-factor/enable', { code }),
    onSuccess: refresh,
  });
}

export function useDisableTwoFactor() {
  const refresh = useRefreshTwoFactor();
  return useMutation({
    mutationFn: (password: string) => sendJson('POST', '/api/auth/two-factor/disable', { password }),
    onSuccess: refresh,
  });
}

export function useRenewRecoveryCodes() {
  const refresh = useRefreshTwoFactor();
  return useMutation({
    mutationFn: (password: string) =>
      sendJson<RecoveryCodes>('POST', '/api/auth/two-factor/recovery-codes', { password }),
    onSuccess: refresh,
  });
}

export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendJson<{ success: true; ended: number }>('POST', '/api/auth/sessions/sign-out-others'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
