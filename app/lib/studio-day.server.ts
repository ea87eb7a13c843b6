/**
 * The calendar day an instant falls on in the studio's time zone, as 'YYYY-MM-DD' (issue 27:
 * every date shown is the studio's unless it says otherwise). A post published on Nov 27 at
 * 6:13 PM in Los Angeles is 02:13 UTC on Nov 28; its day is the 27th. Run by the page loaders on
 * the server, so the browser formats a plain day (display-format.ts, no locale data needed) and
 * server and browser agree whatever the visitor's own zone.
 */
export function studioDay(iso: string | Date, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(iso)}`);
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}
