import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthUser } from '#shared/admin/auth.ts';
import { authApi } from '#shared/api/addresses/identity.ts';
import { ApiError, callApi } from '../../../../lib/api-client.ts';
import { applyLanguage } from '../i18n/i18n.ts';

/**
 * Who is signed in, as the dashboard guard needs it: a 401 is "anonymous" and a 403 "inactive"
 * (D14), both ordinary answers rather than errors; anything else (server down) is an error.
 */
export type AuthState = { status: 'signed-in'; user: AuthUser } | { status: 'anonymous' } | { status: 'inactive' };

export const authStateKey = ['auth', 'user'] as const;

async function fetchAuthState(): Promise<AuthState> {
  try {
    const user = await callApi(authApi.user);
    if (!user.active) return { status: 'inactive' };
    // Switch the language before the dashboard first renders, so it never flashes in English.
    await applyLanguage(user.language);
    return { status: 'signed-in', user };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { status: 'anonymous' };
    if (error instanceof ApiError && error.status === 403) return { status: 'inactive' };
    throw error;
  }
}

/** Asked once per page load (admin area §7: not retried); a later 401 anywhere asks again (query-client.ts). */
export const authStateQuery = queryOptions({
  queryKey: authStateKey,
  queryFn: fetchAuthState,
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

export function useAuthState() {
  return useQuery(authStateQuery);
}

/** Ends this session (the header's 'Sign out'): a write with no body at all. */
export function signOut(): Promise<unknown> {
  return callApi(authApi.logout);
}
