import type { AuthUser } from '#shared/admin/auth.ts';
import type { PlatformDeps } from '../platform-deps.ts';

/** The signed-in user of a request, with the session that proved it. */
export interface RequestUser extends AuthUser {
  /** the session's id hash (the table's key); never the cookie's token */
  sessionIdHash: string;
}

/**
 * The one Hono environment of every router: `deps` is set for every request; `user` is set by the
 * access check of routes that need a session (null on public routes). `deps` is the whole `AppDeps`
 * at run time; a route sees the platform's part (the default) or, for a module that adds its own
 * service (chat, lookbook), that module's deps, which the route registry checks `AppDeps` has.
 */
export interface AppEnv<D extends PlatformDeps = PlatformDeps> {
  Variables: {
    deps: D;
    user: RequestUser | null;
  };
}
