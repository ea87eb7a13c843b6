import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminUser,
  AuthUser,
  CreateUserSchema,
  OwnPasswordChange,
  Preferences,
  UpdateUserSchema,
} from '#shared/admin/auth.ts';
import type { ErrorCode } from '#shared/api/errors.ts';
import { type AuditActor, recordAuditEvent } from '../../platform/audit.service.ts';
import type { Database, DbOrTx, Transaction } from '../../platform/db/client.ts';
import { onUniqueViolation } from '../../platform/db/errors.ts';
import { users } from '../../platform/db/schema/index.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import { checkNewPassword } from './password-policy.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { readSecurityPolicy } from './security-policy.service.ts';
import { endAllSessions, endOtherSessions } from './sessions.service.ts';

type UserRow = typeof users.$inferSelect;
export type NewUser = z.output<typeof CreateUserSchema>;
export type UserChanges = z.output<typeof UpdateUserSchema>;

/** The signed-in user acting, with the session they act from (kept when their password changes). */
export interface SessionActor extends AuditActor {
  sessionIdHash: string;
}

export const USERNAME_TAKEN = 'username_taken' satisfies ErrorCode;
export const CURRENT_PASSWORD_WRONG = 'current_password_wrong' satisfies ErrorCode;
export const CANNOT_DELETE_SELF = 'cannot_delete_self' satisfies ErrorCode;
const LAST_ADMIN = {
  delete: 'last_admin_delete',
  deactivate: 'last_admin_deactivate',
  demote: 'last_admin_demote',
} as const;

/** What the browser may know about the signed-in user: never the hash. */
export function toAuthUser(user: UserRow): AuthUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    active: user.active,
    theme: user.theme,
    language: user.language,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
  };
}

/** A row of User Management: never the hash. */
export function toAdminUser(user: UserRow): AdminUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    active: user.active,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    twoFactorEnabled: user.totpEnabledAt !== null,
  };
}

export async function listUsers(db: DbOrTx): Promise<AdminUser[]> {
  const rows = await db.select().from(users).orderBy(asc(users.createdAt), asc(users.id));
  return rows.map(toAdminUser);
}

/** Usernames are unique without regard to case (the index is on lower(username)). */
export async function findUserByUsername(db: DbOrTx, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

async function getUserRow(db: DbOrTx, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw new NotFoundError('user_not_found');
  return row;
}

/** A new staff account (D14: viewer unless said otherwise), with a password that meets D15. */
export async function createUser(db: Database, actor: AuditActor | null, input: NewUser): Promise<AdminUser> {
  await checkNewPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const { password: _password, ...fields } = input;
    const [row] = await withUniqueUsername(() =>
      tx
        .insert(users)
        .values({ ...fields, passwordHash })
        .returning(),
    );
    if (!row) throw new Error('insert returned no row');
    await recordAuditEvent(tx, {
      actor,
      action: 'user.create',
      entityType: 'user',
      entityId: row.id,
      label: row.username,
      data: { role: row.role, active: row.active },
    });
    return toAdminUser(row);
  });
}

/**
 * The edit form. D14: the last active admin cannot be deactivated or demoted. Reactivating an
 * account ends its sessions (a session kept through the deactivation must not come back to life);
 * deactivating keeps them, refused with 403 while the account is inactive.
 */
export async function updateUser(
  db: Database,
  actor: AuditActor,
  id: number,
  changes: UserChanges,
): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const activeAdminIds = await lockActiveAdmins(tx);
    const [before] = await tx.select().from(users).where(eq(users.id, id)).for('no key update');
    if (!before) throw new NotFoundError('user_not_found');
    const changed = Object.keys(changes).filter((key) => changes[key as keyof UserChanges] !== undefined);
    if (changed.length === 0) return toAdminUser(before);
    if (isLastActiveAdmin(before, activeAdminIds)) {
      if (changes.active === false) throw new ConflictError(LAST_ADMIN.deactivate);
      if (changes.role !== undefined && changes.role !== 'admin') throw new ConflictError(LAST_ADMIN.demote);
    }
    const [after] = await withUniqueUsername(() =>
      tx
        .update(users)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning(),
    );
    if (!after) throw new NotFoundError('user_not_found');
    if (!before.active && after.active) await endAllSessions(tx, id);
    // Made an admin while admins must use two-factor sign-in (ADR 014): the sessions signed in
    // without it end, and the next sign-in enrols.
    else if (before.role !== 'admin' && after.role === 'admin' && !after.totpEnabledAt) {
      if ((await readSecurityPolicy(tx)).requireAdminTwoFactor) await endAllSessions(tx, id);
    }
    await recordAuditEvent(tx, {
      actor,
      action: 'user.update',
      entityType: 'user',
      entityId: id,
      label: after.username,
      data: { fields: changed, role: after.role, active: after.active },
    });
    return toAdminUser(after);
  });
}

