import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudioSettings, StudioSettingsInput } from '#shared/admin/studio.ts';
import { sendJson } from '../../../lib/api-client.ts';
import { contentKeys } from '../shared/queries/content-keys.ts';
import { overviewQuery } from '../shared/queries/overview-query.ts';

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
