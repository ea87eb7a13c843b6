/** Online booking (issue 27): the facts the server, the public pages and the admin share. */

export const CONSULTATION_LOCATIONS = ['video', 'phone', 'home'] as const;
export type ConsultationLocation = (typeof CONSULTATION_LOCATIONS)[number];

export const BOOKING_KINDS = ['consultation', 'block'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

export const BOOKING_STATUSES = ['confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** One open period of a weekday, in the studio's time zone: { day: 2, start: "09:00", end: "12:00" }. */
export interface WeeklyHours {
  /** 0 = Sunday … 6 = Saturday */
  day: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  start: string;
  end: string;
}

/** The studio's booking rules; one record (id = 1). All times in the studio's time zone. */
export interface BookingAvailability {
  weekly: WeeklyHours[];
  /** "YYYY-MM-DD" dates without bookings (holidays) */
  datesOff: string[];
  bufferMinutes: number;
  minNoticeHours: number;
  horizonDays: number;
}

export const DEFAULT_AVAILABILITY: BookingAvailability = {
  weekly: [1, 2, 3, 4, 5].map((day) => ({ day: day as WeeklyHours['day'], start: '10:00', end: '16:00' })),
  datesOff: [],
  bufferMinutes: 15,
  minNoticeHours: 24,
  horizonDays: 42,
};
