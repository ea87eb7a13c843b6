import { createContext, useContext } from 'react';
import type { AuthUser } from '#shared/admin/auth.ts';

const SignedInUserContext = createContext<AuthUser | null>(null);

/** Set by the dashboard guard once the session is confirmed; everything inside may rely on it. */
export const SignedInUserProvider = SignedInUserContext.Provider;

export function useSignedInUser(): AuthUser {
  const user = useContext(SignedInUserContext);
  if (!user) throw new Error('useSignedInUser needs the dashboard guard above it');
  return user;
}
