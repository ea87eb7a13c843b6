import { and, asc, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import {
  CHAT_SOURCE_REFUSED,
  type CreateLead,
  LEGACY_SOURCE_NAMES,
  type Lead,
  type LeadDetail,
  type LeadListQuery,
  type LeadPage,
  type LeadSource,
  type LeadStats,
  type LeadTimelineEntry,
  readLeadSource,
  type UpdateLead,
} from '#shared/admin/leads.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, DbOrTx, Transaction } from '../../platform/db/client.ts';
import { onUniqueViolation } from '../../platform/db/errors.ts';
import { readInOneSnapshot } from '../../platform/db/one-snapshot.ts';
import { emailSends, emailTemplates, leadEvents, leads } from '../../platform/db/schema/index.ts';
import { DELETED_LEAD_ADDRESS, LEAD_DELETED_REASON } from '../../platform/email/email-address.ts';
import { nextSteps } from './sequence/sequence-plan.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import { type AuditActor, recordAuditEvent } from '../../platform/audit.service.ts';
import { assertActiveOption } from '../studio/index.ts';
import { leadFlags } from './lead-flags.ts';
import { eventEntry, loadTimeline } from './lead-timeline.ts';
import { blankToNull, normaliseEmail } from './leads.service.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';
import { getLeadSettings, getSendingSettings, type SendingSettings } from '../studio/index.ts';
import { auditLabel, LEAD_NOT_FOUND, type LeadDeps } from './lead-rows.ts';

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
      action: 'content.update',
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
