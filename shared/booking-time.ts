/**
 * The public booking pages' times (issue 27): which days a page of slots covers, and how a slot
 * reads in a time zone. The server writes every time in the studio's zone (the page says so); the
 * browser, once hydrated, writes them again in the visitor's own zone from the same ISO instants.
 *
 * This needs `Intl` (time zones), which the public pages keep out of their first render
 * (biome.json, issue 12: a first formatter costs the main thread 14–43 ms while it hydrates). So the
 * pages hydrate with the server's strings, and call these functions only after hydration
 * (`useVisitorTimeZone`), or on the server. That is why this lives in shared/, not app/lib/.
 */

export interface OpenSlot {
  /** ISO instants in UTC, as the server lists them */
  start: string;
  end: string;
}

export interface SlotDay {
  /** YYYY-MM-DD in the zone the list is drawn in */
  day: string;
  /** "Tuesday, December 1" */
  label: string;
  slots: Array<OpenSlot & { time: string }>;
}

/** A slot with its day and time written out: "Tuesday, December 1, 10:00 AM". */
export interface LabelledSlot extends OpenSlot {
  label: string;
}

/** The slot list of a page: its fortnight, the slots in it, and the first one after it (if any). */
export interface SlotPage {
  studioTimeZone: string;
  /** "Los Angeles time (PST)" */
  studioZoneName: string;
  window: SlotWindow;
  slots: OpenSlot[];
  /** the slots by day in the studio's zone, written by the server (the page's first render) */
  days: SlotDay[];
  /** the next open slot after this fortnight, and the `?from=` that shows it; null: none */
  nextAfter: (LabelledSlot & { from: string }) | null;
}

/** How many days one page of `/book/:type` shows: two weeks, a fortnight at a glance. */
export const WINDOW_DAYS = 14;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', { timeZone, ...options });
    formatters.set(key, found);
  }
  return found;
}

/** The calendar date in `timeZone` at `at`, as YYYY-MM-DD. */
export function dayIn(at: Date | string, timeZone: string): string {
  const parts = formatter(timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(at));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Calendar arithmetic on YYYY-MM-DD (no zone: a date, not an instant). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

export interface SlotWindow {
  from: string;
  /** inclusive */
  to: string;
  /** the `?from=` of the previous page, or null on the first one (nothing before today) */
  previous: string | null;
  next: string;
}

/**
 * The fortnight a page shows, from its `?from=` (YYYY-MM-DD in the studio's zone). Anything
 * unreadable, or a day before today, starts at today: an old link still shows what is open.
 */
export function slotWindow(fromParam: string | null, today: string): SlotWindow {
  const asked = fromParam && DAY.test(fromParam) && !Number.isNaN(Date.parse(fromParam)) ? fromParam : today;
  const from = asked < today ? today : asked;
  const previous = from > today ? maxDay(addDays(from, -WINDOW_DAYS), today) : null;
  return { from, to: addDays(from, WINDOW_DAYS - 1), previous, next: addDays(from, WINDOW_DAYS) };
}

const maxDay = (a: string, b: string) => (a > b ? a : b);

/** The slots grouped by their day in `timeZone`, in order, each with its time of day there. */
export function groupSlotsByDay(slots: readonly OpenSlot[], timeZone: string): SlotDay[] {
  const days = new Map<string, SlotDay>();
  const sorted = [...slots].sort((a, b) => a.start.localeCompare(b.start));
  for (const slot of sorted) {
    const day = dayIn(slot.start, timeZone);
    let group = days.get(day);
    if (!group) {
      group = { day, label: formatDayLabel(slot.start, timeZone), slots: [] };
      days.set(day, group);
    }
    group.slots.push({ ...slot, time: formatTime(slot.start, timeZone) });
  }
  return [...days.values()];
}

/** "Tuesday, December 1, 10:00 AM" */
export function labelSlot(slot: OpenSlot, timeZone: string): LabelledSlot {
  return { ...slot, label: `${formatDayLabel(slot.start, timeZone)}, ${formatTime(slot.start, timeZone)}` };
}

/** "Tuesday, December 1" */
export function formatDayLabel(at: string, timeZone: string): string {
  return formatter(timeZone, { weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(at));
}

/** "10:00 AM" */
export function formatTime(at: string, timeZone: string): string {
  return formatter(timeZone, { hour: 'numeric', minute: '2-digit' }).format(new Date(at));
}

/** "Tuesday, December 1, 2026, 10:00 AM – 11:00 AM" */
export function formatWhen(start: string, end: string, timeZone: string): string {
  const date = formatter(timeZone, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(
    new Date(start),
  );
  return `${date}, ${formatTime(start, timeZone)} – ${formatTime(end, timeZone)}`;
}

/** "Los Angeles time (PST)": the zone as people say it, with its abbreviation at that instant. */
export function zoneName(timeZone: string, at: Date | string = new Date()): string {
  const city = (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
  const short = formatter(timeZone, { timeZoneName: 'short' })
    .formatToParts(new Date(at))
    .find((p) => p.type === 'timeZoneName')?.value;
  const place = timeZone === 'UTC' || timeZone === 'Etc/UTC' ? 'UTC' : `${city} time`;
  return short && short !== 'UTC' ? `${place} (${short})` : place;
}

/** The browser's own zone, when it names a real one. */
export function browserTimeZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone || null;
  } catch {
    return null;
  }
}
