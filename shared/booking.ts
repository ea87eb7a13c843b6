/** Online booking (issue 27): the facts the server, the public pages and the admin share. */

import { FormVisitField } from './analytics/visit.ts';
import { IsoInstant } from './api/common.ts';
import { withCode } from './api/errors.ts';
import { emailField, hasControlCharacters, isStorable, isStorableText, requiredText } from './forms.ts';
import { z } from './zod.ts';

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

// ── the wire: schemas of the booking endpoints (shared/api/booking.ts) ──

const CLOCK = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A consultation type as the public pages and `GET /api/booking/types` show it. */
export const PublicConsultationTypeSchema = z.strictObject({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  durationMinutes: z.number().int(),
  location: z.enum(CONSULTATION_LOCATIONS),
  priceText: z.string(),
});
export type PublicConsultationType = z.output<typeof PublicConsultationTypeSchema>;

/** The admin's view adds what the public never sees. */
export const ConsultationTypeSchema = PublicConsultationTypeSchema.extend({
  active: z.boolean(),
  sortOrder: z.number().int(),
});
export type ConsultationType = z.output<typeof ConsultationTypeSchema>;

export const ConsultationTypeInputSchema = z.strictObject({
  name: requiredText('Name', 100),
  slug: z
    .string()
    .trim()
    .max(80)
    .regex(
      /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
      withCode('slug_format', 'Slug may use lower-case letters, digits and single hyphens.'),
    )
    .optional(),
  description: z
    .string()
    .trim()
    .max(1000, 'Description must be at most 1,000 characters.')
    .refine(isStorableText, withCode('unstorable_characters', 'Description contains characters that cannot be stored.'))
    .default(''),
  durationMinutes: z
    .number({ error: 'Length is required.' })
    .int('Length must be a whole number of minutes.')
    .min(15, 'Length must be at least 15 minutes.')
    .max(480, 'Length must be at most 480 minutes.'),
  location: z.enum(CONSULTATION_LOCATIONS, { error: 'Choose where the consultation takes place.' }),
  priceText: z
    .string()
    .trim()
    .max(100, 'Price must be at most 100 characters.')
    .refine((v) => !hasControlCharacters(v, false) && isStorable(v), withCode('one_line', 'Price must be on one line.'))
    .default(''),
  active: z.boolean().default(true),
});
export type ConsultationTypeInput = z.output<typeof ConsultationTypeInputSchema>;
export const ConsultationTypePatchSchema = ConsultationTypeInputSchema.partial();

export const WeeklyHoursSchema = z
  .strictObject({
    // Literals, not a transform: the API document must be able to describe it (ADR 013).
    day: z.literal([0, 1, 2, 3, 4, 5, 6], { error: 'The day is 0 (Sunday) to 6 (Saturday).' }),
    start: z.string().regex(CLOCK, withCode('clock_format', 'Times are written as HH:MM (24-hour).')),
    end: z.string().regex(CLOCK, withCode('clock_format', 'Times are written as HH:MM (24-hour).')),
  })
  .refine((h) => h.end > h.start, withCode('closing_after_opening', 'Closing time must be after opening time.'));

export const BookingAvailabilitySchema = z.strictObject({
  weekly: z.array(WeeklyHoursSchema).max(21),
  datesOff: z.array(z.string().regex(DAY, withCode('invalid_date', 'Dates are written as YYYY-MM-DD.'))).max(366),
  bufferMinutes: z.number().int().min(0).max(240),
  minNoticeHours: z
    .number()
    .int()
    .min(0)
    .max(24 * 30),
  horizonDays: z.number().int().min(1).max(365),
});

/** An open slot: ISO instants in UTC. */
export const SlotSchema = z.strictObject({ start: IsoInstant, end: IsoInstant });
export type Slot = z.output<typeof SlotSchema>;
export const SlotListSchema = z.array(SlotSchema);

export const SlotQuerySchema = z.strictObject({
  type: z.coerce.number().int().positive(),
  from: z.string().regex(DAY, withCode('invalid_date', 'Dates are written as YYYY-MM-DD.')),
  to: z.string().regex(DAY, withCode('invalid_date', 'Dates are written as YYYY-MM-DD.')),
});

