import { queryOptions } from '@tanstack/react-query';
import { studioApi } from '#shared/api/addresses/studio.ts';
import { callApi } from '../../../../lib/api-client.ts';

/** D27's overview in one request; admin writes invalidate ['admin'] and with it this. */
export const overviewQuery = queryOptions({
  queryKey: ['admin', 'overview'] as const,
  queryFn: () => callApi(studioApi.overview),
  // "Recent" activity: coming back to the tab after half a minute asks again.
  staleTime: 30_000,
});
