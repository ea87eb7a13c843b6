import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { AdminBooking } from '#shared/booking.ts';
import { ListError, ListSkeleton } from '../shared/content-list/list-states.tsx';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { Badge } from '../shared/ui/badge.tsx';
import { buttonClass } from '../shared/ui/button-class.ts';
import { calendarQuery } from './bookings-queries.ts';
import { bookingsText } from './messages.ts';
import { useBookingDates, useBookingTitle, visitorName } from './use-booking-dates.ts';
import { addDays, studioDay } from './week-grid.ts';

/** How far ahead the list looks: the calendar answers at most 62 days at once (MAX_RANGE_DAYS). */
export const LIST_DAYS = 61;

/**
 * The upcoming consultations and blocks as a list, by day on the studio's clock: each with its
 * time, its type, the visitor and a link to the lead. What has already ended is left out.
 */
export function BookingList({ today, onOpen }: { today: string; onOpen: (booking: AdminBooking) => void }) {
  const t = useMessages(bookingsText);
  const dates = useBookingDates();
  const title = useBookingTitle();
  const calendar = useQuery(calendarQuery(today, addDays(today, LIST_DAYS)));

  if (calendar.isPending) return <ListSkeleton label={t('loading')} />;
  if (calendar.isError) return <ListError error={calendar.error} onRetry={() => calendar.refetch()} />;

  const now = Date.now();
  const upcoming = calendar.data
    .filter((booking) => booking.status === 'confirmed' && Date.parse(booking.end) > now)
    .sort((a, b) => a.start.localeCompare(b.start));
  if (upcoming.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-stone bg-white px-5 py-8 text-center">
        <p className="text-sm text-muted">{t('emptyUpcoming')}</p>
      </div>
    );
  }
  const byDay = new Map<string, AdminBooking[]>();
  for (const booking of upcoming) {
    const day = studioDay(booking.start, dates.timeZone);
    byDay.set(day, [...(byDay.get(day) ?? []), booking]);
  }
  return (
    <div className="space-y-5">
      {[...byDay].map(([day, bookings]) => (
        <section key={day} aria-labelledby={`day-${day}`}>
          <h2 id={`day-${day}`} className="mb-2 text-sm font-semibold text-charcoal">
            {dates.dayLong(day)}
            {day === today && <span className="ml-2 font-normal text-muted">({t('today')})</span>}
          </h2>
          <ul className="divide-y divide-stone rounded-lg border border-stone bg-white">
            {bookings.map((booking) => {
              const block = booking.kind === 'block';
              return (
                <li key={booking.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
                  <span className="w-36 shrink-0 text-sm font-medium text-ink">
                    {dates.timeRange(booking.start, booking.end)}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 text-sm text-charcoal">
                      {title(booking)}
                      {block && <Badge tone="quiet">{t('blockBadge')}</Badge>}
                    </p>
                    {!block && (
                      <p className="text-sm break-words text-muted">
                        {booking.lead ? (
                          <Link
                            to={`/admin/leads/${booking.lead.id}`}
                            className="underline underline-offset-2 hover:text-charcoal"
                          >
                            {visitorName(booking)}
                          </Link>
                        ) : (
                          visitorName(booking)
                        )}
                      </p>
                    )}
                  </div>
                  <button
                    type="button"
                    onClick={() => onOpen(booking)}
                    aria-label={t('openBookingNamed', {
                      what: block ? title(booking) : `${title(booking)}, ${visitorName(booking)}`,
                      when: dates.dateTime(booking.start),
                    })}
                    className={buttonClass('secondary', 'sm')}
                  >
                    {t('open')}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
