/**
 * The leads inbox's two flags (issue 10): a lead still `active` that no one on the staff has
 * answered for more than a business day, and a lead nothing has happened to for seven days. Pure
 * functions of the lead, the app clock and the studio's time zone, so tests move the clock.
 */

import { wallClockMs } from '#shared/wall-clock.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const UNTOUCHED_MS = 7 * DAY_MS;

/** Statuses that close a lead: nobody is expected to follow them up, so they are never flagged as untouched. */
const CLOSED_STATUSES = new Set(['converted', 'unsubscribed', 'bounced']);

/**
 * How much Monday-to-Friday time (whole days, in the studio's time zone) lies between two instants,
 * counted up to `capMs` (enough to answer "more than a business day?" without walking months).
 * A daylight-saving change inside the span moves the answer by its hour at most.
 */
export function businessTimeBetween(from: Date, to: Date, timeZone: string, capMs = 2 * DAY_MS): number {
  const start = wallClockMs(from, timeZone);
  const end = wallClockMs(to, timeZone);
  let total = 0;
  for (let day = Math.floor(start / DAY_MS) * DAY_MS; day < end && total < capMs; day += DAY_MS) {
    const weekday = new Date(day).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    total += Math.min(end, day + DAY_MS) - Math.max(start, day);
  }
  return total;
}

export interface FlagInput {
  status: string;
  createdAt: Date;
  lastActivityAt: Date;
  /** an edit, a note or a status change by someone of the studio since the lead came in */
  staffActed: boolean;
}

export function leadFlags(
  lead: FlagInput,
  now: Date,
  timeZone: string,
): { waitingOverBusinessDay: boolean; untouchedSevenDays: boolean } {
  const waitingOverBusinessDay =
    lead.status === 'active' &&
    !lead.staffActed &&
    now.getTime() - lead.createdAt.getTime() > DAY_MS &&
    businessTimeBetween(lead.createdAt, now, timeZone) > DAY_MS;
  const untouchedSevenDays =
    !CLOSED_STATUSES.has(lead.status) && now.getTime() - lead.lastActivityAt.getTime() > UNTOUCHED_MS;
  return { waitingOverBusinessDay, untouchedSevenDays };
}
