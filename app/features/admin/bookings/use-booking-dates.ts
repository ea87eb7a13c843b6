import { useMemo } from 'react';
import type { AdminBooking } from '#shared/booking.ts';
import { useLanguage, useMessages } from '../shared/i18n/use-messages.ts';
import { leadName } from '../shared/leads/lead-payload.ts';
import { useStudioDates } from '../shared/leads/use-studio-dates.ts';
import { zoneAbbreviation } from '../shared/studio-clock/studio-time.ts';
import { bookingsText } from './messages.ts';

/** A studio day ('YYYY-MM-DD') as a Date at its noon UTC: formatted in UTC, it is that day in every language. */
function dayAsDate(day: string): Date {
  return new Date(`${day}T12:00:00.000Z`);
}

/**
 * The bookings screen's dates, all on the studio's clock (D26) in the admin's language: a
 * booking's time range, a day's heading, a week's range, and the zone's name to print beside them.
 */
export function useBookingDates() {
  const language = useLanguage();
  const { timeZone, dateTime } = useStudioDates();
  return useMemo(() => {
    const time = new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone });
    const dayLong = new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' });
    const dayShort = new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', timeZone: 'UTC' });
    const range = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    const hour = new Intl.DateTimeFormat(language, { hour: 'numeric', timeZone: 'UTC' });
    return {
      timeZone,
      dateTime,
      zone: (at?: string) => zoneAbbreviation(language, timeZone, at ? new Date(at) : new Date()),
      time: (at: string) => time.format(new Date(at)),
      timeRange: (start: string, end: string) => `${time.format(new Date(start))} – ${time.format(new Date(end))}`,
      dayLong: (day: string) => dayLong.format(dayAsDate(day)),
      dayShort: (day: string) => dayShort.format(dayAsDate(day)),
      weekRange: (first: string, last: string) => range.formatRange(dayAsDate(first), dayAsDate(last)),
      /** an hour row's label: "9 AM", "9", "09 h" */
      hourLabel: (h: number) => hour.format(new Date(Date.UTC(2024, 0, 1, h))),
    };
  }, [language, timeZone, dateTime]);
}

/** Who a booking is with, or what a block is for, in words. */
export function useBookingTitle() {
  const t = useMessages(bookingsText);
  return (booking: AdminBooking) => {
    if (booking.kind === 'block') return booking.note ? t('blockedWithNote', { note: booking.note }) : t('blocked');
    return booking.type?.name ?? t('consultation');
  };
}

/** The visitor's name as the booking holds it (the lead's name when the booking has none). */
export function visitorName(booking: AdminBooking): string {
  return leadName(booking) || booking.lead?.name || booking.email || '';
}
