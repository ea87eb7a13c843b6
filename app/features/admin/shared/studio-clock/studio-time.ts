import type { Language } from '#shared/admin/auth.ts';
import { wallClock, zoneOffsetAt } from '#shared/wall-clock.ts';

/**
 * D24 schedules a post "at the studio's time": the editor types a wall-clock time (an
 * `<input type="datetime-local">` value, 'YYYY-MM-DDTHH:mm') meant in the studio's time zone
 * (settings, D26), whichever zone the browser is in. These turn that wall-clock time into the
 * instant the server stores, and back, with Intl alone.
 */

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The zone this browser is in; the fallback when the studio's zone cannot be read. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * 'YYYY-MM-DDTHH:mm' read in `timeZone` → ISO instant, or null for anything else. A time the zone
 * skips (the hour lost when clocks go forward) lands just after the gap, as clocks do.
 */
export function zonedLocalToIso(local: string, timeZone: string): string | null {
  const match = LOCAL_PATTERN.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(asUtc)) return null;
  // The offset depends on the instant we are looking for: guess with the offset at the wall time
  // read as UTC, then correct once with the offset at the guess (enough for every real zone).
  const first = asUtc - zoneOffsetAt(asUtc, timeZone);
  const second = asUtc - zoneOffsetAt(first, timeZone);
  return new Date(second).toISOString();
}

/** ISO instant → the 'YYYY-MM-DDTHH:mm' a datetime-local input shows for it in `timeZone`. */
export function isoToZonedLocal(iso: string, timeZone: string): string {
  const p = wallClock(new Date(iso), timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}

/** "Mar 4, 2026, 9:30 AM PST" in the admin's language, on the studio's clock. */
export function formatStudioDateTime(language: Language, iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
}

/** The zone's short name at that instant ("PST", "UTC+1"), to say which clock a time is on. */
export function zoneAbbreviation(language: Language, timeZone: string, at: Date = new Date()): string {
  const part = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
