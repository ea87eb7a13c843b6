import type { PublicBooking } from '#shared/booking.ts';
import { formatWhen, zoneName } from '#shared/booking-time.ts';

/** Where each kind of consultation happens, as the visitor reads it. */
export const LOCATION_TEXT: Record<PublicBooking['type']['location'], string> = {
  video: 'A video call: the link comes with your confirmation e-mail.',
  phone: 'A phone call: we call you on the number you gave.',
  home: 'At your home: we come to the address you give us when we confirm.',
};

/** A booking's time on the studio's clock, as the server writes it. */
export interface StudioWhen {
  /** "Tuesday, December 1, 2026, 10:00 AM – 10:45 AM" */
  text: string;
  /** "Los Angeles time (PST)" */
  zoneName: string;
}

/**
 * What, when and where of a booking. The time is given on the visitor's clock and on the
 * studio's whenever they differ (before hydration only the studio's is known).
 */
export function BookingSummary({
  booking,
  studioWhen,
  visitorZone,
}: {
  booking: PublicBooking;
  studioWhen: StudioWhen;
  visitorZone: string | null;
}) {
  const visitors = visitorZone
    ? { text: formatWhen(booking.start, booking.end, visitorZone), zoneName: zoneName(visitorZone, booking.start) }
    : null;
  const sameZone = visitors?.zoneName === studioWhen.zoneName;
  return (
    <dl className="divide-y divide-stone rounded-xl bg-sand px-6 sm:px-8">
      <div className="grid gap-1 py-5 sm:grid-cols-[8rem_1fr] sm:gap-6">
        <dt className="text-sm font-medium text-muted">What</dt>
        <dd className="text-ink">
          {booking.type.name} <span className="text-muted">· {booking.type.durationMinutes} minutes</span>
          {booking.type.priceText && <span className="block text-sm text-muted">{booking.type.priceText}</span>}
        </dd>
      </div>
      <div className="grid gap-1 py-5 sm:grid-cols-[8rem_1fr] sm:gap-6">
        <dt className="text-sm font-medium text-muted">When</dt>
        <dd className="text-ink" data-testid="booking-when">
          {visitors && !sameZone ? (
            <>
              {visitors.text} <span className="text-muted">(your time, {visitors.zoneName})</span>
              <span className="mt-1 block text-sm text-muted">
                {studioWhen.text} at the studio, {studioWhen.zoneName}
              </span>
            </>
          ) : (
            <>
              {studioWhen.text} <span className="text-muted">({studioWhen.zoneName})</span>
            </>
          )}
        </dd>
      </div>
      <div className="grid gap-1 py-5 sm:grid-cols-[8rem_1fr] sm:gap-6">
        <dt className="text-sm font-medium text-muted">Where</dt>
        <dd className="text-ink">{LOCATION_TEXT[booking.type.location]}</dd>
      </div>
      <div className="grid gap-1 py-5 sm:grid-cols-[8rem_1fr] sm:gap-6">
        <dt className="text-sm font-medium text-muted">Who</dt>
        <dd className="text-ink">
          {booking.firstName} {booking.lastName} <span className="block text-sm text-muted">{booking.email}</span>
        </dd>
      </div>
    </dl>
  );
}
