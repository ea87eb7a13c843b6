import type { Language } from '#shared/admin/auth.ts';
import type { Weekday } from './studio-form-values.ts';

/** 7 January 2024 was a Sunday: day `d` of the week is that date plus `d` days. */
const A_SUNDAY = Date.UTC(2024, 0, 7);

/** 'Monday', 'lunes', 'lundi': a weekday's name in the admin's language, through Intl (D28). */
export function weekdayName(language: Language, day: Weekday, width: 'long' | 'short' = 'long'): string {
  const name = new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' }).format(
    new Date(A_SUNDAY + day * 86_400_000),
  );
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}
