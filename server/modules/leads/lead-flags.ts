/**
 * The leads inbox's two flags (issue 10): a visitor of a lead still `active` that no one of the
 * studio has answered for more than a business day (the studio's working week and time zone), and
 * a lead no person has touched for seven days. Pure functions of the lead, the app clock and the
 * studio's week, so tests move the clock.
 */

import { wallClockMs } from '#shared/wall-clock.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const UNTOUCHED_MS = 7 * DAY_MS;

/** Statuses that close a lead: nobody is expected to follow them up, so they are never flagged as untouched. */
const CLOSED_STATUSES = new Set(['converted', 'unsubscribed', 'bounced']);

/** The studio's working week (0 = Sunday … 6 = Saturday): the send window's days (D26). */
export interface WorkWeek {
  timeZone: string;
  workDays: readonly number[];
}

/**
 * How much working-day time (whole days of the studio's working week, in its time zone) lies
 * between two instants, counted up to `capMs` (enough to answer "more than a business day?"
 * without walking months). A daylight-saving change inside the span moves the answer by its hour
 * at most.
 */
export function businessTimeBetween(from: Date, to: Date, week: WorkWeek, capMs = 2 * DAY_MS): number {
  const start = wallClockMs(from, week.timeZone);
  const end = wallClockMs(to, week.timeZone);
  let total = 0;
  for (let day = Math.floor(start / DAY_MS) * DAY_MS; day < end && total < capMs; day += DAY_MS) {
    if (!week.workDays.includes(new Date(day).getUTCDay())) continue;
    total += Math.min(end, day + DAY_MS) - Math.max(start, day);
  }
  return total;
}

export interface FlagInput {
  status: string;
  /** the visitor's first touch since the studio last acted, or null when nobody is waiting */
  waitingSince: Date | null;
  /** the last time a person (visitor or staff) touched the lead; the sequence's e-mails do not count */
  lastTouchedAt: Date;
}

export function leadFlags(
  lead: FlagInput,
  now: Date,
  week: WorkWeek,
): { waitingOverBusinessDay: boolean; untouchedSevenDays: boolean } {
  const waitingOverBusinessDay =
    lead.status === 'active' &&
    lead.waitingSince !== null &&
    now.getTime() - lead.waitingSince.getTime() > DAY_MS &&
    businessTimeBetween(lead.waitingSince, now, week) > DAY_MS;
  const untouchedSevenDays =
    !CLOSED_STATUSES.has(lead.status) && now.getTime() - lead.lastTouchedAt.getTime() > UNTOUCHED_MS;
  return { waitingOverBusinessDay, untouchedSevenDays };
}
