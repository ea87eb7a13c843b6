/**
 * The booking module's public entry (issue 27, docs/booking.md): consultation types, the studio's
 * availability, open slots, bookings by visitors (with their signed manage links) and by staff,
 * and their routes. Everything else in server/modules/booking is internal.
 */

export { bookingRoutes } from './booking.routes.ts';
export {
  cancelBookingByToken,
  createBooking,
  listOpenSlots,
  nextOpenSlots,
  readBookingByToken,
  rescheduleBookingByToken,
} from './booking.service.ts';
export type { BookingDeps } from './booking-deps.ts';
export { type BookingEmailEvent, queueBookingEmails } from './booking-emails.ts';
export { findPublicConsultationType, listPublicConsultationTypes } from './consultation-types.ts';
export { createManageToken, verifyManageToken } from './manage-token.ts';
