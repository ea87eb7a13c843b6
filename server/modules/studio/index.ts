/**
 * The studio module's public entry (issue 26): the studio's settings, the form option lists,
 * Email Setup, the overview and the public stats, with their routes. Everything else in
 * server/modules/studio is internal.
 */
export { adminFormOptionRoutes } from './admin-form-options.routes.ts';
export { emailSetupRoutes } from './email-setup.routes.ts';
export { formOptionRoutes } from './form-options.routes.ts';
export {
  assertActiveOption,
  type FormOptionFieldType,
  firstActiveOption,
  listActiveOptions,
  listAllOptions,
} from './form-options.service.ts';
export { overviewRoutes } from './overview.routes.ts';
export { settingsRoutes } from './settings.routes.ts';
export {
  getLeadSettings,
  getSendingSettings,
  getSiteSettings,
  type SendingSettings,
  saveStudioSettings,
} from './settings.service.ts';
// Issue 29: the settings' history (their kept state) and the save a restore goes through.
export { settingsHistory } from './settings-history.ts';
export { getStudioStats } from './stats.service.ts';
