import { StudioSettingsSchema } from '#shared/admin/studio.ts';
import { StudioSettingsResponseSchema } from '../../platform/http/responses/admin.responses.ts';
import type { ApiRoute } from '../../platform/http/route-table.ts';
import { signedInUser } from '../../platform/http/signed-in-user.ts';
import { readJson } from '../../platform/http/write-guards.ts';
import { getStudioSettings, saveStudioSettings } from './settings.service.ts';

/**
 * The record at its caps (bio and story 5,000 characters each, twelve services of 700) is about
 * 22,000 characters; in a script of 3-byte characters that is about 65 KB, past the admin's default
 * 64 KB, so this form gets twice that.
 */
const SETTINGS_MAX_BYTES = 128 * 1024;

/** The studio settings record at /admin/studio (D6, D9, D26). */
export const settingsRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/admin/settings',
    access: 'content.read',
    summary: 'The studio settings record, public facts and private ones',
    response: { status: 200, schema: StudioSettingsResponseSchema },
    handler: async (c) => c.json(await getStudioSettings(c.get('deps').db)),
  },
  {
    method: 'PUT',
    path: '/admin/settings',
    access: 'content.write',
    summary: 'Replace the studio settings; every page, e-mail and the chat follow at once',
    body: { kind: 'json', maxBytes: SETTINGS_MAX_BYTES },
    requestBody: StudioSettingsSchema,
    response: { status: 200, schema: StudioSettingsResponseSchema },
    handler: async (c) => {
      const input = StudioSettingsSchema.parse(await readJson(c));
      return c.json(await saveStudioSettings(c.get('deps'), signedInUser(c), input));
    },
  },
];
