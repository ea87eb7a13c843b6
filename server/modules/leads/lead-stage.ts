import { eq } from 'drizzle-orm';
import type { Lead } from '#shared/admin/leads.ts';
import { type LeadStage, statusForStage } from '#shared/pipeline.ts';
import { type AuditActor, recordAuditEvent } from '../../platform/audit.service.ts';
import { leadEvents, leads } from '../../platform/db/schema/index.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { getLeadSettings } from '../studio/index.ts';
import { auditLabel, LEAD_NOT_FOUND, type LeadDeps, readLead } from './lead-rows.ts';
import { assertAddressDidNotBounce, withdrawQueuedSteps } from './lead-writes.ts';

/**
 * The pipeline board's writes (issue 27, ADR 021). A move is one transaction: the stage, the status
 * it implies (shared/pipeline.ts, so the database's CHECK never refuses it), the first response and
 * first booking when they happen, one `stage` event on the timeline and exactly one audit event.
 */

/** POST /api/leads/:id/stage. A move to the stage the lead is in writes nothing. */
export async function moveLeadStage(deps: LeadDeps, actor: AuditActor, id: number, stage: LeadStage): Promise<Lead> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(leads).where(eq(leads.id, id)).for('update');
    if (!before) throw new NotFoundError(LEAD_NOT_FOUND);
    if (before.stage === stage) return readLead(tx, id, now);

    const status = statusForStage(stage, before.status);
    // Back to new makes the lead active again: the same rules as the editor's status change.
    if (status === 'active' && before.status !== 'active') await assertAddressDidNotBounce(tx, id, before.email);
    const update: Partial<typeof leads.$inferInsert> = { stage, status, stageChangedAt: now, updatedAt: now };
    // Leaving new is the studio's first answer; going back to new does not undo it.
    if (before.stage === 'new' && !before.firstResponseAt) update.firstResponseAt = now;
    if (stage === 'booked' && !before.bookedAt) update.bookedAt = now;
    if (status === 'active' && !before.enrolledAt) {
      const { consentMode } = await getLeadSettings(tx);
      if (before.consentAt || consentMode === 'implied') update.enrolledAt = now;
    }
    await tx.update(leads).set(update).where(eq(leads.id, id));

    // D10: out of active, the sequence stops at once, the step already queued included.
    const withdrawn = before.status === 'active' && status !== 'active' ? await withdrawQueuedSteps(tx, id) : 0;
    const statusChange = status !== before.status ? { statusFrom: before.status, statusTo: status } : {};
    await tx.insert(leadEvents).values({
      leadId: id,
      kind: 'stage',
      data: { from: before.stage, to: stage, ...statusChange, withdrawn, by: actor.username, byUserId: actor.id },
      createdAt: now,
    });
    await recordAuditEvent(tx, {
      actor,
      action: 'lead.stage',
      entityType: 'lead',
      entityId: id,
      label: auditLabel(id),
      data: { from: before.stage, to: stage, ...statusChange, ...(withdrawn > 0 ? { withdrawn } : {}) },
    });
    return readLead(tx, id, now);
  });
}

/**
 * POST /api/leads/:id/answered: the studio answered outside the app (a phone call, its own mail
 * client), so the first-response clock stops. The stage stays where it is (the studio moves the
 * card when it wants to). A lead already answered keeps its first time and nothing is written.
 */
export async function markLeadAnswered(deps: LeadDeps, actor: AuditActor, id: number): Promise<Lead> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ id: leads.id, firstResponseAt: leads.firstResponseAt })
      .from(leads)
      .where(eq(leads.id, id))
      .for('update');
    if (!before) throw new NotFoundError(LEAD_NOT_FOUND);
    if (before.firstResponseAt) return readLead(tx, id, now);
    await tx.update(leads).set({ firstResponseAt: now, updatedAt: now }).where(eq(leads.id, id));
    await recordAuditEvent(tx, {
      actor,
      action: 'lead.answered',
      entityType: 'lead',
      entityId: id,
      label: auditLabel(id),
      data: {},
    });
    return readLead(tx, id, now);
  });
}