/** D14: never the last active admin, and never oneself. Sessions go with the row (cascade). */
export async function deleteUser(db: Database, actor: AuditActor, id: number): Promise<void> {
  if (id === actor.id) throw new ConflictError(CANNOT_DELETE_SELF);
  await db.transaction(async (tx) => {
    const activeAdminIds = await lockActiveAdmins(tx);
    const [row] = await tx.select().from(users).where(eq(users.id, id)).for('no key update');
    if (!row) throw new NotFoundError('user_not_found');
    if (isLastActiveAdmin(row, activeAdminIds)) throw new ConflictError(LAST_ADMIN.delete);
    await tx.delete(users).where(eq(users.id, id));
    await recordAuditEvent(tx, { actor, action: 'user.delete', entityType: 'user', entityId: id, label: row.username });
  });
}

/**
 * An admin sets a user's password (User Management's 'Password'). Their own needs the current one,
 * as on the settings dialog, and keeps the session they act from; anyone else's ends every session
 * of that user, so whoever knew the old password is out at once.
 */
export async function setUserPassword(
  db: Database,
  actor: SessionActor,
  id: number,
  input: { password: string; currentPassword?: string | undefined },
): Promise<void> {
  if (id !== actor.id) return resetUserPassword(db, actor, id, input.password);
  if (!input.currentPassword) throw ValidationError.forField('currentPassword', 'current_password_required');
  await changeOwnPassword(db, actor, { currentPassword: input.currentPassword, password: input.password });
}

/**
 * A new password set for the user by someone else (an admin, or `npm run admin -- reset-password`
 * with no actor): every session of that user ends.
 */
export async function resetUserPassword(
  db: Database,
  actor: AuditActor | null,
  id: number,
  password: string,
): Promise<void> {
  await checkNewPassword(password);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning({ username: users.username });
    if (!row) throw new NotFoundError('user_not_found');
    await endAllSessions(tx, id);
    await recordAuditEvent(tx, {
      actor,
      action: 'user.password',
      entityType: 'user',
      entityId: id,
      label: row.username,
    });
  });
}

/** D15: one's own password, proven by the current one; every other session of the user ends. */
export async function changeOwnPassword(db: Database, actor: SessionActor, input: OwnPasswordChange): Promise<void> {
  const current = await getUserRow(db, actor.id);
  if (!(await verifyPassword(current.passwordHash, input.currentPassword))) {
    throw ValidationError.forField('currentPassword', CURRENT_PASSWORD_WRONG);
  }
  await checkNewPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    // Only if the hash is still the one just verified: two changes at once cannot both pass.
    const [row] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(and(eq(users.id, actor.id), eq(users.passwordHash, current.passwordHash)))
      .returning({ username: users.username });
    if (!row) throw ValidationError.forField('currentPassword', CURRENT_PASSWORD_WRONG);
    await endOtherSessions(tx, actor.id, actor.sessionIdHash);
    await recordAuditEvent(tx, {
      actor,
      action: 'user.password',
      entityType: 'user',
      entityId: actor.id,
      label: row.username,
    });
  });
}

/** D18: the settings dialog's theme and language, kept per user. */
export async function updatePreferences(db: Database, actor: AuditActor, preferences: Preferences): Promise<AuthUser> {
  if (preferences.theme === undefined && preferences.language === undefined) {
    return toAuthUser(await getUserRow(db, actor.id));
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ ...preferences, updatedAt: sql`now()` })
      .where(eq(users.id, actor.id))
      .returning();
    if (!row) throw new NotFoundError('user_not_found');
    await recordAuditEvent(tx, {
      actor,
      action: 'user.preferences',
      entityType: 'user',
      entityId: actor.id,
      label: row.username,
      data: { ...preferences },
    });
    return toAuthUser(row);
  });
}

/**
 * The rows the last-admin rule depends on, locked until the transaction ends: of two requests
 * demoting or deleting the only two admins at once, the second waits, then sees one admin left
 * and is refused. Taken first, in id order, by every write that takes them (no deadlock); `no key
 * update` rather than `update`, so an audit row naming one of them as actor (a foreign key's `key
 * share` lock) is not blocked meanwhile.
 */
async function lockActiveAdmins(tx: Transaction): Promise<Set<number>> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.active, true)))
    .orderBy(asc(users.id))
    .for('no key update');
  return new Set(rows.map((row) => row.id));
}

function isLastActiveAdmin(user: UserRow, activeAdminIds: Set<number>): boolean {
  return user.role === 'admin' && user.active && activeAdminIds.size <= 1 && activeAdminIds.has(user.id);
}

/** A taken username (any case) is the user's mistake (409), however the race between two requests ends. */
function withUniqueUsername<T>(write: () => Promise<T>): Promise<T> {
  return onUniqueViolation(write, () => new ConflictError(USERNAME_TAKEN));
}
