import type { Context } from 'hono';
import type { AppEnv, RequestUser } from './app-env.ts';

/** The user of a route behind the access check (which sets it): for handlers. */
export function signedInUser(c: Context<AppEnv>): RequestUser {
  const user = c.get('user');
  // Every non-public route's access check sets it; getting here without one is a wiring bug.
  if (!user) throw new Error('this route needs a signed-in user (is it public by mistake?)');
  return user;
}