/** `POST /api/bookings`: the visitor's request (also the `/book` page's form). */
export const BookingRequestSchema = z.strictObject({
  typeId: z.number({ error: 'Choose a consultation.' }).int().positive(),
  start: IsoInstant,
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  email: emailField,
  phone: z
    .string()
    .trim()
    .max(40, 'Phone must be at most 40 characters.')
    .refine((v) => !hasControlCharacters(v, false) && isStorable(v), withCode('one_line', 'Phone must be on one line.'))
    .optional()
    .default(''),
  message: z
    .string()
    .trim()
    .max(2000, 'Message must be at most 2,000 characters.')
    .refine(isStorableText, withCode('unstorable_characters', 'Message contains characters that cannot be stored.'))
    .optional()
    .default(''),
  consent: z.boolean().optional().default(false),
  /** the visitor's IANA zone, so their e-mails show their own times */
  timeZone: z.string().max(64).optional(),
  /** honeypot */
  website: z.string().max(200).optional().default(''),
  /** issue 30: the page script's visit id (docs/analytics.md) */
  visit: FormVisitField,
});
export type BookingRequest = z.output<typeof BookingRequestSchema>;

/** A booking as its visitor sees it (the 201 answer, the confirmation and manage pages). */
export const PublicBookingSchema = z.strictObject({
  uid: z.string(),
  status: z.enum(BOOKING_STATUSES),
  start: IsoInstant,
  end: IsoInstant,
  type: PublicConsultationTypeSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** the studio's IANA zone, named beside every time */
  studioTimeZone: z.string(),
  /** the signed token of the reschedule and cancel links (`/book/manage/{token}`) */
  manageToken: z.string(),
});
export type PublicBooking = z.output<typeof PublicBookingSchema>;

/** 409 of `POST /api/bookings`: the slot went meanwhile; here are the next free ones. */
export const SlotTakenSchema = z.strictObject({
  code: z.literal('slot_taken'),
  message: z.string(),
  nextSlots: SlotListSchema,
});

export const RescheduleSchema = z.strictObject({ start: IsoInstant });
export const ManageTokenParamsSchema = z.object({ token: z.string().min(10).max(400) });

/** The admin's calendar and list. */
export const AdminBookingSchema = z.strictObject({
  id: z.number().int(),
  uid: z.string(),
  kind: z.enum(BOOKING_KINDS),
  status: z.enum(BOOKING_STATUSES),
  start: IsoInstant,
  end: IsoInstant,
  type: ConsultationTypeSchema.pick({ id: true, name: true, durationMinutes: true, location: true }).nullable(),
  lead: z.strictObject({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  message: z.string().nullable(),
  note: z.string().nullable(),
  createdBy: z.string().nullable(),
});
export type AdminBooking = z.output<typeof AdminBookingSchema>;
export const AdminBookingListSchema = z.array(AdminBookingSchema);
export const AdminBookingRangeSchema = z.strictObject({
  from: z.string().regex(DAY, withCode('invalid_date', 'Dates are written as YYYY-MM-DD.')),
  to: z.string().regex(DAY, withCode('invalid_date', 'Dates are written as YYYY-MM-DD.')),
});
/** Staff booking on a lead's behalf: the lead's details fill the booking. */
export const StaffBookingSchema = z.strictObject({
  typeId: z.number().int().positive(),
  leadId: z.number().int().positive(),
  start: IsoInstant,
  message: z.string().trim().max(2000).refine(isStorableText).optional().default(''),
});
export const BlockTimeSchema = z
  .strictObject({
    start: IsoInstant,
    end: IsoInstant,
    note: z
      .string()
      .trim()
      .max(200)
      .refine((v) => !hasControlCharacters(v, false) && isStorable(v))
      .optional()
      .default(''),
  })
  .refine((b) => b.end > b.start, withCode('window_end_after_start', 'The window must end after it starts.'));
