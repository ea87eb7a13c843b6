import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminUser,
  AuthUser,
  CreateUserInput,
  OwnPasswordChange,
  SetUserPasswordInput,
  UpdateUserInput,
} from '#shared/admin/auth.ts';
import { getJson, sendJson } from '../../../lib/api-client.ts';
import { authStateKey } from '../shared/session/auth-state.ts';

export const usersKey = ['admin', 'users'] as const;

export const usersQuery = queryOptions({
  queryKey: usersKey,
  queryFn: () => getJson<AdminUser[]>('/api/admin/users'),
});

/** After any change the list is read again; one's own account also refreshes the signed-in user. */
function useRefreshUsers() {
  const queryClient = useQueryClient();
  return async (touchesSelf: boolean) => {
    await queryClient.invalidateQueries({ queryKey: usersKey });
    if (touchesSelf) await queryClient.invalidateQueries({ queryKey: authStateKey });
  };
}

export function useCreateUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (input: CreateUserInput) => sendJson<AdminUser>('POST', '/api/admin/users', input),
    onSuccess: () => refresh(false),
  });
}

export function useUpdateUser(self: AuthUser) {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateUserInput }) =>
      sendJson<AdminUser>('PATCH', `/api/admin/users/${id}`, input),
    onSuccess: (_user, { id }) => refresh(id === self.id),
  });
}

export function useDeleteUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (id: number) => sendJson('DELETE', `/api/admin/users/${id}`),
    onSuccess: () => refresh(false),
  });
}

/** An admin sets another user's password (the server ends that user's sessions). */
export function useSetUserPassword() {
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: SetUserPasswordInput }) =>
      sendJson('PATCH', `/api/admin/users/${id}/password`, input),
  });
}

/** Anyone changes their own password, proven by the current one (D15). */
export function useChangeOwnPassword() {
  return useMutation({
    mutationFn: (input: OwnPasswordChange) => sendJson('PATCH', '/api/auth/password', input),
  });
}

/** An admin turns off someone's two-factor sign-in (a lost phone); the server ends their sessions. */
export function useResetTwoFactor() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (id: number) => sendJson('POST', `/api/admin/users/${id}/two-factor/reset`),
    onSuccess: () => refresh(false),
  });
}
