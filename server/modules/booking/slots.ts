import { TZDate } from '@date-fns/tz';
import type { BookingAvailability, Slot } from '#shared/booking.ts';

/**
 * The slot arithmetic of online booking (issue 27, docs/booking.md), pure: no database, no clock
 * but the `now` it is given. Every wall-clock time (the weekly hours, the dates off, the days asked
 * for) is read in the studio's time zone; every answer is an instant (UTC).
 *
 * - A day's open periods are its weekday's weekly hours, unless the date is off.
 * - Slots start at each period's opening and follow each other every `slotStepMinutes` (the
 *   length plus the buffer, rounded up to a quarter hour), so a fully booked day has no gaps
 *   nobody can use; a slot must end by the period's closing time (its buffer may run past it).
 * - Steps are real minutes, not wall-clock ones: on the night the clocks change, a 90-minute
 *   consultation is 90 minutes long and the period is as long as the day really has.
 * - A slot is open when it starts at least `minNoticeHours` after now, no later than
 *   `horizonDays` after now, and its time plus the buffer overlaps no confirmed booking or block
 *   (whose own buffer is in its `blockedUntil`): exactly what the database's exclusion constraint
 *   `bookings_no_overlap` holds, so a slot shown open is one the insert can take.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** the most days one slot query may cover: a month view with its edges, and then some */
export const MAX_RANGE_DAYS = 62;

export interface BusyRange {
  start: Date;
  /** end plus the buffer when it was booked (bookings.blocked_until) */
  until: Date;
}

export interface SlotRules {
  availability: BookingAvailability;
  /** IANA zone of the studio (site_settings.time_zone) */
  timeZone: string;
  durationMinutes: number;
  now: Date;
  busy: readonly BusyRange[];
}

/** The distance between two slot starts of a type: length plus buffer, rounded up to 15 minutes. */
export function slotStepMinutes(durationMinutes: number, bufferMinutes: number): number {
  return Math.ceil((durationMinutes + bufferMinutes) / 15) * 15;
}

/** "2026-11-02" → [2026, 11, 2]; null for anything that is not a real calendar date. */
export function parseDay(day: string): [number, number, number] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(y, m - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
  return [y, m, d];
}

function formatDay(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The calendar day after `day` (calendar arithmetic, no zone involved). */
export function nextDay(day: string): string {
  const [y, m, d] = parseDay(day) ?? [1970, 1, 1];
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return formatDay(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
}

/** `days` calendar days after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = parseDay(day) ?? [1970, 1, 1];
  const moved = new Date(Date.UTC(y, m - 1, d + days));
  return formatDay(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate());
}

/** The studio's calendar day of an instant. */
export function dayInZone(instant: Date, timeZone: string): string {
  const local = new TZDate(instant.getTime(), timeZone);
  return formatDay(local.getFullYear(), local.getMonth() + 1, local.getDate());
}

/**
 * The instant of a wall-clock time in the zone. A time the clocks skip (02:30 on a spring-forward
 * night) is the moment after the jump; a time that happens twice (01:30 on a fall-back night) is
 * its first occurrence.
 */
export function instantOf(day: string, clock: string, timeZone: string): Date {
  const [y, m, d] = parseDay(day) ?? [1970, 1, 1];
  const [hh, mm] = clock.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, 0, 0, timeZone).getTime());
}

/** The start of the studio's calendar day: midnight, or the first instant of the day when midnight is skipped. */
export function startOfDayIn(day: string, timeZone: string): Date {
  return instantOf(day, '00:00', timeZone);
}

function weekday(day: string): number {
  const [y, m, d] = parseDay(day) ?? [1970, 1, 1];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** The slot grid of one day, ignoring notice, horizon and bookings: what the studio's hours allow. */
export function daySlots(
  day: string,
  rules: Pick<SlotRules, 'availability' | 'timeZone' | 'durationMinutes'>,
): { start: Date; end: Date }[] {
  const { availability, timeZone, durationMinutes } = rules;
  if (availability.datesOff.includes(day)) return [];
  const step = slotStepMinutes(durationMinutes, availability.bufferMinutes) * MINUTE;
  const length = durationMinutes * MINUTE;
  const out: { start: Date; end: Date }[] = [];
  const periods = availability.weekly
    .filter((period) => period.day === weekday(day))
    .sort((a, b) => a.start.localeCompare(b.start));
  for (const period of periods) {
    const opens = instantOf(day, period.start, timeZone).getTime();
    const closes = instantOf(day, period.end, timeZone).getTime();
    for (let start = opens; start + length <= closes; start += step) {
      out.push({ start: new Date(start), end: new Date(start + length) });
    }
  }
  // Two periods of one day may overlap if the studio wrote them so: one slot per start.
  const seen = new Set<number>();
  return out
    .filter((slot) => !seen.has(slot.start.getTime()) && seen.add(slot.start.getTime()))
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Whether `[start, start + length + buffer)` meets a busy range. */
export function overlapsBusy(start: Date, end: Date, bufferMinutes: number, busy: readonly BusyRange[]): boolean {
  const from = start.getTime();
  const until = end.getTime() + bufferMinutes * MINUTE;
  return busy.some((range) => range.start.getTime() < until && from < range.until.getTime());
}

/** When the notice and the horizon allow a slot to start: [earliest, latest]. */
export function bookableWindow(availability: BookingAvailability, now: Date): { earliest: Date; latest: Date } {
  return {
    earliest: new Date(now.getTime() + availability.minNoticeHours * HOUR),
    latest: new Date(now.getTime() + availability.horizonDays * DAY),
  };
}

/**
 * The open slots of the studio's days `from` … `to` (inclusive). Days before today or past the
 * horizon simply have none; a range of more than `MAX_RANGE_DAYS` is cut there.
 */
export function openSlots(rules: SlotRules, from: string, to: string): Slot[] {
  const { earliest, latest } = bookableWindow(rules.availability, rules.now);
  const today = dayInZone(rules.now, rules.timeZone);
  const lastDay = dayInZone(latest, rules.timeZone);
  let day = from < today ? today : from;
  const end = to > lastDay ? lastDay : to;
  const out: Slot[] = [];
  for (let n = 0; day <= end && n < MAX_RANGE_DAYS; n += 1, day = nextDay(day)) {
    for (const slot of daySlots(day, rules)) {
      if (slot.start < earliest || slot.start > latest) continue;
      if (overlapsBusy(slot.start, slot.end, rules.availability.bufferMinutes, rules.busy)) continue;
      out.push({ start: slot.start.toISOString(), end: slot.end.toISOString() });
    }
  }
  return out;
}

/**
 * Why `start` is not a slot the studio offers for this length (ignoring bookings), or null when it
 * is one: off the grid or outside the hours ('off_grid'), too soon ('notice') or too far ahead
 * ('horizon').
 */
export function slotProblem(rules: Omit<SlotRules, 'busy'>, start: Date): 'off_grid' | 'notice' | 'horizon' | null {
  const day = dayInZone(start, rules.timeZone);
  // A slot belongs to the day it starts on; check that day and, for periods past midnight's
  // ambiguity, nothing else.
  const onGrid = daySlots(day, rules).some((slot) => slot.start.getTime() === start.getTime());
  if (!onGrid) return 'off_grid';
  const { earliest, latest } = bookableWindow(rules.availability, rules.now);
  if (start < earliest) return 'notice';
  if (start > latest) return 'horizon';
  return null;
}
