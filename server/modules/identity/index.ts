/**
 * The identity module's public entry (issue 26): users, sessions, sign-in with 2FA, and the access
 * checks the route table runs (the platform's `AccessChecks` port). Everything else in
 * server/modules/identity is internal.
 */
export { accessChecks } from './access.ts';
export { authRoutes } from './auth.routes.ts';
export { ensureFirstAdmin, type GeneratedAdmin } from './first-admin.ts';
export { SESSION_COOKIE } from './session-cookie.ts';
export { pruneExpiredSessions } from './sessions.service.ts';
export { twoFactorRoutes } from './two-factor.routes.ts';
export { userRoutes } from './users.routes.ts';
