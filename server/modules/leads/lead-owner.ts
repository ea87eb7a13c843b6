import { and, eq, inArray } from 'drizzle-orm';
import type { ErrorCode } from '#shared/api/errors.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';
import { ValidationError } from '../../platform/errors.ts';

export const OWNER_NOT_STAFF = 'owner_not_staff' satisfies ErrorCode;

/** The roles that work on leads (D14: `leads` permission), so the ones a lead can be given to. */
export const LEAD_OWNER_ROLES = ['admin', 'editor'] as const;

/**
 * Issue 27: a lead's owner is someone who can open it, an active admin or editor. A viewer, a
 * deactivated account or an unknown id is refused on `ownerId`.
 */
export async function assertOwnerIsStaff(db: DbOrTx, userId: number): Promise<void> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.active, true), inArray(users.role, [...LEAD_OWNER_ROLES])))
    .limit(1);
  if (!user) throw ValidationError.forField('ownerId', OWNER_NOT_STAFF);
}
