import { describe, expect, it } from 'vitest';
import { DEFAULT_SEND_WINDOW } from '#shared/settings.ts';
import type { SendSchedule } from './send-window.ts';
import { nextSteps, type PlanLead, type PlanSend, type PlanTemplate, sequenceAnchor } from './sequence-plan.ts';

const schedule: SendSchedule = { timeZone: 'America/Los_Angeles', sendWindow: DEFAULT_SEND_WINDOW };
const DAY = 86_400_000;
const at = (iso: string) => new Date(iso);
// Monday 2025-01-13 10:00 PST
const enrolled = at('2025-01-13T18:00:00Z');
const lead: PlanLead = { status: 'active', enrolledAt: enrolled, unsubscribedAt: null };

const template = (id: number, sequencePosition: number, delayDays: number, active = true): PlanTemplate => ({
  id,
  name: `Step ${id}`,
  sequencePosition,
  delayDays,
  active,
});
const welcome = [template(1, 1, 0), template(2, 2, 3), template(3, 3, 7)];

const sent = (templateId: number | null, sentAt: Date, status = 'sent'): PlanSend => ({
  templateId,
  status,
  sentAt: status === 'sent' || status === 'recorded' ? sentAt : null,
  claimedAt: sentAt,
  createdAt: new Date(sentAt.getTime() - 1000),
});

const summary = (steps: ReturnType<typeof nextSteps>) =>
  steps.map((step) => [step.templateId, step.dueAt?.toISOString() ?? null, step.reason]);

