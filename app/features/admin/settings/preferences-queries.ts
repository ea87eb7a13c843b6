import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUser, Preferences } from '#shared/admin/auth.ts';
import { authApi } from '#shared/api/addresses/identity.ts';
import { callApi } from '../../../lib/api-client.ts';
import { applyLanguage } from '../shared/i18n/i18n.ts';
import { type AuthState, authStateKey } from '../shared/session/auth-state.ts';

/**
 * Saves the theme or language (D18) and shows it at once: the signed-in user is updated before
 * the server answers, and put back if the server refuses.
 */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  const setUser = (update: (user: AuthUser) => AuthUser) =>
    queryClient.setQueryData<AuthState>(authStateKey, (state) =>
      state?.status === 'signed-in' ? { status: 'signed-in', user: update(state.user) } : state,
    );
  return useMutation({
    mutationFn: (preferences: Preferences) => callApi(authApi.preferences, { body: preferences }),
    onMutate: async (preferences) => {
      const previous = queryClient.getQueryData<AuthState>(authStateKey);
      if (preferences.language) await applyLanguage(preferences.language);
      setUser((user) => ({ ...user, ...preferences }));
      return { previous };
    },
    onError: async (_error, _preferences, context) => {
      if (context?.previous?.status !== 'signed-in') return;
      await applyLanguage(context.previous.user.language);
      queryClient.setQueryData(authStateKey, context.previous);
    },
    onSuccess: (user) => setUser(() => user),
  });
}
