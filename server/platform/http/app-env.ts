import type { AuthUser } from '#shared/admin/auth.ts';
import type { AppDeps } from '../../app-deps.ts';

/** The signed-in user of a request, with the session that proved it. */
export interface RequestUser extends AuthUser {
  /** the session's id hash (the table's key); never the cookie's token */
  sessionIdHash: string;
}

/**
 * The one Hono environment of every router: `deps` is set for every request; `user` is set by the
 * access check of routes that need a session (null on public routes).
 */
export interface AppEnv {
  Variables: {
    deps: AppDeps;
    user: RequestUser | null;
  };
}
