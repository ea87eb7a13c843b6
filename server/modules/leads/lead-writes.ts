import { and, eq, sql } from 'drizzle-orm';
import type { CreateLead, Lead, LeadSource, UpdateLead } from '#shared/admin/leads.ts';
import type { ErrorCode } from '#shared/api/errors.ts';
import { stageForStatus } from '#shared/pipeline.ts';
import { type AuditActor, recordAuditEvent } from '../../platform/audit.service.ts';
import type { DbOrTx, Transaction } from '../../platform/db/client.ts';
import { onUniqueViolation } from '../../platform/db/errors.ts';
import { emailSends, leadEvents, leads } from '../../platform/db/schema/index.ts';
import { DELETED_LEAD_ADDRESS, LEAD_DELETED_REASON } from '../../platform/email/email-address.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import { assertActiveOption, getLeadSettings } from '../studio/index.ts';
import { assertOwnerIsStaff } from './lead-owner.ts';
import { auditLabel, LEAD_NOT_FOUND, type LeadDeps, type LeadRow, readLead } from './lead-rows.ts';
import { blankToNull, normaliseEmail } from './leads.service.ts';

/**
 * The lead editor's writes (admin area §4–§5, §7; D8, D9, D25): create, update, and D25's delete.
 * Every write runs in one transaction with its audit row.
 */

export const DUPLICATE_LEAD_EMAIL = 'duplicate_lead_email' satisfies ErrorCode;

function duplicateEmail(): ConflictError {
  return new ConflictError(DUPLICATE_LEAD_EMAIL, undefined, 'email');
}

async function assertEmailFree(tx: Transaction, email: string, exceptId?: number): Promise<void> {
  const [holder] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.email, email)).limit(1);
  if (holder && holder.id !== exceptId) throw duplicateEmail();
}

/** Project type and budget: an active option when given (D1, SECURITY 7); a value the lead already holds may stay. */
async function assertOptions(
  tx: Transaction,
  values: { projectType?: string; budget?: string },
  keep: { projectType?: string | null; budget?: string | null } = {},
): Promise<void> {
  if (values.projectType) {
    await assertActiveOption(tx, 'projectType', values.projectType, {
      name: 'projectType',
      label: 'Project type',
      keep: keep.projectType ?? undefined,
    });
  }
  if (values.budget) {
    await assertActiveOption(tx, 'budget', values.budget, {
      name: 'budget',
      label: 'Budget',
      keep: keep.budget ?? undefined,
    });
  }
}

/**
 * POST /api/leads: a lead the studio met elsewhere (admin area §4: active and manual unless
 * chosen). D8: one lead per person, so an address another lead holds is a 409 on `email`. A manual
 * lead has given no consent on a form (D9), so it enters the sequence only when the studio works on
 * implied consent.
 */
export async function createLead(deps: LeadDeps, actor: AuditActor, input: CreateLead): Promise<Lead> {
  const now = deps.clock();
  const email = normaliseEmail(input.email);
  return deps.db.transaction(async (tx) => {
    await assertEmailFree(tx, email);
    await assertOptions(tx, input);
    const { consentMode } = await getLeadSettings(tx);
    const row = await onUniqueViolation(async () => {
      const [inserted] = await tx
        .insert(leads)
        .values({
          email,
          firstName: input.firstName,
          lastName: input.lastName,
          phone: blankToNull(input.phone),
          projectType: blankToNull(input.projectType),
          budget: blankToNull(input.budget),
          message: blankToNull(input.message),
          status: input.status,
          stage: stageForStatus(input.status, 'new'),
          firstResponseAt: input.status === 'active' ? null : now,
          source: input.source,
          enrolledAt: consentMode === 'implied' && input.status === 'active' ? now : null,
          unsubscribedAt: input.status === 'unsubscribed' ? now : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: leads.id });
      return inserted;
    }, duplicateEmail);
    if (!row) throw new Error('lead insert returned no row');
    await tx.insert(leadEvents).values({
      leadId: row.id,
      kind: 'manual',
      source: input.source,
      message: blankToNull(input.message),
      data: { by: actor.username, byUserId: actor.id },
      createdAt: now,
    });
    await recordAuditEvent(tx, {
      actor,
      action: 'lead.create',
      entityType: 'lead',
      entityId: row.id,
      label: auditLabel(row.id),
      data: { source: input.source, status: input.status },
    });
    return readLead(tx, row.id, now);
  });
}

