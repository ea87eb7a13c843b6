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
import { type LeadDeps, readLead } from './lead-rows.ts';

/** The lead page (admin area §5): the lead, its timeline, and the sequence steps still to come. */

/**
 * The sequence steps still to come for the lead, by the scheduler's own rules
 * (email/sequence/sequence-plan.ts): when each goes out, or why it does not (a reason the admin
 * words in its own language).
 */
async function upcomingSteps(db: DbOrTx, lead: Lead, now: Date): Promise<LeadDetail['upcoming']> {
  const templates = await db
    .select({
      id: emailTemplates.id,
      name: emailTemplates.name,
      sequencePosition: emailTemplates.sequencePosition,
      delayDays: emailTemplates.delayDays,
      active: emailTemplates.active,
    })
    .from(emailTemplates);
  const sends = await db
    .select({
      templateId: emailSends.templateId,
      status: emailSends.status,
      sentAt: emailSends.sentAt,
      claimedAt: emailSends.claimedAt,
      createdAt: emailSends.createdAt,
    })
    .from(emailSends)
    .where(and(eq(emailSends.leadId, lead.id), eq(emailSends.kind, 'sequence')));
  const schedule = await getSendingSettings(db);
  const plan = {
    status: lead.status,
    enrolledAt: lead.enrolledAt ? new Date(lead.enrolledAt) : null,
    unsubscribedAt: lead.unsubscribedAt ? new Date(lead.unsubscribedAt) : null,
  };
  return nextSteps(plan, templates, sends, schedule, now).map((step) => ({
    templateId: step.templateId,
    templateName: step.templateName,
    dueAt: step.dueAt?.toISOString() ?? null,
    reason: step.reason,
  }));
}

/** GET /api/leads/:id: the lead, its timeline, and the sequence steps still to come. */
export async function getLeadDetail(deps: LeadDeps, id: number): Promise<LeadDetail> {
  const now = deps.clock();
  const lead = await readLead(deps.db, id, now);
  const timeline = await loadTimeline(deps.db, id);
  return { lead, timeline, upcoming: await upcomingSteps(deps.db, lead, now) };
}
