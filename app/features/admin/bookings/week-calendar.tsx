import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { AdminBooking } from '#shared/booking.ts';
import { ListError } from '../shared/content-list/list-states.tsx';
import { useMessages } from '../shared/i18n/use-messages.ts';
import { buttonClass } from '../shared/ui/button-class.ts';
import { calendarQuery } from './bookings-queries.ts';
import { bookingsText } from './messages.ts';
import { useBookingDates, useBookingTitle, visitorName } from './use-booking-dates.ts';
import { addDays, placeInWeek, visibleHours, weekDays, weekStartOf } from './week-grid.ts';

/** One hour's height in the grid, in pixels. */
const HOUR_PX = 48;

/**
 * The week calendar: seven day columns of the studio's week, the hours down the side, each
 * booking and block placed by its time on the studio's clock. On a phone one day shows at a
 * time, chosen from the week's row of days. Each booking is a button (in time order, so Tab walks
 * the week) that opens it.
 */
export function WeekCalendar({
  today,
  weekStart,
  onWeekChange,
  onOpen,
}: {
  today: string;
  weekStart: string;
  onWeekChange: (monday: string) => void;
  onOpen: (booking: AdminBooking) => void;
}) {
  const t = useMessages(bookingsText);
  const dates = useBookingDates();
  const title = useBookingTitle();
  const days = useMemo(() => weekDays(weekStart), [weekStart]);
  const first = days[0] ?? weekStart;
  const last = days[6] ?? weekStart;
  const calendar = useQuery(calendarQuery(first, last));
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const phoneDay = chosenDay && days.includes(chosenDay) ? chosenDay : days.includes(today) ? today : first;

  const shown = useMemo(
    () => (calendar.data ?? []).filter((booking) => booking.status === 'confirmed'),
    [calendar.data],
  );
  const placed = useMemo(() => placeInWeek(shown, days, dates.timeZone), [shown, days, dates.timeZone]);
  const hours = visibleHours(placed.values());
  const rows = Array.from({ length: hours.to - hours.from }, (_, index) => hours.from + index);
  const height = rows.length * HOUR_PX;

  return (
    <section aria-labelledby="week-heading">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="week-heading" className="font-display text-xl text-ink" aria-live="polite">
          {dates.weekRange(first, last)}
        </h2>
        <div className="flex gap-1">
          <button
            type="button"
            onClick={() => onWeekChange(addDays(weekStart, -7))}
            aria-label={t('previousWeek')}
            title={t('previousWeek')}
            className={buttonClass('secondary', 'icon')}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={() => {
              onWeekChange(weekStartOf(today));
              setChosenDay(today);
            }}
            className={buttonClass('secondary')}
          >
            {t('today')}
          </button>
          <button
            type="button"
            onClick={() => onWeekChange(addDays(weekStart, 7))}
            aria-label={t('nextWeek')}
            title={t('nextWeek')}
            className={buttonClass('secondary', 'icon')}
          >
            <ChevronRight className="size-4" aria-hidden="true" />
          </button>
        </div>
      </div>

      {/* On a phone: the week's days as buttons, one day's column below. */}
      <div className="mb-3 grid grid-cols-7 gap-1 md:hidden">
        {days.map((day) => (
          <button
            key={day}
            type="button"
            aria-pressed={day === phoneDay}
            aria-label={dates.dayLong(day)}
            onClick={() => setChosenDay(day)}
            className={clsx(
              'rounded-md border px-1 py-1.5 text-xs',
              day === phoneDay ? 'border-charcoal bg-charcoal text-linen' : 'border-stone bg-white text-charcoal',
              day === today && day !== phoneDay && 'font-semibold',
            )}
          >
            {dates.dayShort(day)}
          </button>
        ))}
      </div>

      {calendar.isError ? (
        <ListError error={calendar.error} onRetry={() => calendar.refetch()} />
      ) : (
        <div
          className="overflow-hidden rounded-lg border border-stone bg-white"
          aria-busy={calendar.isPending || calendar.isPlaceholderData}
        >
          <div className="hidden border-b border-stone md:grid md:grid-cols-[3.5rem_repeat(7,minmax(0,1fr))]">
            <div />
            {days.map((day) => (
              <div
                key={day}
                className={clsx(
                  'border-l border-stone px-2 py-2 text-center text-xs',
                  day === today ? 'font-semibold text-ink' : 'text-muted',
                )}
              >
                {dates.dayShort(day)}
                {day === today && <span className="sr-only"> ({t('today')})</span>}
              </div>
            ))}
          </div>
          <div className="grid grid-cols-[3.5rem_minmax(0,1fr)] md:grid-cols-[3.5rem_repeat(7,minmax(0,1fr))]">
            <div className="relative" style={{ height }} aria-hidden="true">
              {rows.map((hour, index) => (
                <div
                  key={hour}
                  className="absolute right-2 -translate-y-1/2 text-[0.6875rem] text-muted"
                  style={{ top: index * HOUR_PX }}
                >
                  {index === 0 ? null : dates.hourLabel(hour)}
                </div>
              ))}
            </div>
            {days.map((day) => {
              const pieces = placed.get(day) ?? [];
              return (
                <section
                  key={day}
                  aria-label={dates.dayLong(day)}
                  className={clsx(
                    'relative border-l border-stone',
                    day === phoneDay ? 'block' : 'hidden md:block',
                    day === today && 'bg-sand/40',
                  )}
                  style={{
                    height,
                    backgroundImage: `repeating-linear-gradient(to bottom, transparent 0, transparent ${HOUR_PX - 1}px, var(--color-stone) ${HOUR_PX - 1}px, var(--color-stone) ${HOUR_PX}px)`,
                  }}
                >
                  <h3 className="sr-only">{dates.dayLong(day)}</h3>
                  {pieces.length === 0 ? (
                    <p className="sr-only">{t('nothingThisDay')}</p>
                  ) : (
                    <ul>
                      {pieces.map((piece) => {
                        const booking = piece.item;
                        const block = booking.kind === 'block';
                        const who = block ? '' : visitorName(booking);
                        return (
                          <li
                            key={`${booking.id}-${day}`}
                            className="absolute px-0.5"
                            style={{
                              top: ((piece.top - hours.from * 60) / 60) * HOUR_PX,
                              height: (piece.height / 60) * HOUR_PX,
                              left: `${(piece.lane / piece.lanes) * 100}%`,
                              width: `${100 / piece.lanes}%`,
                            }}
                          >
                            <button
                              type="button"
                              onClick={() => onOpen(booking)}
                              className={clsx(
                                'block size-full overflow-hidden rounded border-l-4 px-1.5 py-0.5 text-left text-xs leading-tight',
                                block
                                  ? 'border-muted bg-stone/60 text-charcoal'
                                  : 'border-olive bg-olive/15 text-ink hover:bg-olive/25',
                              )}
                            >
                              <span className="block font-medium">{dates.timeRange(booking.start, booking.end)}</span>
                              <span className="block truncate">{title(booking)}</span>
                              {who && <span className="block truncate">{who}</span>}
                            </button>
                          </li>
                        );
                      })}
                    </ul>
                  )}
                </section>
              );
            })}
          </div>
        </div>
      )}
      <p className="mt-2 text-xs text-muted">{t('studioZoneNote', { zone: dates.timeZone, short: dates.zone() })}</p>
    </section>
  );
}
