import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AuthUser,
  CreateUserInput,
  OwnPasswordChange,
  SetUserPasswordInput,
  UpdateUserInput,
} from '#shared/admin/auth.ts';
import { authApi, twoFactorApi, usersApi } from '#shared/api/addresses/identity.ts';
import { callApi } from '../../../lib/api-client.ts';
import { authStateKey } from '../shared/session/auth-state.ts';

export const usersKey = ['admin', 'users'] as const;

export const usersQuery = queryOptions({
  queryKey: usersKey,
  queryFn: () => callApi(usersApi.list),
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
    mutationFn: (input: CreateUserInput) => callApi(usersApi.create, { body: input }),
    onSuccess: () => refresh(false),
  });
}

export function useUpdateUser(self: AuthUser) {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateUserInput }) =>
      callApi(usersApi.update, { params: { id }, body: input }),
    onSuccess: (_user, { id }) => refresh(id === self.id),
  });
}

export function useDeleteUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (id: number) => callApi(usersApi.remove, { params: { id } }),
    onSuccess: () => refresh(false),
  });
}

/** An admin sets another user's password (the server ends that user's sessions). */
export function useSetUserPassword() {
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: SetUserPasswordInput }) =>
      callApi(usersApi.setPassword, { params: { id }, body: input }),
  });
}

/** Anyone changes their own password, proven by the current one (D15). */
export function useChangeOwnPassword() {
  return useMutation({
    mutationFn: (input: OwnPasswordChange) => callApi(authApi.changePassword, { body: input }),
  });
}

/** An admin turns off someone's two-factor sign-in (a lost phone); the server ends their sessions. */
export function useResetTwoFactor() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (id: number) => callApi(twoFactorApi.resetUser, { params: { id } }),
    onSuccess: () => refresh(false),
  });
}