describe('nextSteps (D10, D26)', () => {
  it('orders the sequence by position, then id, and counts step 1 from enrolment', () => {
    const templates = [template(7, 2, 3), template(5, 1, 0), template(6, 2, 3)];
    const steps = nextSteps(lead, templates, [], schedule, enrolled);
    expect(steps.map((step) => step.templateId)).toEqual([5, 6, 7]);
    // Immediate: due at enrolment; then 3 days (Thursday 10:00, inside the window), then 3 more.
    expect(summary(steps)).toEqual([
      [5, '2025-01-13T18:00:00.000Z', null],
      [6, '2025-01-16T18:00:00.000Z', null],
      [7, '2025-01-20T17:00:00.000Z', null],
    ]);
  });

  it('counts each later step from the previous send, not from enrolment', () => {
    // Step 1 went out a day late (Tuesday 11:00 PST).
    const steps = nextSteps(lead, welcome, [sent(1, at('2025-01-14T19:00:00Z'))], schedule, at('2025-01-15T00:00:00Z'));
    expect(summary(steps)).toEqual([
      [2, '2025-01-17T19:00:00.000Z', null],
      // Friday 11:00 + 7 days = Friday 24 January 11:00 PST
      [3, '2025-01-24T19:00:00.000Z', null],
    ]);
  });

  it('passes over an inactive template and a deleted one without losing the rest', () => {
    const templates = [template(1, 1, 0), template(2, 2, 3, false), template(3, 3, 7)];
    const step1 = at('2025-01-13T18:01:00Z');
    expect(summary(nextSteps(lead, templates, [sent(1, step1)], schedule, step1))).toEqual([
      [3, new Date(step1.getTime() + 7 * DAY).toISOString(), null],
    ]);
    // Template 1 deleted after it was sent (its send keeps no template): still the anchor.
    const remaining = [template(2, 2, 3), template(3, 3, 7)];
    expect(summary(nextSteps(lead, remaining, [sent(null, step1)], schedule, step1))[0]).toEqual([
      2,
      new Date(step1.getTime() + 3 * DAY).toISOString(),
      null,
    ]);
  });

  it('moves a step due outside the window to the next opening, and reports a due one held for it', () => {
    // Step 1 sent Tuesday 2025-01-14 23:00 PST (Wednesday 07:00 UTC): step 2 due Friday 23:00 → Monday 09:00.
    const sends = [sent(1, at('2025-01-15T07:00:00Z'))];
    const before = nextSteps(lead, welcome, sends, schedule, at('2025-01-16T00:00:00Z'));
    expect(summary(before)[0]).toEqual([2, '2025-01-20T17:00:00.000Z', null]);
    // Saturday: due, waiting for Monday.
    const saturday = nextSteps(lead, welcome, sends, schedule, at('2025-01-18T20:00:00Z'));
    expect(summary(saturday)[0]).toEqual([2, '2025-01-20T17:00:00.000Z', 'waiting-for-window']);
    // Monday 09:30: due now.
    const monday = nextSteps(lead, welcome, sends, schedule, at('2025-01-20T17:30:00Z'));
    expect(summary(monday)[0]).toEqual([2, '2025-01-20T17:00:00.000Z', null]);
  });

  it('schedules nothing while the previous step is still queued or sending', () => {
    for (const status of ['queued', 'sending']) {
      const steps = nextSteps(lead, welcome, [sent(1, enrolled, status)], schedule, enrolled);
      expect(summary(steps)).toEqual([
        [2, null, 'previous-in-flight'],
        [3, null, 'previous-in-flight'],
      ]);
    }
  });

  it('goes on after a send that failed, was suppressed or whose outcome is unknown, counting from its attempt', () => {
    for (const status of ['failed', 'unknown', 'suppressed']) {
      const attempt = at('2025-01-13T18:05:00Z');
      const steps = nextSteps(lead, welcome, [sent(1, attempt, status)], schedule, attempt);
      expect(summary(steps)[0]).toEqual([2, new Date(attempt.getTime() + 3 * DAY).toISOString(), null]);
    }
  });

  it('sends nothing to a lead who is not active or not enrolled', () => {
    for (const status of ['contacted', 'qualified', 'converted', 'unsubscribed', 'bounced']) {
      const steps = nextSteps({ ...lead, status }, welcome, [], schedule, enrolled);
      expect(steps.length).toBeGreaterThan(0);
      expect(steps.every((step) => step.dueAt === null && step.reason === 'lead-not-active')).toBe(true);
    }
    const unconsented = nextSteps({ ...lead, enrolledAt: null }, welcome, [], schedule, enrolled);
    expect(unconsented.length).toBeGreaterThan(0);
    expect(unconsented.every((step) => step.reason === 'not-enrolled')).toBe(true);
  });

  it('never again sends to a lead who unsubscribed, even when the studio sets them active again', () => {
    const optedOut = { ...lead, unsubscribedAt: at('2025-01-14T09:00:00Z') };
    const steps = nextSteps(optedOut, welcome, [sent(1, enrolled)], schedule, at('2025-02-01T00:00:00Z'));
    expect(summary(steps)).toEqual([
      [2, null, 'unsubscribed'],
      [3, null, 'unsubscribed'],
    ]);
  });

  it('sends a template added or reactivated later only to a lead not yet past its place', () => {
    const stepOneOnly = [sent(1, enrolled)];
    const allThree = [sent(1, enrolled), sent(2, at('2025-01-16T18:00:00Z')), sent(3, at('2025-01-23T18:00:00Z'))];
    const now = at('2025-02-01T00:00:00Z');
    // A new step at position 2 (id 4): after step 2, before step 3; nothing for a lead past step 3.
    const inserted = [...welcome, template(4, 2, 1)];
    expect(nextSteps(lead, inserted, stepOneOnly, schedule, now).map((step) => step.templateId)).toEqual([2, 4, 3]);
    expect(nextSteps(lead, inserted, allThree, schedule, now)).toEqual([]);
    // A second welcome at position 1 does not greet a lead at step 2 again. Sharing step 1's
    // position, it sorts after it by id, so a lead who has had only step 1 gets it next.
    const newWelcome = [...welcome, template(5, 1, 0)];
    expect(
      nextSteps(lead, newWelcome, [sent(1, enrolled), sent(2, enrolled)], schedule, now).map((s) => s.templateId),
    ).toEqual([3]);
    expect(nextSteps(lead, newWelcome, stepOneOnly, schedule, now).map((step) => step.templateId)).toEqual([5, 2, 3]);
    // Step 2 deactivated while a lead went on to step 3, then reactivated: not sent back.
    const skipped = [sent(1, enrolled), sent(3, at('2025-01-20T18:00:00Z'))];
    expect(nextSteps(lead, welcome, skipped, schedule, now)).toEqual([]);
    // Its place counts even while the furthest template had is inactive.
    const inactiveThree = [template(1, 1, 0), template(2, 2, 3), template(3, 3, 7, false)];
    expect(nextSteps(lead, inactiveThree, skipped, schedule, now)).toEqual([]);
  });

  it('has nothing left once every active step was sent, and sends a template added after the last next', () => {
    const sends = [sent(1, enrolled), sent(2, at('2025-01-16T18:00:00Z')), sent(3, at('2025-01-23T18:00:00Z'))];
    expect(nextSteps(lead, welcome, sends, schedule, at('2025-02-01T00:00:00Z'))).toEqual([]);
    const extended = [...welcome, template(4, 4, 14)];
    expect(summary(nextSteps(lead, extended, sends, schedule, at('2025-02-01T00:00:00Z')))).toEqual([
      [4, '2025-02-06T18:00:00.000Z', null],
    ]);
  });
});

describe('sequenceAnchor', () => {
  it('is the latest send, whatever its template', () => {
    const anchor = sequenceAnchor(lead, [sent(2, at('2025-01-16T18:00:00Z')), sent(1, enrolled)]);
    expect(anchor).toEqual({ at: at('2025-01-16T18:00:00Z'), reason: null });
  });
});
