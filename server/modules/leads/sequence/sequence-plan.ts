import type { StepReason } from '#shared/admin/leads.ts';
import { mayGoOutNow, type SendSchedule, sendTimeFor } from './send-window.ts';

/**
 * D10, D26: which step of the sequence a lead gets next, and when. Pure: the scheduler (one run) and
 * the lead page (upcoming steps) read the same rules.
 *
 * - The sequence is the active templates ordered by position, then id. A lead's next step is the
 *   first of them the lead has no sequence send for (one per lead × template, the unique index
 *   `email_sends_lead_template_uq`) and that comes after the furthest step the lead has had (by
 *   position, then id, of the templates still there, active or not). So a template deactivated or
 *   deleted mid-sequence is passed over and the rest keep coming; one added (or reactivated) later
 *   goes, once, to the leads that have not yet passed its place, and never back to one that has: a
 *   new welcome at position 1 does not greet again a lead who is at step 2. Added after the last
 *   step, it goes to everyone still active. (Sharing a position, templates go by id, so one added
 *   at the position a lead has reached still comes after it.)
 * - Step 1's delay counts from enrolment (`leads.enrolled_at`, consent D9 or implied mode); every
 *   later step's from the lead's latest sequence send, whichever template it was (deleted ones
 *   too): the moment it went out (`sent_at`), or for a send that never reached 'sent' the moment
 *   it was attempted (`claimed_at`; failed, unknown, suppressed) or recorded (`created_at`).
 * - While that latest send is still queued or sending, nothing further is scheduled: its time is
 *   not known yet, and a lead never has two steps in flight at once.
 * - A delay is whole days of 24 hours. 'Immediate' (0) goes out at once; a delay of a day or more
 *   only inside the studio's send window (a step due outside it waits for the next opening).
 * - Only a lead who is active and enrolled gets steps; any other status stops them at once. A lead
 *   who unsubscribed never gets one again, even when the studio later sets them active (an opt-out
 *   is the person's, not the studio's, to undo).
 */

export const SEQUENCE_IN_FLIGHT = ['queued', 'sending'] as const;

export interface PlanLead {
  status: string;
  enrolledAt: Date | null;
  /** set once the lead unsubscribed: final for the sequence, whatever the status later */
  unsubscribedAt: Date | null;
}

export interface PlanTemplate {
  id: number;
  name: string;
  sequencePosition: number;
  delayDays: number;
  active: boolean;
}

/** One of the lead's sequence sends (kind 'sequence'); `templateId` is null once its template was deleted. */
export interface PlanSend {
  templateId: number | null;
  status: string;
  sentAt: Date | null;
  claimedAt: Date | null;
  createdAt: Date;
}

export interface UpcomingStep {
  templateId: number;
  templateName: string;
  sequencePosition: number;
  delayDays: number;
  /** when it goes out (send window applied); for later steps, assuming the earlier ones go on time; null when blocked */
  dueAt: Date | null;
  reason: StepReason | null;
}

const DAY = 86_400_000;

/** The active templates in sequence order (position, then id). */
export function sequenceOrder<T extends Pick<PlanTemplate, 'id' | 'sequencePosition' | 'active'>>(
  templates: readonly T[],
): T[] {
  return templates
    .filter((template) => template.active)
    .sort((a, b) => a.sequencePosition - b.sequencePosition || a.id - b.id);
}

/** Sequence order: position, then id. */
function comesBefore(
  a: Pick<PlanTemplate, 'id' | 'sequencePosition'>,
  b: Pick<PlanTemplate, 'id' | 'sequencePosition'>,
) {
  return a.sequencePosition < b.sequencePosition || (a.sequencePosition === b.sequencePosition && a.id < b.id);
}

/**
 * The templates still to come for a lead, in order: active, not had, and after the furthest one the
 * lead has had. A send whose template was deleted (`templateId` null) has no place left to count.
 */
export function stepsToCome<T extends PlanTemplate>(templates: readonly T[], sends: readonly PlanSend[]): T[] {
  const had = new Set(sends.map((send) => send.templateId));
  let furthest: T | null = null;
  for (const template of templates) {
    if (had.has(template.id) && (furthest === null || comesBefore(furthest, template))) furthest = template;
  }
  return sequenceOrder(templates).filter(
    (template) => !had.has(template.id) && (furthest === null || comesBefore(furthest, template)),
  );
}

/** The moment a send counts from for the next step's delay. */
export function sendMoment(send: Pick<PlanSend, 'sentAt' | 'claimedAt' | 'createdAt'>): Date {
  return send.sentAt ?? send.claimedAt ?? send.createdAt;
}

/** Where the next step's delay counts from: the latest send, or enrolment; null when nothing may be scheduled. */
export function sequenceAnchor(
  lead: PlanLead,
  sends: readonly PlanSend[],
): { at: Date; reason: null } | { at: null; reason: Exclude<StepReason, 'waiting-for-window'> } {
  if (lead.unsubscribedAt !== null) return { at: null, reason: 'unsubscribed' };
  if (lead.status !== 'active') return { at: null, reason: 'lead-not-active' };
  if (lead.enrolledAt === null) return { at: null, reason: 'not-enrolled' };
  if (sends.some((send) => (SEQUENCE_IN_FLIGHT as readonly string[]).includes(send.status))) {
    return { at: null, reason: 'previous-in-flight' };
  }
  let latest: Date | null = null;
  for (const send of sends) {
    const moment = sendMoment(send);
    if (latest === null || moment.getTime() > latest.getTime()) latest = moment;
  }
  return { at: latest ?? lead.enrolledAt, reason: null };
}

export function dueAfter(anchor: Date, delayDays: number): Date {
  return new Date(anchor.getTime() + delayDays * DAY);
}

/**
 * The steps still to come for a lead, in order, with when each goes out or why it does not. The
 * first is the one the scheduler sends next: its `dueAt` is `now` or earlier when a run would send
 * it now, or the window's opening with reason `waiting-for-window`.
 */
export function nextSteps(
  lead: PlanLead,
  templates: readonly PlanTemplate[],
  sends: readonly PlanSend[],
  schedule: SendSchedule,
  now: Date,
): UpcomingStep[] {
  const remaining = stepsToCome(templates, sends);
  const anchor = sequenceAnchor(lead, sends);
  let previous = anchor.at;
  return remaining.map((template, index) => {
    const step = {
      templateId: template.id,
      templateName: template.name,
      sequencePosition: template.sequencePosition,
      delayDays: template.delayDays,
    };
    if (anchor.reason !== null || previous === null) return { ...step, dueAt: null, reason: anchor.reason };
    const due = dueAfter(previous, template.delayDays);
    let at = sendTimeFor(due, template.delayDays, schedule);
    let reason: StepReason | null = null;
    if (index === 0 && due.getTime() <= now.getTime() && !mayGoOutNow(due, template.delayDays, now, schedule)) {
      at = sendTimeFor(now, template.delayDays, schedule);
      reason = 'waiting-for-window';
    }
    previous = at.getTime() < now.getTime() ? now : at;
    return { ...step, dueAt: at, reason };
  });
}
