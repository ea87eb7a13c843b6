import { eq } from 'drizzle-orm';
import type { DemoDataCleared } from '#shared/admin/studio.ts';
import { type AuditActor, recordAuditEvent } from '../../platform/audit.service.ts';
import type { Database } from '../../platform/db/client.ts';
import { bookings, leads, leadTasks } from '../../platform/db/schema/index.ts';

/**
 * "Clear demo data" (issue 27, ADR 005): deletes the demo studio's fictional clients — every
 * demo=true lead (its events, tasks and bookings go with it by cascade), and demo bookings and tasks
 * on their own — in one transaction with its audit line. The portfolio, posts and settings stay (they
 * are the studio's to edit). A second call finds nothing and deletes nothing.
 */
export async function clearDemoData(db: Database, actor: AuditActor): Promise<DemoDataCleared> {
  return db.transaction(async (tx) => {
    const removedBookings = await tx.delete(bookings).where(eq(bookings.demo, true)).returning({ id: bookings.id });
    const removedTasks = await tx.delete(leadTasks).where(eq(leadTasks.demo, true)).returning({ id: leadTasks.id });
    const removedLeads = await tx.delete(leads).where(eq(leads.demo, true)).returning({ id: leads.id });
    const cleared = { leads: removedLeads.length, bookings: removedBookings.length, tasks: removedTasks.length };
    await recordAuditEvent(tx, {
      actor,
      action: 'demo.clear',
      entityType: 'settings',
      entityId: null,
      label: '',
      data: cleared,
    });
    return cleared;
  });
}
