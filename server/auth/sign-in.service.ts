import { eq } from 'drizzle-orm';
import type { AuthUser } from '#shared/admin/auth.ts';
import type { AppDeps } from '../app-deps.ts';
import { users } from '../db/schema/index.ts';
import { UnauthorizedError } from '../errors.ts';
import { recordAuditEvent } from '../services/audit.service.ts';
import { findUserByUsername, toAuthUser } from '../services/users.service.ts';
import { admitSignInAttempt, forgetAccountAttempts, tooManySignInAttempts } from './login-throttle.ts';
import { verifyAgainstDummyHash, verifyPassword } from './passwords.ts';
import { createSession, type NewSession, pruneExpiredSessions } from './sessions.service.ts';

/** The one answer to every failed sign-in (SECURITY 4): it tells nobody which usernames exist. */
export const SIGN_IN_FAILED = 'Invalid username or password.';
/** An attempted username is stored for the audit log, but never a megabyte of it. */
const LABEL_MAX = 64;

export interface SignInAttempt {
  username: string;
  password: string;
  ip: string;
  userAgent: string | null;
}

export interface SignedIn {
  user: AuthUser;
  session: NewSession;
}

/**
 * D15 / SECURITY 4. Throttled per address and per account first; then an unknown user, a wrong
 * password and an inactive account fail alike: the same 401 and message after the same argon2
 * work (an unknown user is verified against a dummy hash). A success opens a new session.
 */
export async function signIn(deps: Pick<AppDeps, 'db' | 'clock'>, attempt: SignInAttempt): Promise<SignedIn> {
  const { db } = deps;
  const username = attempt.username.trim();
  const label = username.slice(0, LABEL_MAX);
  const admission = await admitSignInAttempt(db, { username, ip: attempt.ip, now: deps.clock() });
  if (!admission.allowed) {
    if (admission.lockedNow) {
      await recordAuditEvent(db, {
        actor: null,
        action: 'auth.locked-out',
        entityType: 'user',
        entityId: null,
        label,
        data: { ip: attempt.ip, retryAfterSeconds: admission.retryAfterSeconds },
      });
    }
    throw tooManySignInAttempts(admission.retryAfterSeconds);
  }

  const user = await findUserByUsername(db, username);
  const passwordMatches = user
    ? await verifyPassword(user.passwordHash, attempt.password)
    : await verifyAgainstDummyHash(attempt.password);
  if (!user || !passwordMatches || !user.active) {
    await recordAuditEvent(db, {
      actor: null,
      action: 'auth.sign-in-failed',
      entityType: 'user',
      entityId: user?.id ?? null,
      label,
      data: { ip: attempt.ip },
    });
    throw new UnauthorizedError(SIGN_IN_FAILED);
  }

  await forgetAccountAttempts(db, username);
  const now = deps.clock();
  return db.transaction(async (tx) => {
    // Sessions past their time are only dead weight; a sign-in is a rare, natural moment to sweep.
    await pruneExpiredSessions(tx, now);
    const session = await createSession(tx, { userId: user.id, ip: attempt.ip, userAgent: attempt.userAgent, now });
    const [signedIn] = await tx.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id)).returning();
    await recordAuditEvent(tx, {
      actor: { id: user.id, username: user.username },
      action: 'auth.sign-in',
      entityType: 'user',
      entityId: user.id,
      label: user.username,
      data: { ip: attempt.ip },
    });
    return { user: toAuthUser(signedIn ?? user), session };
  });
}
