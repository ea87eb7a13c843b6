import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudioSettingsInput } from '#shared/admin/studio.ts';
import { studioApi } from '#shared/api/addresses/studio.ts';
import { callApi } from '../../../lib/api-client.ts';
import { contentKeys } from '../shared/queries/content-keys.ts';
import { overviewQuery } from '../shared/queries/overview-query.ts';

/** PUT replaces the record; the answer is the record as stored, which becomes the form's new start. */
export function useSaveStudioSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StudioSettingsInput) => callApi(studioApi.saveSettings, { body: input }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(contentKeys.settings, saved);
      await queryClient.invalidateQueries({ queryKey: overviewQuery.queryKey });
    },
  });
}
