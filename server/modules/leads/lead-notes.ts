import { eq } from 'drizzle-orm';
import type { LeadTimelineEntry } from '#shared/admin/leads.ts';
import { type AuditActor, recordAuditEvent } from '../../platform/audit.service.ts';
import { leadEvents, leads } from '../../platform/db/schema/index.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { auditLabel, LEAD_NOT_FOUND, type LeadDeps } from './lead-rows.ts';
import { eventEntry } from './lead-timeline.ts';

/** Notes on a lead's timeline (admin area §5): each in one transaction with its audit row. */

/** POST /api/leads/:id/notes: a note on the lead's timeline, answered as its timeline entry. */
export async function addLeadNote(
  deps: LeadDeps,
  actor: AuditActor,
  id: number,
  note: { text: string },
): Promise<LeadTimelineEntry> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [lead] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, id)).for('update');
    if (!lead) throw new NotFoundError(LEAD_NOT_FOUND);
    const [row] = await tx
      .insert(leadEvents)
      .values({
        leadId: id,
        kind: 'note',
        message: note.text,
        data: { by: actor.username, byUserId: actor.id },
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('note insert returned no row');
    await recordAuditEvent(tx, {
      actor,
      action: 'lead.note',
      entityType: 'lead',
      entityId: id,
      label: auditLabel(id),
      data: { note: row.id },
    });
    const entry = eventEntry(row);
    if (!entry) throw new Error('a note event has no timeline entry');
    return entry;
  });
}