/** The editor's fields as stored, for comparing a change with what is there. */
const EDITABLE = ['firstName', 'lastName', 'email', 'phone', 'projectType', 'budget', 'message', 'source'] as const;

function storedValue(row: LeadRow, field: (typeof EDITABLE)[number]): string {
  return row[field] ?? '';
}

/**
 * D25: a deleted lead's e-mail still waiting for the worker is not sent: it has not reached the
 * provider, and the worker only claims rows that are `queued` (docs/email.md).
 */
async function suppressQueued(tx: Transaction, leadId: number, reason: string, now: Date) {
  const rows = await tx
    .update(emailSends)
    .set({ status: 'suppressed', lastError: reason, updatedAt: now })
    .where(and(eq(emailSends.leadId, leadId), eq(emailSends.status, 'queued')))
    .returning({ id: emailSends.id });
  return rows.length;
}

/**
 * D10: a lead leaving `active` gets no further step, including the one already queued. That one has
 * not reached the provider (the worker only claims `queued` rows), so it is withdrawn: deleted, not
 * marked suppressed. A suppressed row would count as the step's send, and a lead the studio makes
 * active again would skip that step; withdrawn, the scheduler sends it then, once, when it is due
 * (sequence-plan.ts). The status event keeps how many were withdrawn.
 */
export async function withdrawQueuedSteps(tx: Transaction, leadId: number): Promise<number> {
  const rows = await tx
    .delete(emailSends)
    .where(and(eq(emailSends.leadId, leadId), eq(emailSends.kind, 'sequence'), eq(emailSends.status, 'queued')))
    .returning({ id: emailSends.id });
  return rows.length;
}

/**
 * PATCH /api/leads/:id: any of the editor's fields. A status change is a `status` event (from, to,
 * who) and, away from `active`, stops the sequence at once (queued steps withdrawn in the same
 * transaction; the scheduler only picks active leads). Other changes are one `edit` event naming the
 * fields (not their values). A change to nothing writes nothing.
 */
export const BOUNCED_ADDRESS = 'bounced_address' satisfies ErrorCode;

/**
 * SECURITY 13: a bounced address receives nothing more. Making the lead active again would start
 * its sequence to that address, so it takes a new one (the bounce event names the address).
 */
export async function assertAddressDidNotBounce(tx: DbOrTx, leadId: number, email: string): Promise<void> {
  const [bounced] = await tx
    .select({ id: leadEvents.id })
    .from(leadEvents)
    .where(
      and(
        eq(leadEvents.leadId, leadId),
        eq(leadEvents.kind, 'bounce'),
        sql`${leadEvents.data}->>'address' = ${normaliseEmail(email)}`,
      ),
    )
    .limit(1);
  if (bounced) throw ValidationError.forField('status', BOUNCED_ADDRESS);
}

