import { TZDate } from '@date-fns/tz';
import type { OpeningHours } from './settings.ts';
import { wallClock } from './wall-clock.ts';

/**
 * The studio's first-response promise (issue 27, ADR 021): "we reply within N business days",
 * where business time is the studio's opening hours (site_settings.hours, per weekday) in its time
 * zone, without closed days and the dates off of booking_availability. Pure, so the server (inbox,
 * board, digest) and the admin's clock compute the same answer from the same inputs, and tests
 * move the clock.
 *
 * A business day is one opening day, whatever its length: a lead that arrives at 3 pm on a day open
 * 9–5 has used a quarter of that day, and is due at 3 pm on the next open day. Time outside the
 * hours does not count, so a lead arriving on Saturday is due at Monday's closing (one whole open
 * day later). Each day's opening and closing are wall-clock times made instants in the studio's
 * zone, so a daylight-saving change moves nothing the studio sees.
 */

export interface BusinessCalendar {
  /** IANA name (site_settings.time_zone) */
  timeZone: string;
  /** site_settings.hours: a day without opens/closes (or closing before it opens) is closed */
  hours: readonly OpeningHours[];
  /** booking_availability.dates_off: 'YYYY-MM-DD' in the studio's zone */
  datesOff: readonly string[];
}

const DAY_MS = 86_400_000;
/** How far the walk looks ahead: a studio closed for longer than this has no deadline at all. */
const HORIZON_DAYS = 400;

function minutesOf(hhmm: string | null): number | null {
  if (!hhmm) return null;
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

const isoDate = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The open span of one calendar date of the studio, as instants; null when closed that day. */
function openSpan(
  calendar: BusinessCalendar,
  year: number,
  month: number,
  day: number,
): { open: number; close: number } | null {
  if (calendar.datesOff.includes(isoDate(year, month, day))) return null;
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const entry = calendar.hours.find((hours) => hours.day === weekday);
  const opens = minutesOf(entry?.opens ?? null);
  const closes = minutesOf(entry?.closes ?? null);
  if (opens === null || closes === null || closes <= opens) return null;
  const at = (minutes: number) =>
    new TZDate(year, month - 1, day, Math.floor(minutes / 60), minutes % 60, 0, calendar.timeZone).getTime();
  return { open: at(opens), close: at(closes) };
}

/** The studio's calendar dates from the one `from` falls on, each with its open span. */
function* studioDays(from: Date, calendar: BusinessCalendar) {
  const start = wallClock(from, calendar.timeZone);
  for (let offset = 0; offset < HORIZON_DAYS; offset++) {
    // Date.UTC normalises a day past the month's end, so the walk is plain calendar arithmetic.
    const date = new Date(Date.UTC(start.year, start.month - 1, start.day) + offset * DAY_MS);
    yield openSpan(calendar, date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
  }
}

/**
 * When a lead that arrived at `arrivedAt` is owed its first reply: after `days` business days of
 * the calendar. Null when the calendar has no open time in the next year (nothing can be late).
 */
export function replyDueAt(arrivedAt: Date, calendar: BusinessCalendar, days: number): Date | null {
  const from = arrivedAt.getTime();
  let remaining = Math.max(0, days);
  if (remaining === 0) return new Date(from);
  for (const span of studioDays(arrivedAt, calendar)) {
    if (!span || span.close <= from) continue;
    const start = Math.max(span.open, from);
    const length = span.close - span.open;
    const available = (span.close - start) / length;
    if (available >= remaining) return new Date(start + Math.round(remaining * length));
    remaining -= available;
  }
  return null;
}

/** A lead's first-response state, as the inbox, the board and the digest read it. */
export interface FirstResponseInput {
  stage: string;
  createdAt: Date;
  firstResponseAt: Date | null;
}

/**
 * Unanswered: still new, nobody recorded a reply, and the promise's deadline has passed. Answers
 * the deadline (`since`: when the lead became late) or null when the lead is not unanswered.
 */
export function unansweredSince(
  lead: FirstResponseInput,
  now: Date,
  calendar: BusinessCalendar,
  replyWithinBusinessDays: number,
): Date | null {
  if (lead.stage !== 'new' || lead.firstResponseAt !== null) return null;
  const due = replyDueAt(lead.createdAt, calendar, replyWithinBusinessDays);
  return due !== null && now.getTime() > due.getTime() ? due : null;
}

/**
 * The clock the admin shows on an unanswered lead: calendar time since the lead arrived (what the
 * person waiting has lived through), in whole days and hours: `{ days: 1, hours: 3 }`.
 */
export function waitingFor(arrivedAt: Date | string, now: Date): { days: number; hours: number } {
  const ms = Math.max(0, now.getTime() - new Date(arrivedAt).getTime());
  const totalHours = Math.floor(ms / 3_600_000);
  return { days: Math.floor(totalHours / 24), hours: totalHours % 24 };
}
