import { and, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '#shared/admin/two-factor.ts';
import type { ErrorCode } from '#shared/api/errors.ts';
import { type AuditActor, recordAuditEvent } from '../../platform/audit.service.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { recoveryCodes, users } from '../../platform/db/schema/index.ts';
import { createSecretBox, type SecretBox } from '../../platform/email/secret-box.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import type { PlatformDeps } from '../../platform/platform-deps.ts';
import { verifyPassword } from './passwords.ts';
import { hashRecoveryCode, newRecoveryCodes, normaliseRecoveryCode } from './recovery-codes.ts';
import { readSecurityPolicy } from './security-policy.service.ts';
import { endAllSessions } from './sessions.service.ts';
import { matchTotpStep, newTotpSecret, normaliseTotpCode, totpQrCode, totpUri } from './totp.ts';

/**
 * Two-factor sign-in for one account (ADR 014): set up (a secret offered, then confirmed by a code
 * from the app), turned off (by the password), recovery codes renewed (by the password), reset by
 * an admin. The secret is sealed with a key of its own derived from APP_SECRET, so a copy of the
 * database is not a copy of anyone's authenticator.
 */

type Deps = Pick<PlatformDeps, 'db' | 'clock' | 'secrets'>;

export const CODE_WRONG = 'two_factor_code_wrong' satisfies ErrorCode;
export const PASSWORD_WRONG = 'password_wrong' satisfies ErrorCode;
export const NO_SETUP_PENDING = 'two_factor_no_setup_pending' satisfies ErrorCode;
export const ALREADY_ENABLED = 'two_factor_already_on' satisfies ErrorCode;
export const NOT_ENABLED = 'two_factor_not_on' satisfies ErrorCode;
export const RESET_SELF = 'two_factor_reset_self' satisfies ErrorCode;
export const REQUIRED_FOR_ADMINS = 'two_factor_required_for_admins' satisfies ErrorCode;

export function twoFactorBox(appSecret: string): SecretBox {
  return createSecretBox(appSecret, 'atelier/two-factor');
}

type UserRow = typeof users.$inferSelect;

async function userRow(db: DbOrTx, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw new NotFoundError('user_not_found');
  return row;
}

/** Required of this user by the studio's policy: admins, when admins must use it. */
export async function isTwoFactorRequired(db: DbOrTx, user: Pick<UserRow, 'role'>): Promise<boolean> {
  return user.role === 'admin' && (await readSecurityPolicy(db)).requireAdminTwoFactor;
}

export async function twoFactorStatus(db: DbOrTx, userId: number): Promise<TwoFactorStatus> {
  const user = await userRow(db, userId);
  const [left] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return {
    enabled: user.totpEnabledAt !== null,
    enabledAt: user.totpEnabledAt?.toISOString() ?? null,
    recoveryCodesLeft: user.totpEnabledAt ? (left?.n ?? 0) : 0,
    required: await isTwoFactorRequired(db, user),
  };
}

/** A secret to scan, with its QR code; sealed into `sealInto` until a code confirms it. */
export async function offerSecret(
  deps: Pick<Deps, 'secrets'>,
  username: string,
): Promise<{ setup: TwoFactorSetup; sealed: string }> {
  const secret = newTotpSecret();
  const uri = totpUri(secret, username);
  return {
    setup: { secret, uri, qrCode: await totpQrCode(uri) },
    sealed: twoFactorBox(deps.secrets.appSecret).seal(secret),
  };
}

/** Signed in, turning it on: step one. A second call replaces the secret offered before. */
export async function beginTwoFactorSetup(deps: Deps, actor: AuditActor): Promise<TwoFactorSetup> {
  const user = await userRow(deps.db, actor.id);
  if (user.totpEnabledAt) throw new ConflictError(ALREADY_ENABLED);
  const { setup, sealed } = await offerSecret(deps, user.username);
  await deps.db.update(users).set({ totpPendingSecret: sealed }).where(eq(users.id, actor.id));
  return setup;
}

/**
 * Makes a confirmed secret the account's: the code proved the app holds it. Fresh recovery codes
 * replace any old ones; the matched step is remembered so this very code cannot sign in again.
 * Returns the codes, shown once.
 */
export async function activateTwoFactor(
  tx: DbOrTx,
  input: { userId: number; sealedSecret: string; step: number; now: Date; appSecret: string },
): Promise<string[]> {
  const codes = newRecoveryCodes();
  // Only while it is off: an enrolment at sign-in must never replace an authenticator set up
  // meanwhile from a live session (or by a second enrolment).
  const [activated] = await tx
    .update(users)
    .set({
      totpSecret: input.sealedSecret,
      totpEnabledAt: input.now,
      totpLastStep: input.step,
      totpPendingSecret: null,
    })
    .where(and(eq(users.id, input.userId), isNull(users.totpEnabledAt)))
    .returning({ id: users.id });
  if (!activated) throw new ConflictError(ALREADY_ENABLED);
  await replaceRecoveryCodes(tx, input.userId, codes, input.appSecret);
  return codes;
}

async function replaceRecoveryCodes(tx: DbOrTx, userId: number, codes: string[], appSecret: string): Promise<void> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx
    .insert(recoveryCodes)
    .values(
      codes.map((code) => ({ userId, codeHash: hashRecoveryCode(normaliseRecoveryCode(code) ?? code, appSecret) })),
    );
}

