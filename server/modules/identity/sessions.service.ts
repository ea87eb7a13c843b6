import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, lte, ne, or } from 'drizzle-orm';
import type { SessionSummary } from '#shared/admin/two-factor.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { sessions, signInChallenges, users } from '../../platform/db/schema/index.ts';
import { deviceName } from './device-name.ts';

/**
 * SECURITY 3 timeouts. Idle: a working day, so a laptop left open overnight asks again in the
 * morning while a day of editing never does. Absolute: a week, so a stolen cookie stops working
 * within days even on a machine that is used every day.
 */
export const SESSION_IDLE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;
/** `last_seen_at` is written at most this often: one write a minute, not one per request. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

export type SessionUser = typeof users.$inferSelect;

export interface NewSession {
  /** for the cookie only: never stored, never logged */
  token: string;
  idHash: string;
  expiresAt: Date;
}

/** The table keeps SHA-256 of the token, so a read of the database (a backup) signs nobody in. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new session: 256 random bits, a fresh id at every sign-in (never reused). */
export async function createSession(
  db: DbOrTx,
  input: { userId: number; ip: string | null; userAgent: string | null; now: Date },
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const idHash = hashSessionToken(token);
  const expiresAt = new Date(input.now.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS);
  await db.insert(sessions).values({
    idHash,
    userId: input.userId,
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt,
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 512) ?? null,
  });
  return { token, idHash, expiresAt };
}

/**
 * The session a cookie's token names and its user, or null when there is none or it has expired
 * (idle or absolute; an expired row is deleted on the way). The user is returned whatever its
 * `active` flag: the access check decides what an inactive user gets.
 */
export async function resolveSession(
  db: DbOrTx,
  token: string,
  now: Date,
): Promise<{ idHash: string; user: SessionUser } | null> {
  const idHash = hashSessionToken(token);
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.idHash, idHash));
  if (!row) return null;
  const { session, user } = row;
  if (isExpired(session, now)) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  }
  return { idHash, user };
}

function isExpired(session: { lastSeenAt: Date; expiresAt: Date }, now: Date): boolean {
  return (
    session.expiresAt.getTime() <= now.getTime() ||
    session.lastSeenAt.getTime() + SESSION_IDLE_TIMEOUT_MS <= now.getTime()
  );
}

/** Sign-out: this session only. */
export async function endSession(db: DbOrTx, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/**
 * After one's own password change, or 'Sign out other sessions': every other device signs in
 * again, this one stays. Returns how many ended.
 */
export async function endOtherSessions(db: DbOrTx, userId: number, keepIdHash: string): Promise<number> {
  await endWaitingSignIns(db, userId);
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash)))
    .returning({ idHash: sessions.idHash });
  return ended.length;
}

/** After an admin reset the password, or reactivated the account: every device signs in again. */
export async function endAllSessions(db: DbOrTx, userId: number): Promise<void> {
  await endWaitingSignIns(db, userId);
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/**
 * A right password waiting for its second factor (ADR 014) is a sign-in in progress: whatever
 * ends the sessions (a password reset after a leak, a two-factor reset, a promotion under the
 * policy) ends it too, or whoever gave the old password could still finish signing in.
 */
async function endWaitingSignIns(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(signInChallenges).where(eq(signInChallenges.userId, userId));
}

/** Forgets sessions past either timeout (they can no longer be used; this only tidies the table). */
export async function pruneExpiredSessions(db: DbOrTx, now: Date): Promise<void> {
  const idleSince = new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS);
  await db.delete(sessions).where(or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, idleSince)));
}

/**
 * 'Your sessions': the user's live sessions, the most recently used first. Each is named by an
 * opaque handle (a hash of the stored hash), never by what the cookie or the table holds.
 */
export async function listOwnSessions(
  db: DbOrTx,
  input: { userId: number; currentIdHash: string; now: Date },
): Promise<SessionSummary[]> {
  const idleSince = new Date(input.now.getTime() - SESSION_IDLE_TIMEOUT_MS);
  const rows = await db
    .select()
    .from(sessions)
    .where(
      and(eq(sessions.userId, input.userId), gt(sessions.expiresAt, input.now), gt(sessions.lastSeenAt, idleSince)),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  return rows.map((row) => ({
    id: createHash('sha256').update(`session-handle:${row.idHash}`).digest('base64url').slice(0, 16),
    current: row.idHash === input.currentIdHash,
    device: deviceName(row.userAgent),
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
  }));
}
