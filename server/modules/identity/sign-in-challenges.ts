import { randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { DbOrTx } from '../../platform/db/client.ts';
import { signInChallenges } from '../../platform/db/schema/index.ts';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { cookieOptions } from './session-cookie.ts';
import { hashSessionToken } from './sessions.service.ts';

/**
 * The step between a right password and a session (ADR 014): a random token in its own cookie
 * (the table keeps its SHA-256, as for sessions), good for five minutes and for nothing but the
 * second step. The password is not asked again within that time; after it, it is.
 */
export const CHALLENGE_COOKIE = 'atelier_sign_in';
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

export type ChallengePurpose = 'verify' | 'enroll';
export type SignInChallenge = typeof signInChallenges.$inferSelect;

export async function createChallenge(
  db: DbOrTx,
  input: { userId: number; purpose: ChallengePurpose; ip: string; userAgent: string | null; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + CHALLENGE_LIFETIME_MS);
  await db.delete(signInChallenges).where(lte(signInChallenges.expiresAt, input.now));
  // One challenge per user at a time: a second password entry replaces the first, in one
  // transaction so two entries at once cannot leave two.
  await db.transaction(async (tx) => {
    await tx.delete(signInChallenges).where(eq(signInChallenges.userId, input.userId));
    await tx.insert(signInChallenges).values({
      idHash: hashSessionToken(token),
      userId: input.userId,
      purpose: input.purpose,
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 512) ?? null,
      createdAt: input.now,
      expiresAt,
    });
  });
  return { token, expiresAt };
}

/** The live challenge a token names, or null (none, expired, or already used). */
export async function findChallenge(db: DbOrTx, token: string, now: Date): Promise<SignInChallenge | null> {
  const [row] = await db
    .select()
    .from(signInChallenges)
    .where(and(eq(signInChallenges.idHash, hashSessionToken(token)), gt(signInChallenges.expiresAt, now)));
  return row ?? null;
}

/** Used up: deleted, and only one of two requests racing with the same token gets `true`. */
export async function consumeChallenge(db: DbOrTx, idHash: string): Promise<boolean> {
  const deleted = await db
    .delete(signInChallenges)
    .where(eq(signInChallenges.idHash, idHash))
    .returning({ idHash: signInChallenges.idHash });
  return deleted.length === 1;
}

export async function setPendingSecret(db: DbOrTx, idHash: string, sealedSecret: string): Promise<void> {
  await db.update(signInChallenges).set({ pendingSecret: sealedSecret }).where(eq(signInChallenges.idHash, idHash));
}

export function readChallengeCookie(c: Context<AppEnv>): string | undefined {
  const { https } = c.get('deps').config;
  return (https ? getCookie(c, CHALLENGE_COOKIE, 'host') : getCookie(c, CHALLENGE_COOKIE)) || undefined;
}

export function setChallengeCookie(c: Context<AppEnv>, token: string): void {
  const { https } = c.get('deps').config;
  setCookie(c, CHALLENGE_COOKIE, token, { ...cookieOptions(https), maxAge: CHALLENGE_LIFETIME_MS / 1000 });
}

export function clearChallengeCookie(c: Context<AppEnv>): void {
  deleteCookie(c, CHALLENGE_COOKIE, cookieOptions(c.get('deps').config.https));
}
