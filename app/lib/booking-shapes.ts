/** The booking pages' shapes that both the server bridge and the pages' components use. */
import type { LabelledSlot } from '#shared/booking-time.ts';

/** What the booking form sends back when refused: what was typed, so nothing is lost. */
export interface BookingFormValues {
  start: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
  consent: boolean;
}

export const EMPTY_BOOKING_FORM: BookingFormValues = {
  start: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  message: '',
  consent: false,
};

/** A refused post: beside the fields, or above the form; `taken` when the slot went meanwhile. */
export interface BookingRefusal {
  values: BookingFormValues;
  fieldErrors: Record<string, string>;
  message: string | null;
  /** the chosen time was booked by someone else first: here are the next free ones */
  taken: LabelledSlot[] | null;
}

/** Where the booking form and the manage page lead. */
export const bookingPaths = {
  confirmed: (token: string) => `/book/confirmed/${encodeURIComponent(token)}`,
  manage: (token: string) => `/book/manage/${encodeURIComponent(token)}`,
};

/** A refused reschedule: the reason, and for a taken slot the next free times. */
export interface ManageRefusal {
  message: string;
  taken: LabelledSlot[] | null;
}
