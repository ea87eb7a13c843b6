import { eq } from 'drizzle-orm';
import type { AuthUser } from '#shared/admin/auth.ts';
import type { ErrorCode } from '#shared/api/errors.ts';
import { recordAuditEvent } from '../../platform/audit.service.ts';
import { users } from '../../platform/db/schema/index.ts';
import { UnauthorizedError, ValidationError } from '../../platform/errors.ts';
import type { PlatformDeps } from '../../platform/platform-deps.ts';
import { admitSignInAttempt, forgetAccountAttempts, tooManySignInAttempts } from './login-throttle.ts';
import { verifyAgainstDummyHash, verifyPassword } from './passwords.ts';
import { createSession, type NewSession, pruneExpiredSessions } from './sessions.service.ts';
import {
  type ChallengePurpose,
  consumeChallenge,
  createChallenge,
  findChallenge,
  setPendingSecret,
} from './sign-in-challenges.ts';
import {
  acceptSecondFactor,
  activateTwoFactor,
  CODE_WRONG,
  isTwoFactorRequired,
  offerSecret,
  stepOfCode,
} from './two-factor.service.ts';
import { findUserByUsername, toAuthUser } from './users.service.ts';

/** The one answer to every failed sign-in (SECURITY 4): it tells nobody which usernames exist. */
export const SIGN_IN_FAILED = 'sign_in_failed' satisfies ErrorCode;
/** An attempted username is stored for the audit log, but never a megabyte of it. */
const LABEL_MAX = 64;

export interface SignInAttempt {
  username: string;
  password: string;
  ip: string;
  userAgent: string | null;
}

export interface SignedIn {
  kind: 'signed-in';
  user: AuthUser;
  session: NewSession;
  /** set when the second step was enrolment: the new recovery codes, shown once */
  recoveryCodes?: string[];
}

/** The password was right; a second step comes first (ADR 014). */
export interface SecondStep {
  kind: 'second-step';
  twoFactor: ChallengePurpose;
  challenge: { token: string; expiresAt: Date };
}

/** The one answer to a second step that is gone (expired, used, or never was): sign in again. */
export const CHALLENGE_GONE = 'sign_in_expired' satisfies ErrorCode;

type Deps = Pick<PlatformDeps, 'db' | 'clock' | 'secrets'>;

/**
 * D15 / SECURITY 4. Throttled per address and per account first; then an unknown user, a wrong
 * password and an inactive account fail alike: the same 401 and message after the same argon2
 * work (an unknown user is verified against a dummy hash). A success opens a new session.
 */
export async function signIn(deps: Deps, attempt: SignInAttempt): Promise<SignedIn | SecondStep> {
  const { db } = deps;
  const username = attempt.username.trim();
  const label = username.slice(0, LABEL_MAX);
  await admitOrRefuse(deps, { username, ip: attempt.ip, userId: null, label, step: 'password' });

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

  // With a second step to come, the account's failures are not forgiven yet: knowing the password
  // must not buy fresh guesses at the code.
  const purpose: ChallengePurpose | null = user.totpEnabledAt
    ? 'verify'
    : (await isTwoFactorRequired(db, user))
      ? 'enroll'
      : null;
  if (purpose) {
    const challenge = await createChallenge(db, {
      userId: user.id,
      purpose,
      ip: attempt.ip,
      userAgent: attempt.userAgent,
      now: deps.clock(),
    });
    return { kind: 'second-step', twoFactor: purpose, challenge };
  }
  await forgetAccountAttempts(db, username);
  return openSession(deps, user, { ip: attempt.ip, userAgent: attempt.userAgent, method: 'password' });
}

type UserRow = typeof users.$inferSelect;

/**
 * Every attempt, at either step, counts against the address and the account (SECURITY 4); the one
 * that tips the account over its limit is audited as a lockout. Throws the 429 when refused.
 */
async function admitOrRefuse(
  deps: Deps,
  attempt: { username: string; ip: string; userId: number | null; label: string; step: 'password' | 'two-factor' },
): Promise<void> {
  const admission = await admitSignInAttempt(deps.db, {
    username: attempt.username,
    ip: attempt.ip,
    now: deps.clock(),
  });
  if (admission.allowed) return;
  if (admission.lockedNow) {
    await recordAuditEvent(deps.db, {
      actor: null,
      action: 'auth.locked-out',
      entityType: 'user',
      entityId: attempt.userId,
      label: attempt.label,
      data: { ip: attempt.ip, retryAfterSeconds: admission.retryAfterSeconds, step: attempt.step },
    });
  }
  throw tooManySignInAttempts(admission.retryAfterSeconds);
}

