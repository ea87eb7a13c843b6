import type { Language } from '#shared/admin/auth.ts';

/**
 * When a draft was kept, on the studio's clock (D26): "12:03" when it was today there, "Nov 27,
 * 2026, 12:03" otherwise (a draft found the next morning says which day it is from).
 */
export function draftTime(language: Language, iso: string, timeZone: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const day = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(date);
  const sameDay = day(at) === day(now);
  return new Intl.DateTimeFormat(language, {
    ...(sameDay ? {} : { dateStyle: 'medium' }),
    timeStyle: 'short',
    timeZone,
  }).format(at);
}
