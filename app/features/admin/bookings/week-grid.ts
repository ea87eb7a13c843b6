import { wallClock } from '#shared/wall-clock.ts';
import { zonedLocalToIso } from '../shared/studio-clock/studio-time.ts';

/**
 * The week calendar's arithmetic, on the studio's clock (settings' time zone, D26): which days a
 * week holds, and where a booking sits in a day column. Days are 'YYYY-MM-DD' strings of the
 * studio's calendar, so adding a day is calendar arithmetic (never 24 hours, which a change of
 * the clocks would break). A booking is placed by its wall-clock time in the studio, so the hour
 * rows read as the studio's clock does even on the days with 23 or 25 hours.
 */

export const MINUTES_PER_DAY = 24 * 60;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function two(n: number): string {
  return String(n).padStart(2, '0');
}

/** A calendar day moved by `days` (negative goes back). */
export function addDays(day: string, days: number): string {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new Error(`Not a day: ${day}`);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days));
  return `${date.getUTCFullYear()}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())}`;
}

/** 0 = Sunday … 6 = Saturday, of a calendar day. */
export function weekdayOf(day: string): number {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new Error(`Not a day: ${day}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).getUTCDay();
}

/** The studio's calendar day at an instant. */
export function studioDay(at: Date | string | number, timeZone: string): string {
  const wall = wallClock(typeof at === 'string' ? new Date(at) : at, timeZone);
  return `${wall.year}-${two(wall.month)}-${two(wall.day)}`;
}

/** The Monday of the week a day is in (the studio's week runs Monday to Sunday). */
export function weekStartOf(day: string): string {
  return addDays(day, -((weekdayOf(day) + 6) % 7));
}

/** The seven days of the week that starts on `monday`. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** The instant a studio day starts (its midnight, or the first minute after a skipped one). */
export function dayStartIso(day: string, timeZone: string): string {
  return zonedLocalToIso(`${day}T00:00`, timeZone) ?? `${day}T00:00:00.000Z`;
}

/** Minutes since the studio's midnight that a wall clock reads at an instant. */
function wallMinutes(at: Date, timeZone: string): number {
  const wall = wallClock(at, timeZone);
  return wall.hour * 60 + wall.minute;
}

export interface Placeable {
  id: number;
  start: string;
  end: string;
}

/** A booking's piece in one day column: minutes from the studio's midnight, and its lane among overlaps. */
export interface Placed<T extends Placeable> {
  item: T;
  day: string;
  top: number;
  height: number;
  /** the piece begins before this day (a booking across midnight) */
  continued: boolean;
  lane: number;
  lanes: number;
}

/** The shortest a piece is drawn, so a short booking (or one inside the repeated hour) stays clickable. */
export const MIN_HEIGHT_MINUTES = 20;

/**
 * Where each booking sits in the week's columns: one piece per day it touches, from its start's
 * wall-clock minute to its end's (a day's end for one that runs past midnight). Pieces that
 * overlap in a day share the column side by side.
 */
export function placeInWeek<T extends Placeable>(items: readonly T[], days: readonly string[], timeZone: string) {
  const byDay = new Map<string, Placed<T>[]>(days.map((day) => [day, []]));
  const bounds = days.map((day) => ({ day, from: Date.parse(dayStartIso(day, timeZone)) }));
  const last = days.at(-1);
  const weekEnd = last ? Date.parse(dayStartIso(addDays(last, 1), timeZone)) : 0;
  for (const item of items) {
    const start = Date.parse(item.start);
    const end = Date.parse(item.end);
    bounds.forEach(({ day, from }, index) => {
      const to = bounds[index + 1]?.from ?? weekEnd;
      if (end <= from || start >= to) return;
      const pieceStart = Math.max(start, from);
      const top = start > from ? wallMinutes(new Date(pieceStart), timeZone) : 0;
      const bottom = end < to ? wallMinutes(new Date(end), timeZone) : MINUTES_PER_DAY;
      // In the hour that repeats when clocks go back, an end can read earlier than its start.
      const height = Math.max(bottom - top, MIN_HEIGHT_MINUTES);
      byDay.get(day)?.push({ item, day, top, height, continued: start < from, lane: 0, lanes: 1 });
    });
  }
  for (const pieces of byDay.values()) assignLanes(pieces);
  return byDay;
}

/** Side-by-side lanes for pieces that overlap: each takes the first lane free at its top. */
function assignLanes<T extends Placeable>(pieces: Placed<T>[]) {
  pieces.sort((a, b) => a.top - b.top || b.height - a.height);
  let group: Placed<T>[] = [];
  let groupEnd = -1;
  const close = () => {
    const lanes = Math.max(1, ...group.map((piece) => piece.lane + 1));
    for (const piece of group) piece.lanes = lanes;
    group = [];
  };
  for (const piece of pieces) {
    if (piece.top >= groupEnd) close();
    const laneEnds: number[] = [];
    for (const other of group) laneEnds[other.lane] = Math.max(laneEnds[other.lane] ?? -1, other.top + other.height);
    let lane = 0;
    while ((laneEnds[lane] ?? -1) > piece.top) lane += 1;
    piece.lane = lane;
    group.push(piece);
    groupEnd = Math.max(groupEnd, piece.top + piece.height);
  }
  close();
}

/**
 * The hours the grid shows: the working day (8:00–19:00) widened to every placed piece, so an
 * evening booking is never off the grid.
 */
export function visibleHours<T extends Placeable>(
  placed: Iterable<Placed<T>[]>,
  usual: { from: number; to: number } = { from: 8, to: 19 },
): { from: number; to: number } {
  let from = usual.from;
  let to = usual.to;
  for (const pieces of placed) {
    for (const piece of pieces) {
      from = Math.min(from, Math.floor(piece.top / 60));
      to = Math.max(to, Math.ceil((piece.top + piece.height) / 60));
    }
  }
  return { from, to: Math.min(to, 24) };
}
