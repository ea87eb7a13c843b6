/**
 * What a clock on the wall in a time zone reads at an instant, and how far that zone is ahead of
 * UTC, with Intl alone (no time-zone package; every IANA zone Node and browsers know). The studio
 * works on its own clock (settings, D26): the send window, the inbox's business-day flag and a
 * scheduled post's time are all read on it, whichever zone the server or the browser is in.
 */

export interface WallClock {
  year: number;
  /** 1 = January */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building one is far dearer than formatting with it. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock in `timeZone` at `at` (a Date or epoch milliseconds). */
export function wallClock(at: Date | number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const year = parts.year ?? 1970;
  const month = parts.month ?? 1;
  const day = parts.day ?? 1;
  return {
    year,
    month,
    day,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
  };
}

/**
 * The wall clock's reading as the milliseconds of the UTC instant that reads the same, so that
 * day arithmetic on it is calendar arithmetic in the zone.
 */
export function wallClockMs(at: Date | number, timeZone: string): number {
  const wall = wallClock(at, timeZone);
  const ms = typeof at === 'number' ? at : at.getTime();
  return (
    Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) + (((ms % 1000) + 1000) % 1000)
  );
}

/** How far the zone's wall clock is ahead of UTC at the instant `ms`, in milliseconds. */
export function zoneOffsetAt(ms: number, timeZone: string): number {
  return wallClockMs(ms, timeZone) - ms;
}
