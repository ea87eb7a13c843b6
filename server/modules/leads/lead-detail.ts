import { and, eq } from 'drizzle-orm';
import type { Lead, LeadDetail } from '#shared/admin/leads.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { emailSends, emailTemplates, leads } from '../../platform/db/schema/index.ts';
import { getSendingSettings } from '../studio/index.ts';
import { type LeadDeps, readLead } from './lead-rows.ts';
import { loadTimeline } from './lead-timeline.ts';
import { nextSteps } from './sequence/sequence-plan.ts';

/** The lead page (admin area §5): the lead, its timeline, and the sequence steps still to come. */

/**
 * The sequence steps still to come for the lead, by the scheduler's own rules
 * (modules/leads/sequence/sequence-plan.ts): when each goes out, or why it does not (a reason the admin
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

/**
 * Issue 28: when and why the lead's sequence stopped for good (a reply, a hard bounce, a spam
 * report; server/modules/leads/mail-loop/), or null.
 */
/** Issue 30: where the lead came from (analytics' attribution), or null when nothing was recorded. */
async function attribution(db: DbOrTx, id: number): Promise<LeadDetail['attribution']> {
  const [row] = await db
    .select({
      landingPath: leads.landingPath,
      referrerHost: leads.referrerHost,
      source: leads.utmSource,
      medium: leads.utmMedium,
      campaign: leads.utmCampaign,
      term: leads.utmTerm,
      content: leads.utmContent,
      convertedPath: leads.convertedPath,
    })
    .from(leads)
    .where(eq(leads.id, id));
  if (!row || (row.landingPath === null && row.convertedPath === null)) return null;
  const { landingPath, referrerHost, convertedPath, ...utm } = row;
  return { landingPath, referrerHost, utm, convertedPath };
}

async function sequenceStop(db: DbOrTx, id: number): Promise<LeadDetail['sequenceStop']> {
  const [row] = await db
    .select({ at: leads.sequenceStoppedAt, reason: leads.sequenceStopReason })
    .from(leads)
    .where(eq(leads.id, id));
  return row?.at && row.reason ? { at: row.at.toISOString(), reason: row.reason } : null;
}

/**
 * GET /api/leads/:id: the lead, its timeline, and the sequence steps still to come — none once the
 * sequence stopped for good: sequenceRefusal (leads.service.ts) suppresses any step after it, so
 * listing them with a due time would promise e-mails that never go.
 */
export async function getLeadDetail(deps: LeadDeps, id: number): Promise<LeadDetail> {
  const now = deps.clock();
  const lead = await readLead(deps.db, id, now);
  const timeline = await loadTimeline(deps.db, id);
  const stop = await sequenceStop(deps.db, id);
  const upcoming = stop ? [] : await upcomingSteps(deps.db, lead, now);
  return { lead, timeline, upcoming, sequenceStop: stop, attribution: await attribution(deps.db, id) };
}
