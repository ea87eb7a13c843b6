/**
 * The webhooks module's public entry (issue 28): the providers' signed delivery events (Resend,
 * SendGrid), read into the one e-mail event door of the leads module, and the keys Email Setup
 * holds for them. Everything else in server/modules/webhooks is internal.
 */
export { webhookRoutes, webhookSettingsRoutes } from './webhooks.routes.ts';