async function openSession(
  deps: Deps,
  user: UserRow,
  input: { ip: string; userAgent: string | null; method: 'password' | 'two-factor' | 'enrolment' },
  inTransaction?: (tx: Parameters<Parameters<Deps['db']['transaction']>[0]>[0]) => Promise<void>,
): Promise<SignedIn> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    await inTransaction?.(tx);
    // Sessions past their time are only dead weight; a sign-in is a rare, natural moment to sweep.
    await pruneExpiredSessions(tx, now);
    const session = await createSession(tx, { userId: user.id, ip: input.ip, userAgent: input.userAgent, now });
    const [signedIn] = await tx.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id)).returning();
    await recordAuditEvent(tx, {
      actor: { id: user.id, username: user.username },
      action: 'auth.sign-in',
      entityType: 'user',
      entityId: user.id,
      label: user.username,
      data: { ip: input.ip, method: input.method },
    });
    return { kind: 'signed-in' as const, user: toAuthUser(signedIn ?? user), session };
  });
}

/** The enrolment step's secret: offered once per challenge, kept sealed on it until confirmed. */
export async function offerEnrolment(deps: Deps, token: string) {
  const challenge = await findChallenge(deps.db, token, deps.clock());
  if (challenge?.purpose !== 'enroll') throw new UnauthorizedError(CHALLENGE_GONE);
  const [user] = await deps.db.select().from(users).where(eq(users.id, challenge.userId));
  if (!user?.active) throw new UnauthorizedError(CHALLENGE_GONE);
  const { setup, sealed } = await offerSecret(deps, user.username);
  await setPendingSecret(deps.db, challenge.idHash, sealed);
  return setup;
}

/**
 * The second step: a code (or a recovery code) for 'verify'; for 'enroll', the first code from the
 * app for the secret just offered, which turns two-factor sign-in on and returns recovery codes.
 * Every attempt counts against the address and the account like a password attempt (SECURITY 4),
 * so six digits cannot be guessed; a success forgives the account's failures and opens a session.
 */
export async function completeSecondStep(
  deps: Deps,
  attempt: { token: string; code: string; ip: string; userAgent: string | null },
): Promise<SignedIn> {
  const { db } = deps;
  const challenge = await findChallenge(db, attempt.token, deps.clock());
  if (!challenge) throw new UnauthorizedError(CHALLENGE_GONE);
  const [user] = await db.select().from(users).where(eq(users.id, challenge.userId));
  if (!user?.active) throw new UnauthorizedError(CHALLENGE_GONE);
  const label = user.username.slice(0, LABEL_MAX);

  await admitOrRefuse(deps, { username: user.username, ip: attempt.ip, userId: user.id, label, step: 'two-factor' });

  const failed = async () => {
    await recordAuditEvent(db, {
      actor: null,
      action: 'auth.two-factor-failed',
      entityType: 'user',
      entityId: user.id,
      label,
      data: { ip: attempt.ip },
    });
    return ValidationError.forField('code', CODE_WRONG);
  };

  const now = deps.clock();
  if (challenge.purpose === 'enroll') {
    if (!challenge.pendingSecret) throw new UnauthorizedError(CHALLENGE_GONE);
    const sealedSecret = challenge.pendingSecret;
    const step = stepOfCode(deps, sealedSecret, attempt.code, now);
    if (step === null) throw await failed();
    let codes: string[] = [];
    const signedIn = await openSession(deps, user, { ...attempt, method: 'enrolment' }, async (tx) => {
      if (!(await consumeChallenge(tx, challenge.idHash))) throw new UnauthorizedError(CHALLENGE_GONE);
      codes = await activateTwoFactor(tx, {
        userId: user.id,
        sealedSecret,
        step,
        now,
        appSecret: deps.secrets.appSecret,
      });
      await recordAuditEvent(tx, {
        actor: { id: user.id, username: user.username },
        action: 'auth.two-factor-enabled',
        entityType: 'user',
        entityId: user.id,
        label: user.username,
      });
    });
    await forgetAccountAttempts(db, user.username);
    return { ...signedIn, recoveryCodes: codes };
  }

  try {
    const signedIn = await openSession(deps, user, { ...attempt, method: 'two-factor' }, async (tx) => {
      if (!(await consumeChallenge(tx, challenge.idHash))) throw new UnauthorizedError(CHALLENGE_GONE);
      const method = await acceptSecondFactor(tx, deps, user, attempt.code, now);
      if (!method) throw new SecondFactorRefused();
      if (method === 'recovery-code') {
        await recordAuditEvent(tx, {
          actor: { id: user.id, username: user.username },
          action: 'auth.recovery-code-used',
          entityType: 'user',
          entityId: user.id,
          label: user.username,
        });
      }
    });
    await forgetAccountAttempts(db, user.username);
    return signedIn;
  } catch (error) {
    // The transaction rolled back, so the challenge is still there for the next try.
    if (error instanceof SecondFactorRefused) throw await failed();
    throw error;
  }
}

/** Internal: rolls the sign-in transaction back when the code is wrong. */
class SecondFactorRefused extends Error {}
