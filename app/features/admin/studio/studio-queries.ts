import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudioSettings, StudioSettingsInput } from '#shared/admin/studio.ts';
import { getJson, sendJson } from '../../../lib/api-client.ts';
import { contentKeys } from '../content-list/content-keys.ts';
import { overviewQuery } from '../overview/overview.queries.ts';

/** The studio settings record (D6): public facts and the private ones (GET /api/admin/settings). */
export const studioSettingsQuery = queryOptions({
  queryKey: contentKeys.settings,
  queryFn: () => getJson<StudioSettings>('/api/admin/settings'),
});

/** PUT replaces the record; the answer is the record as stored, which becomes the form's new start. */
export function useSaveStudioSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StudioSettingsInput) => sendJson<StudioSettings>('PUT', '/api/admin/settings', input),
    onSuccess: async (saved) => {
      queryClient.setQueryData(contentKeys.settings, saved);
      await queryClient.invalidateQueries({ queryKey: overviewQuery.queryKey });
    },
  });
}
