import type { Language } from '#shared/admin/auth.ts';

/**
 * Dates and numbers in the admin's language (D28), through Intl. Timestamps arrive from the API
 * as ISO strings.
 */

const DIVISIONS: Array<{ unit: Intl.RelativeTimeFormatUnit; seconds: number }> = [
  { unit: 'year', seconds: 365 * 24 * 3600 },
  { unit: 'month', seconds: 30 * 24 * 3600 },
  { unit: 'week', seconds: 7 * 24 * 3600 },
  { unit: 'day', seconds: 24 * 3600 },
  { unit: 'hour', seconds: 3600 },
  { unit: 'minute', seconds: 60 },
  { unit: 'second', seconds: 1 },
];

/** "3 hours ago", "hace 3 horas", "il y a 3 heures"; "now" under a minute. */
export function formatRelativeTime(language: Language, iso: string | Date, now: Date = new Date()): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const seconds = (new Date(iso).getTime() - now.getTime()) / 1000;
  if (Math.abs(seconds) < 60) return format.format(0, 'second');
  for (const { unit, seconds: size } of DIVISIONS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/**
 * A calendar date: "Mar 4, 2025", "4 mar 2025", "4 mars 2025"; on the browser's clock, or on the
 * zone given (the studio's, where a page says its times are the studio's).
 */
export function formatDate(language: Language, iso: string | Date, timeZone?: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone }).format(new Date(iso));
}

/** A date with its time of day, for "last signed in"; `timeZone` as for `formatDate`. */
export function formatDateTime(language: Language, iso: string | Date, timeZone?: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
}

/** A count with the language's digit grouping: 1,234 · 1.234 · 1 234. */
export function formatNumber(language: Language, value: number): string {
  return new Intl.NumberFormat(language).format(value);
}