/** The step of a code for a sealed secret, or null; never throws on a garbled input. */
export function stepOfCode(deps: Pick<Deps, 'secrets'>, sealedSecret: string, input: string, at: Date): number | null {
  const code = normaliseTotpCode(input);
  if (!code) return null;
  return matchTotpStep(twoFactorBox(deps.secrets.appSecret).open(sealedSecret), code, at);
}

/** Signed in, turning it on: step two, the code from the app. */
export async function confirmTwoFactorSetup(deps: Deps, actor: AuditActor, input: string): Promise<RecoveryCodes> {
  const user = await userRow(deps.db, actor.id);
  if (user.totpEnabledAt) throw new ConflictError(ALREADY_ENABLED);
  if (!user.totpPendingSecret) throw new ConflictError(NO_SETUP_PENDING);
  const now = deps.clock();
  const step = stepOfCode(deps, user.totpPendingSecret, input, now);
  if (step === null) throw ValidationError.forField('code', CODE_WRONG);
  const sealedSecret = user.totpPendingSecret;
  const codes = await deps.db.transaction(async (tx) => {
    // Only if the secret confirmed is still the one pending: a setup restarted meanwhile wins.
    const [claimed] = await tx
      .update(users)
      .set({ totpPendingSecret: null })
      .where(and(eq(users.id, actor.id), eq(users.totpPendingSecret, sealedSecret), isNull(users.totpEnabledAt)))
      .returning({ id: users.id });
    if (!claimed) throw new ConflictError(NO_SETUP_PENDING);
    const codes = await activateTwoFactor(tx, {
      userId: actor.id,
      sealedSecret,
      step,
      now,
      appSecret: deps.secrets.appSecret,
    });
    await recordAuditEvent(tx, {
      actor,
      action: 'auth.two-factor-enabled',
      entityType: 'user',
      entityId: actor.id,
      label: actor.username,
    });
    return codes;
  });
  return { recoveryCodes: codes };
}

async function checkPassword(user: UserRow, password: string): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, password))) throw ValidationError.forField('password', PASSWORD_WRONG);
}

/** Off, proven by the password; refused while the policy requires it of this user. */
export async function disableTwoFactor(deps: Deps, actor: AuditActor, password: string): Promise<void> {
  const user = await userRow(deps.db, actor.id);
  await checkPassword(user, password);
  if (!user.totpEnabledAt) throw new ConflictError(NOT_ENABLED);
  if (await isTwoFactorRequired(deps.db, user)) throw new ConflictError(REQUIRED_FOR_ADMINS);
  await deps.db.transaction(async (tx) => {
    await clearTwoFactor(tx, actor.id);
    await recordAuditEvent(tx, {
      actor,
      action: 'auth.two-factor-disabled',
      entityType: 'user',
      entityId: actor.id,
      label: actor.username,
    });
  });
}

async function clearTwoFactor(tx: DbOrTx, userId: number): Promise<void> {
  await tx
    .update(users)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, totpPendingSecret: null })
    .where(eq(users.id, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/** New recovery codes (the old ones stop working), proven by the password. */
export async function renewRecoveryCodes(deps: Deps, actor: AuditActor, password: string): Promise<RecoveryCodes> {
  const user = await userRow(deps.db, actor.id);
  await checkPassword(user, password);
  if (!user.totpEnabledAt) throw new ConflictError(NOT_ENABLED);
  const codes = newRecoveryCodes();
  await deps.db.transaction(async (tx) => {
    await replaceRecoveryCodes(tx, actor.id, codes, deps.secrets.appSecret);
    await recordAuditEvent(tx, {
      actor,
      action: 'auth.recovery-codes-renewed',
      entityType: 'user',
      entityId: actor.id,
      label: actor.username,
    });
  });
  return { recoveryCodes: codes };
}

/**
 * An admin turns off another user's two-factor sign-in (a lost phone and lost codes), or the
 * operator does from the command line (no actor). Their sessions end; if the policy requires it,
 * they set it up again at their next sign-in.
 */
export async function resetTwoFactor(deps: Pick<Deps, 'db'>, actor: AuditActor | null, userId: number): Promise<void> {
  // One's own is turned off from one's account page, with the password and within the policy.
  if (actor?.id === userId) throw new ConflictError(RESET_SELF);
  await deps.db.transaction(async (tx) => {
    const user = await userRow(tx, userId);
    await clearTwoFactor(tx, userId);
    await endAllSessions(tx, userId);
    await recordAuditEvent(tx, {
      actor,
      action: 'auth.two-factor-reset',
      entityType: 'user',
      entityId: userId,
      label: user.username,
    });
  });
}

/**
 * The second factor at sign-in: a code from the app (a step later than the last one accepted, so
 * a code seen over a shoulder is spent) or an unused recovery code (spent by this use). Either is
 * claimed by one conditional write, so two requests with the same code cannot both pass.
 */
export async function acceptSecondFactor(
  tx: DbOrTx,
  deps: Pick<Deps, 'secrets'>,
  user: UserRow,
  input: string,
  now: Date,
): Promise<'app' | 'recovery-code' | null> {
  if (!user.totpSecret) return null;
  const step = stepOfCode(deps, user.totpSecret, input, now);
  if (step !== null) {
    const [claimed] = await tx
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), sql`${users.totpLastStep} < ${step}`)))
      .returning({ id: users.id });
    return claimed ? 'app' : null;
  }
  const recovery = normaliseRecoveryCode(input);
  if (!recovery) return null;
  const [spent] = await tx
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, user.id),
        eq(recoveryCodes.codeHash, hashRecoveryCode(recovery, deps.secrets.appSecret)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return spent ? 'recovery-code' : null;
}
