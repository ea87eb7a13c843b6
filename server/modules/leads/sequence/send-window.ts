import type { SendWindow } from '#shared/settings.ts';
import { wallClock, zoneOffsetAt } from '#shared/wall-clock.ts';

/**
 * D26: when sequence steps with a delay may go out — on the window's days, from `start` to `end`
 * (exclusive), in the studio's time zone. Pure, on Intl only: no time-zone package.
 *
 * The window is the set of instants whose wall-clock time in the zone falls inside it. So on the
 * day clocks spring forward an opening inside the skipped hour opens when the clock jumps (03:00,
 * not 03:30), and on the day they fall back a window in the repeated hour is open both times.
 */
export interface SendSchedule {
  /** IANA name, e.g. America/Los_Angeles */
  timeZone: string;
  sendWindow: SendWindow;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

function minutesOf(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

/** True when a delayed step may go out at `at` (D26). */
export function isInSendWindow(at: Date, schedule: SendSchedule): boolean {
  const wall = wallClock(at, schedule.timeZone);
  const { days, start, end } = schedule.sendWindow;
  if (!(days as number[]).includes(wall.weekday)) return false;
  const minute = wall.hour * 60 + wall.minute;
  return minute >= minutesOf(start) && minute < minutesOf(end);
}

/**
 * Every instant on the local date whose wall clock reads `minuteOfDay` exactly: one on an ordinary
 * day, two in the repeated hour when clocks fall back, none in the hour skipped when they spring
 * forward (that case is found as a clock change by `nextSendOpening`).
 */
function instantsAtWall(year: number, month: number, day: number, minuteOfDay: number, timeZone: string): number[] {
  const asUtc = Date.UTC(year, month - 1, day, 0, minuteOfDay);
  const offsets = new Set([zoneOffsetAt(asUtc - DAY, timeZone), zoneOffsetAt(asUtc + DAY, timeZone)]);
  const found: number[] = [];
  for (const offset of offsets) {
    const candidate = asUtc - offset;
    if (zoneOffsetAt(candidate, timeZone) === offset) found.push(candidate);
  }
  return found.sort((a, b) => a - b);
}

/** The instant within (from, to] where the zone's offset changes, if it does (at most one a day). */
function clockChange(from: number, to: number, timeZone: string): number | null {
  const before = zoneOffsetAt(from, timeZone);
  if (zoneOffsetAt(to, timeZone) === before) return null;
  let low = Math.floor(from / MINUTE);
  let high = Math.ceil(to / MINUTE);
  // Invariant: the offset at `low` is the old one, at `high` the new one.
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (zoneOffsetAt(middle * MINUTE, timeZone) === before) low = middle;
    else high = middle;
  }
  return high * MINUTE;
}

/**
 * The first instant at or after `from` inside the send window: `from` itself when it is inside,
 * else the next opening (a step due Friday 18:00 goes Monday 09:00). The next instant inside the
 * window is always either a day's opening time or a clock change that jumps into the window, so
 * those are the candidates, checked against the window itself.
 */
export function nextSendOpening(from: Date, schedule: SendSchedule): Date {
  if (isInSendWindow(from, schedule)) return from;
  const { timeZone } = schedule;
  const startMinute = minutesOf(schedule.sendWindow.start);
  const today = wallClock(from, timeZone);
  const candidates: number[] = [];
  let foundOnDay: number | null = null;
  // Two weeks of local dates is far more than any window with at least one day needs. The day after
  // the first one with an opening is looked at too: its clock change may come first.
  for (let offsetDays = 0; offsetDays <= 14 && (foundOnDay === null || offsetDays <= foundOnDay + 1); offsetDays += 1) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offsetDays));
    const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
    const midnight = Date.UTC(year, month - 1, day);
    const change = clockChange(midnight - 14 * 3_600_000, midnight + DAY + 14 * 3_600_000, timeZone);
    const onDay = [...instantsAtWall(year, month, day, startMinute, timeZone), ...(change === null ? [] : [change])];
    for (const instant of onDay) {
      if (instant > from.getTime() && isInSendWindow(new Date(instant), schedule)) {
        candidates.push(instant);
        foundOnDay ??= offsetDays;
      }
    }
  }
  const opening = candidates.sort((a, b) => a - b)[0];
  // Only a window whose every opening falls in skipped hours gets here; there is none in practice.
  if (opening === undefined) throw new Error(`The send window never opens in ${timeZone}.`);
  return new Date(opening);
}

/**
 * When a step due at `dueAt` goes out (D26): 'Immediate' steps (delay 0) at once, steps with a
 * delay of a day or more at the first moment of the send window from `dueAt` on.
 */
export function sendTimeFor(dueAt: Date, delayDays: number, schedule: SendSchedule): Date {
  return delayDays === 0 ? dueAt : nextSendOpening(dueAt, schedule);
}

/** What a run of the scheduler decides for a step due at `dueAt`. */
export function mayGoOutNow(dueAt: Date, delayDays: number, now: Date, schedule: SendSchedule): boolean {
  if (dueAt.getTime() > now.getTime()) return false;
  return delayDays === 0 || isInSendWindow(now, schedule);
}
