import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { SecurityPolicy } from '#shared/admin/two-factor.ts';
import type { ErrorCode } from '#shared/api/errors.ts';
import { type AuditActor, recordAuditEvent } from '../../platform/audit.service.ts';
import type { Database, DbOrTx } from '../../platform/db/client.ts';
import { securityPolicy, sessions, users } from '../../platform/db/schema/index.ts';
import { ConflictError } from '../../platform/errors.ts';

/** A database with no row yet (a new studio, or one restored from an older backup) requires nothing. */
export async function readSecurityPolicy(db: DbOrTx): Promise<SecurityPolicy> {
  const [row] = await db.select().from(securityPolicy).where(eq(securityPolicy.id, 1));
  return { requireAdminTwoFactor: row?.requireAdminTwoFactor ?? false };
}

export const ENABLE_OWN_TWO_FACTOR_FIRST = 'enable_own_two_factor_first' satisfies ErrorCode;

/**
 * An admin requires (or stops requiring) two-factor sign-in of every admin. Requiring it ends the
 * sessions of admins who have not set it up, so the rule holds from now, not from their next
 * sign-in; they set it up when they sign in again. The admin who turns it on must already use it,
 * or they would be asked to enrol in the middle of their own work.
 */
export async function updateSecurityPolicy(
  db: Database,
  actor: AuditActor,
  policy: SecurityPolicy,
): Promise<SecurityPolicy> {
  return db.transaction(async (tx) => {
    if (policy.requireAdminTwoFactor) {
      const [self] = await tx.select({ enabledAt: users.totpEnabledAt }).from(users).where(eq(users.id, actor.id));
      if (!self?.enabledAt) throw new ConflictError(ENABLE_OWN_TWO_FACTOR_FIRST);
    }
    const before = await readSecurityPolicy(tx);
    await tx
      .insert(securityPolicy)
      .values({ id: 1, requireAdminTwoFactor: policy.requireAdminTwoFactor })
      .onConflictDoUpdate({
        target: securityPolicy.id,
        set: { requireAdminTwoFactor: policy.requireAdminTwoFactor, updatedAt: sql`now()` },
      });
    if (policy.requireAdminTwoFactor && !before.requireAdminTwoFactor) {
      const unenrolledAdmins = tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), isNull(users.totpEnabledAt), ne(users.id, actor.id)));
      await tx.delete(sessions).where(sql`${sessions.userId} in ${unenrolledAdmins}`);
    }
    if (before.requireAdminTwoFactor !== policy.requireAdminTwoFactor) {
      await recordAuditEvent(tx, {
        actor,
        action: 'auth.two-factor-policy',
        entityType: 'security-policy',
        entityId: null,
        // The sentence the overview writes depends on which way it went.
        label: policy.requireAdminTwoFactor ? 'required' : 'optional',
        data: { requireAdminTwoFactor: policy.requireAdminTwoFactor },
      });
    }
    return policy;
  });
}
