import { queryOptions } from '@tanstack/react-query';
import type { StudioSettings } from '#shared/admin/studio.ts';
import { getJson } from '../../../../lib/api-client.ts';
import { contentKeys } from '../queries/content-keys.ts';

/** The studio settings record (D6): public facts and the private ones (GET /api/admin/settings). */
export const studioSettingsQuery = queryOptions({
  queryKey: contentKeys.settings,
  queryFn: () => getJson<StudioSettings>('/api/admin/settings'),
});
