import { studioApi } from '#shared/api/studio.ts';
import { EDIT_CONFLICT_ERRORS } from '../../platform/history/edit-conflict-answer.ts';
import { type ApiRoute, route } from '../../platform/http/route-table.ts';
import { signedInUser } from '../../platform/http/signed-in-user.ts';
import { clearDemoData } from './demo-data.service.ts';
import { getStudioSettings, saveStudioSettings } from './settings.service.ts';

/**
 * The record at its caps (bio and story 5,000 characters each, twelve services of 700) is about
 * 22,000 characters; in a script of 3-byte characters that is about 65 KB, past the admin's default
 * 64 KB, so this form gets twice that.
 */
const SETTINGS_MAX_BYTES = 128 * 1024;

/** The studio settings record at /admin/studio (D6, D9, D26). */
export const settingsRoutes: ApiRoute[] = [
  route(studioApi.settings, {
    access: 'content.read',
    summary: 'The studio settings record, public facts and private ones',
    handle: (c) => getStudioSettings(c.get('deps').db),
  }),
  route(studioApi.saveSettings, {
    access: 'content.write',
    summary: 'Replace the studio settings; every page, e-mail and the chat follow at once',
    body: { kind: 'json', maxBytes: SETTINGS_MAX_BYTES },
    errors: EDIT_CONFLICT_ERRORS,
    handle: (c, { body }) => saveStudioSettings(c.get('deps'), signedInUser(c), body),
  }),
  route(studioApi.clearDemoData, {
    access: 'admin',
    summary: 'Delete the demo studio’s fictional clients (demo leads, consultations and tasks); admins only',
    handle: (c) => clearDemoData(c.get('deps').db, signedInUser(c)),
  }),
];
