import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../../lib/api-client.ts';
import { authStateKey } from './auth-state.ts';

/** Mutations that expect a 401 as an ordinary answer (a wrong password at sign-in) say so. */
export interface AdminMutationMeta extends Record<string, unknown> {
  expectsUnauthorized?: boolean;
}

/**
 * The admin's query client. Admin area §7: fetched data does not go stale, is not refetched on focus,
 * and nothing is retried. A 401 from any other call means the session ended (expired, signed out
 * elsewhere, password changed): the signed-in user is asked for again, and the guard sends the
 * visitor to sign in.
 */
export function createAdminQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.queryKey !== authStateKey && isUnauthorized(error)) void recheckSession();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        const meta = mutation.meta as AdminMutationMeta | undefined;
        if (!meta?.expectsUnauthorized && isUnauthorized(error)) void recheckSession();
      },
    }),
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  const recheckSession = () => client.invalidateQueries({ queryKey: authStateKey });
  return client;
}

function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
