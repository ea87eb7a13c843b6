import { queryOptions } from '@tanstack/react-query';
import { studioApi } from '#shared/api/addresses/studio.ts';
import { callApi } from '../../../../lib/api-client.ts';
import { contentKeys } from '../queries/content-keys.ts';

/** The studio settings record (D6): public facts and the private ones (`studioApi.settings`). */
export const studioSettingsQuery = queryOptions({
  queryKey: contentKeys.settings,
  queryFn: () => callApi(studioApi.settings),
});
