/**
 * The lead pipeline (issue 27, ADR 021): where a lead stands in the studio's work, beside the
 * specification's status, which says what the e-mail sequence may do. The two never contradict:
 * the pairs below are the only ones the database accepts (a CHECK constraint in migration 0007
 * spells out the same table), and every write that moves one moves the other with these functions.
 */
import { LEAD_STAGES, type LeadStage, type LeadStatus } from './admin/leads.ts';

// The stages are defined beside the lead's schema (which names them) and read from here.
export { LEAD_STAGES, type LeadStage };

/**
 * The statuses each stage allows. `active` (in the sequence) only while new; `converted` only when
 * won, and a won lead is converted unless it later opted out of e-mail or its address bounced
 * (those two say how the person can be reached, and every stage keeps them).
 */
export const STATUSES_OF_STAGE: Record<LeadStage, readonly LeadStatus[]> = {
  new: ['active', 'unsubscribed', 'bounced'],
  contacted: ['contacted', 'qualified', 'unsubscribed', 'bounced'],
  booked: ['contacted', 'qualified', 'unsubscribed', 'bounced'],
  proposal: ['contacted', 'qualified', 'unsubscribed', 'bounced'],
  won: ['converted', 'unsubscribed', 'bounced'],
  lost: ['contacted', 'qualified', 'unsubscribed', 'bounced'],
};

export function isConsistent(stage: LeadStage, status: LeadStatus): boolean {
  return STATUSES_OF_STAGE[stage].includes(status);
}

/** The status a lead gets when its card moves to `stage`: kept when allowed, else the nearest one. */
export function statusForStage(stage: LeadStage, current: LeadStatus): LeadStatus {
  if (isConsistent(stage, current)) return current;
  if (stage === 'won') return 'converted';
  if (stage === 'new') return 'active';
  // leaving new (active) or won (converted) for a working stage
  return stage === 'booked' || stage === 'proposal' ? 'qualified' : 'contacted';
}

/** The stage a lead gets when its status is set to `status` (the lead editor, an unsubscribe, a bounce). */
export function stageForStatus(status: LeadStatus, current: LeadStage): LeadStage {
  if (isConsistent(current, status)) return current;
  if (status === 'converted') return 'won';
  if (status === 'active') return 'new';
  return 'contacted'; // contacted or qualified from new or won
}
