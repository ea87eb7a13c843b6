import { desc } from 'drizzle-orm';
import type { ActivityEntry, AuditAction } from '#shared/admin/overview.ts';
import type { DbOrTx } from './db/client.ts';
import { auditEvents } from './db/schema/index.ts';

export interface AuditActor {
  id: number;
  username: string;
}

export interface AuditEventInput {
  /** who did it; null for someone not signed in (a failed sign-in) */
  actor: AuditActor | null;
  action: AuditAction;
  entityType: string;
  entityId: string | number | null;
  /** the item's name when it happened ('' when it has none): the log stays readable after renames and deletes */
  label: string;
  /** more detail for whoever reads the full log; never a password, hash or token */
  data?: Record<string, unknown>;
}

/**
 * One row of the audit log (D18, D27). Call it with the transaction of the write it records, so
 * the log holds exactly the writes that committed. The actor's name is copied for the same reason
 * as the label: the user may be renamed or deleted later.
 */
export async function recordAuditEvent(db: DbOrTx, event: AuditEventInput): Promise<void> {
  await db.insert(auditEvents).values({
    actorUserId: event.actor?.id ?? null,
    action: event.action,
    entityType: event.entityType,
    entityId: event.entityId === null ? null : String(event.entityId),
    summary: event.label,
    data: { ...event.data, actorName: event.actor?.username ?? null },
  });
}

/** The newest events first, as the overview's 'Recent Activity' lists them. */
export async function listRecentActivity(db: DbOrTx, limit: number): Promise<ActivityEntry[]> {
  const rows = await db
    .select()
    .from(auditEvents)
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    action: row.action as AuditAction,
    entityType: row.entityType,
    entityId: row.entityId,
    label: row.summary || null,
    actor: typeof row.data.actorName === 'string' ? row.data.actorName : null,
    at: row.createdAt.toISOString(),
  }));
}