export async function updateLead(deps: LeadDeps, actor: AuditActor, id: number, changes: UpdateLead): Promise<Lead> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(leads).where(eq(leads.id, id)).for('update');
    if (!before) throw new NotFoundError(LEAD_NOT_FOUND);
    const next: Partial<Record<(typeof EDITABLE)[number], string>> = {};
    for (const field of EDITABLE) {
      const value = changes[field];
      if (value === undefined) continue;
      const normalised = field === 'email' ? normaliseEmail(value) : value;
      if (normalised !== storedValue(before, field)) next[field] = normalised;
    }
    const statusChanged = changes.status !== undefined && changes.status !== before.status;
    // Issue 27: the owner is a field like the others (the edit event names it, not who it is).
    const ownerChanged = changes.ownerId !== undefined && changes.ownerId !== before.ownerId;
    if (ownerChanged && changes.ownerId != null) await assertOwnerIsStaff(tx, changes.ownerId);
    const fields = ownerChanged ? [...Object.keys(next), 'owner'] : Object.keys(next);
    if (fields.length === 0 && !statusChanged) return readLead(tx, id, now);

    // A lead already from the chat keeps 'chat' (an unchanged field is not in `next`).
    if (next.source === 'chat') throw ValidationError.forField('source', 'chat_source_refused');
    if (next.email !== undefined) await assertEmailFree(tx, next.email, id);
    await assertOptions(tx, next, before);
    if (statusChanged && changes.status === 'active')
      await assertAddressDidNotBounce(tx, id, next.email ?? before.email);

    const update: Partial<typeof leads.$inferInsert> = { updatedAt: now };
    if (next.firstName !== undefined) update.firstName = next.firstName;
    if (next.lastName !== undefined) update.lastName = next.lastName;
    if (next.email !== undefined) update.email = next.email;
    if (next.phone !== undefined) update.phone = blankToNull(next.phone);
    if (next.projectType !== undefined) update.projectType = blankToNull(next.projectType);
    if (next.budget !== undefined) update.budget = blankToNull(next.budget);
    if (next.message !== undefined) update.message = blankToNull(next.message);
    if (next.source !== undefined) update.source = next.source as LeadSource;
    if (ownerChanged) update.ownerId = changes.ownerId ?? null;
    let withdrawn = 0;
    if (statusChanged && changes.status) {
      update.status = changes.status;
      // ADR 021: the pipeline follows the status, so the two never contradict.
      const stage = stageForStatus(changes.status, before.stage);
      if (stage !== before.stage) {
        update.stage = stage;
        update.stageChangedAt = now;
        if (stage !== 'new' && !before.firstResponseAt) update.firstResponseAt = now;
      }
      if (changes.status === 'unsubscribed' && !before.unsubscribedAt) update.unsubscribedAt = now;
      if (changes.status === 'active' && !before.enrolledAt) {
        // Back to active: the sequence starts now for a lead who may receive it (D9).
        const { consentMode } = await getLeadSettings(tx);
        if (before.consentAt || consentMode === 'implied') update.enrolledAt = now;
      }
    }
    await onUniqueViolation(() => tx.update(leads).set(update).where(eq(leads.id, id)), duplicateEmail);

    if (statusChanged && changes.status) {
      if (before.status === 'active') withdrawn = await withdrawQueuedSteps(tx, id);
      await tx.insert(leadEvents).values({
        leadId: id,
        kind: 'status',
        data: { from: before.status, to: changes.status, by: actor.username, byUserId: actor.id, withdrawn },
        createdAt: now,
      });
    }
    if (fields.length > 0) {
      await tx.insert(leadEvents).values({
        leadId: id,
        kind: 'edit',
        data: { fields, by: actor.username, byUserId: actor.id },
        createdAt: now,
      });
    }
    await recordAuditEvent(tx, {
      actor,
      action: 'lead.update',
      entityType: 'lead',
      entityId: id,
      label: auditLabel(id),
      data: {
        fields: statusChanged ? [...fields, 'status'] : fields,
        ...(statusChanged ? { from: before.status, to: changes.status } : {}),
        ...(withdrawn > 0 ? { withdrawn } : {}),
      },
    });
    return readLead(tx, id, now);
  });
}

/** What a deleted lead's sends keep (D25: counts, not addresses). */

/** What a deleted lead's failed send says instead of the provider's answer, which may quote the address. */
const PROVIDER_ANSWER_REMOVED = "the provider's answer was removed with the lead";

/**
 * DELETE /api/leads/:id (D25): in one transaction its queued sends are suppressed, every send of it
 * loses the personal data (address, subject, bodies, reply-to, headers, the provider's answer), and the lead goes (its
 * events with it). The send rows stay, without a lead, for the counts.
 */
export async function deleteLead(deps: LeadDeps, actor: AuditActor, id: number): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const [lead] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, id)).for('update');
    if (!lead) throw new NotFoundError(LEAD_NOT_FOUND);
    const suppressed = await suppressQueued(tx, id, LEAD_DELETED_REASON, now);
    const scrubbed = await tx
      .update(emailSends)
      .set({
        toAddress: DELETED_LEAD_ADDRESS,
        replyTo: null,
        subject: '',
        htmlBody: '',
        textBody: '',
        headers: {},
        // A provider's refusal often quotes the address ("550 <ada@example.com>: no such user").
        lastError: sql`case when ${emailSends.lastError} is null or ${emailSends.lastError} = ${LEAD_DELETED_REASON} then ${emailSends.lastError} else ${PROVIDER_ANSWER_REMOVED} end`,
        updatedAt: now,
      })
      .where(eq(emailSends.leadId, id))
      .returning({ id: emailSends.id });
    await tx.delete(leads).where(eq(leads.id, id));
    await recordAuditEvent(tx, {
      actor,
      action: 'lead.delete',
      entityType: 'lead',
      entityId: id,
      label: auditLabel(id),
      data: { suppressed, scrubbed: scrubbed.length },
    });
  });
}
