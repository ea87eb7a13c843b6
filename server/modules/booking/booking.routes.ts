import { bookingApi } from '#shared/api/booking.ts';
import { refererPath } from '../../platform/http/referer-path.ts';
import { type ApiRoute, route } from '../../platform/http/route-table.ts';
import { signedInUser } from '../../platform/http/signed-in-user.ts';
import { visitorRequestOf } from '../analytics/index.ts';
import {
  BOOKING_LINK_INVALID,
  cancelBookingByToken,
  createBooking,
  listOpenSlots,
  readBookingByToken,
  rescheduleBookingByToken,
} from './booking.service.ts';
import {
  BOOKING_NOT_FOUND,
  blockTime,
  bookForLead,
  cancelBookingByStaff,
  listCalendar,
  rescheduleBookingByStaff,
} from './booking-admin.ts';
import {
  CONSULTATION_TYPE_NOT_FOUND,
  createConsultationType,
  getAvailability,
  listConsultationTypes,
  listPublicConsultationTypes,
  saveAvailability,
  updateConsultationType,
} from './consultation-types.ts';

/**
 * SECURITY 14: a person books once or twice, reschedules once; a script gets nowhere. The manage
 * links' writes count in their own bucket, so a visitor who booked can still move it.
 */
export const BOOKING_RATE_LIMIT = { name: 'booking', limit: 5, windowSeconds: 15 * 60 };
export const MANAGE_RATE_LIMIT = { name: 'booking-manage', limit: 10, windowSeconds: 15 * 60 };
/** A booking's fields are capped far below this, as the contact form's are. */
export const BOOKING_MAX_BYTES = 16 * 1024;

export const bookingRoutes: ApiRoute[] = [
  route(bookingApi.types, {
    access: 'public',
    summary: 'The consultation types a visitor can book',
    handle: (c) => listPublicConsultationTypes(c.get('deps').db),
  }),
  route(bookingApi.slots, {
    access: 'public',
    summary: 'The open slots of a consultation type on the studio’s days from … to (UTC instants)',
    // Every booking closes a slot: no cache may keep the list.
    fresh: true,
    handle: (c, { query }) => listOpenSlots(c.get('deps'), { typeId: query.type, from: query.from, to: query.to }),
  }),
  route(bookingApi.book, {
    access: 'public',
    summary:
      'Book a consultation: the booking, its lead and its e-mails; 409 with the next free slots when the slot went',
    body: { kind: 'json', maxBytes: BOOKING_MAX_BYTES },
    rateLimit: BOOKING_RATE_LIMIT,
    errors: { 409: 'The slot was taken meanwhile (`slot_taken`, with `nextSlots`)' },
    handle: (c, { body }) => {
      const deps = c.get('deps');
      return createBooking(deps, body, {
        page: refererPath(c, deps.config.publicUrl) ?? undefined,
        visitor: visitorRequestOf(c, deps.config.trustProxyHops),
      });
    },
  }),
  route(bookingApi.managed, {
    access: 'public',
    summary: 'The booking a reschedule/cancel link names',
    // Personal, and named by a secret in the path: never cached.
    fresh: true,
    notFound: BOOKING_LINK_INVALID,
    handle: (c, { params }) => readBookingByToken(c.get('deps'), params.token),
  }),
  route(bookingApi.rescheduleByLink, {
    access: 'public',
    summary: 'Move a booking from its link (same uid, SEQUENCE + 1); 409 when the new slot is taken',
    body: { kind: 'json', maxBytes: 1024 },
    rateLimit: MANAGE_RATE_LIMIT,
    notFound: BOOKING_LINK_INVALID,
    errors: { 409: 'The slot was taken (`slot_taken`) or the booking is cancelled (`booking_cancelled`)' },
    handle: (c, { params, body }) => rescheduleBookingByToken(c.get('deps'), params.token, body.start),
  }),
  route(bookingApi.cancelByLink, {
    access: 'public',
    summary: 'Cancel a booking from its link',
    body: { kind: 'json', maxBytes: 1024 },
    rateLimit: MANAGE_RATE_LIMIT,
    notFound: BOOKING_LINK_INVALID,
    handle: (c, { params }) => cancelBookingByToken(c.get('deps'), params.token),
  }),

  route(bookingApi.adminTypes, {
    access: 'leads',
    summary: 'Every consultation type, active or not',
    handle: (c) => listConsultationTypes(c.get('deps').db),
  }),
  route(bookingApi.createType, {
    access: 'leads',
    summary: 'Add a consultation type (slug from the name when not given)',
    handle: (c, { body }) => createConsultationType(c.get('deps'), signedInUser(c), body),
  }),
  route(bookingApi.updateType, {
    access: 'leads',
    summary: 'Change a consultation type',
    notFound: CONSULTATION_TYPE_NOT_FOUND,
    handle: (c, { params, body }) => updateConsultationType(c.get('deps'), signedInUser(c), params.id, body),
  }),
  route(bookingApi.availability, {
    access: 'leads',
    summary: 'The studio’s booking hours, dates off, buffer, notice and horizon',
    handle: (c) => getAvailability(c.get('deps').db),
  }),
  route(bookingApi.saveAvailability, {
    access: 'leads',
    summary: 'Save the booking hours and rules',
    handle: (c, { body }) => saveAvailability(c.get('deps'), signedInUser(c), body),
  }),
  route(bookingApi.calendar, {
    access: 'leads',
    summary: 'Bookings and blocks starting on the studio’s days from … to, with their leads',
    handle: (c, { query }) => listCalendar(c.get('deps'), query),
  }),
  route(bookingApi.bookForLead, {
    access: 'leads',
    summary: 'Book a consultation on a lead’s behalf',
    errors: { 409: 'The time overlaps a booking or block (`slot_taken`, with `nextSlots`)' },
    handle: (c, { body }) => bookForLead(c.get('deps'), signedInUser(c), body),
  }),
  route(bookingApi.block, {
    access: 'leads',
    summary: 'Block a time so nobody can book it',
    errors: { 409: 'The time overlaps a booking or block (`block_overlaps_booking`)' },
    handle: (c, { body }) => blockTime(c.get('deps'), signedInUser(c), body),
  }),
  route(bookingApi.reschedule, {
    access: 'leads',
    summary: 'Move a consultation (the visitor gets the new invitation)',
    notFound: BOOKING_NOT_FOUND,
    errors: { 409: 'Taken (`slot_taken`), cancelled (`booking_cancelled`) or a block (`block_not_movable`)' },
    handle: (c, { params, body }) => rescheduleBookingByStaff(c.get('deps'), signedInUser(c), params.id, body),
  }),
  route(bookingApi.cancel, {
    access: 'leads',
    summary: 'Cancel a consultation (the visitor is told) or remove a block',
    notFound: BOOKING_NOT_FOUND,
    handle: (c, { params }) => cancelBookingByStaff(c.get('deps'), signedInUser(c), params.id),
  }),
];
