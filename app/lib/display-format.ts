/**
 * The public pages' two number and date formats, written out instead of asking `Intl`. A page's
 * first `Intl` formatter costs the browser 14–43 ms of main thread to load its locale data
 * (measured in Chromium here, unthrottled; four times that on Lighthouse's phone), and the cards and
 * the statistics band made theirs while the page's modules were evaluated, in the task that starts
 * hydration (issue 12: that task's length is the page's blocking time). Both formats are fixed
 * (en-US; a date is a plain day, already on the studio’s calendar: studio-day.server.ts, run by the
 * loaders on the server), so they need no locale data; display-format.test.ts holds them equal to
 * `Intl`'s output.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * '1,250' from 1250: a whole number with its thousands grouped, as en-US writes it. The figures
 * shown are counts and whole years; anything else is written as JavaScript writes it, never a
 * failed page.
 */
export function groupThousands(value: number): string {
  if (!Number.isSafeInteger(value)) return String(value);
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${digits}` : digits;
}

/** 'March 4, 2026' from an ISO 8601 date: its UTC day, as en-US's long date style writes it. */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${iso}`);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
