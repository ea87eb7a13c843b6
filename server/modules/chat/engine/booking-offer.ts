import { TZDate } from '@date-fns/tz';
import { normalizeText } from '../text/normalize.ts';

/** An open consultation slot as the booking module answers it (ISO instants). */
export interface OpenSlot {
  start: string;
  end: string;
}

/**
 * The chat's port to the booking module (issue 27): the next open slots of the first active
 * consultation type after an instant. Wired in server/compose.ts to `nextOpenSlots`; absent (a
 * studio without the booking module, some tests), the answer points to /book without times.
 */
export type FindOpenSlots = (query: { count: number; after?: Date }) => Promise<OpenSlot[]>;

/** What the booking answer offers: the slots, the zone they are said in, and the day asked for. */
export interface BookingOffer {
  slots: OpenSlot[];
  /** the studio's IANA zone; times are shown there, and the zone is named */
  timeZone: string;
  /** "Tuesday" when the visitor asked for a day, with that day's start (studio zone) */
  askedDay: { name: string; start: Date } | null;
}

/** How many times the answer offers: enough to choose from, few enough to read in a chat bubble. */
export const OFFERED_SLOTS = 3;

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/**
 * The day a booking question names, in the studio's zone: "tomorrow", or a weekday ("next
 * Tuesday", "on Tuesday": the next one after today). Null when it names none.
 */
export function askedDayOf(message: string, now: Date, timeZone: string): BookingOffer['askedDay'] {
  const text = normalizeText(message);
  const today = new TZDate(now.getTime(), timeZone);
  const startOf = (daysAhead: number) =>
    new Date(
      new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + daysAhead, 0, 0, 0, 0, timeZone).getTime(),
    );
  if (/\btomorrow\b/.test(text)) return { name: 'tomorrow', start: startOf(1) };
  const weekday = WEEKDAYS.findIndex((day) => new RegExp(`\\b${day}s?\\b`).test(text));
  if (weekday < 0) return null;
  const ahead = (weekday - today.getDay() + 7) % 7 || 7;
  const name = WEEKDAYS[weekday] ?? '';
  return { name: name.charAt(0).toUpperCase() + name.slice(1), start: startOf(ahead) };
}

/** The offer for a booking question: the next slots from the asked day (or now). */
export async function bookingOffer(
  findOpenSlots: FindOpenSlots,
  message: string,
  now: Date,
  timeZone: string,
): Promise<BookingOffer> {
  const askedDay = askedDayOf(message, now, timeZone);
  const slots = await findOpenSlots({ count: OFFERED_SLOTS, ...(askedDay ? { after: askedDay.start } : {}) });
  return { slots, timeZone, askedDay };
}

/** "Tuesday, December 1 at 10:00 AM" in the studio's zone. */
export function slotText(slot: OpenSlot, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(slot.start));
}

/** "Pacific Standard Time, America/Los Angeles": the zone named, as the booking pages name it. */
export function zoneName(timeZone: string, at: Date): string {
  const long = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'long' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const place = timeZone.replaceAll('_', ' ');
  return long && long !== place ? `${long}, ${place}` : place;
}

/** Whether a slot starts on the asked day (in the studio's zone). */
export function isOnDay(slot: OpenSlot, day: Date, timeZone: string): boolean {
  const key = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant);
  return key(new Date(slot.start)) === key(day);
}
