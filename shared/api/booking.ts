import {
  AdminBookingListSchema,
  AdminBookingRangeSchema,
  AdminBookingSchema,
  BlockTimeSchema,
  BookingAvailabilitySchema,
  BookingRequestSchema,
  ConsultationTypeInputSchema,
  ConsultationTypePatchSchema,
  ConsultationTypeSchema,
  ManageTokenParamsSchema,
  PublicBookingSchema,
  PublicConsultationTypeSchema,
  RescheduleSchema,
  SlotListSchema,
  SlotQuerySchema,
  StaffBookingSchema,
} from '../booking.ts';
import { z } from '../zod.ts';
import { EmptyBodySchema, IdParamsSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

/**
 * Online booking (issue 27, ADR 021). Public: the types, the open slots, a booking, and the
 * signed links that reschedule or cancel it without signing in. Admin ('leads' permission): the
 * types, the availability, the calendar, and staff's own bookings and blocks.
 */
export const bookingApi = {
  types: endpoint({
    method: 'GET',
    path: '/booking/types',
    response: { status: 200, schema: z.array(PublicConsultationTypeSchema) },
  }),
  slots: endpoint({
    method: 'GET',
    path: '/booking/slots',
    query: SlotQuerySchema,
    response: { status: 200, schema: SlotListSchema },
  }),
  book: endpoint({
    method: 'POST',
    path: '/bookings',
    body: BookingRequestSchema,
    response: { status: 201, schema: PublicBookingSchema },
  }),
  managed: endpoint({
    method: 'GET',
    path: '/bookings/manage/:token',
    params: ManageTokenParamsSchema,
    response: { status: 200, schema: PublicBookingSchema },
  }),
  rescheduleByLink: endpoint({
    method: 'POST',
    path: '/bookings/manage/:token/reschedule',
    params: ManageTokenParamsSchema,
    body: RescheduleSchema,
    response: { status: 200, schema: PublicBookingSchema },
  }),
  cancelByLink: endpoint({
    method: 'POST',
    path: '/bookings/manage/:token/cancel',
    params: ManageTokenParamsSchema,
    body: EmptyBodySchema,
    bodyOptional: true,
    response: { status: 200, schema: PublicBookingSchema },
  }),

  adminTypes: endpoint({
    method: 'GET',
    path: '/admin/booking/types',
    response: { status: 200, schema: z.array(ConsultationTypeSchema) },
  }),
  createType: endpoint({
    method: 'POST',
    path: '/admin/booking/types',
    body: ConsultationTypeInputSchema,
    response: { status: 201, schema: ConsultationTypeSchema },
  }),
  updateType: endpoint({
    method: 'PATCH',
    path: '/admin/booking/types/:id',
    params: IdParamsSchema,
    body: ConsultationTypePatchSchema,
    response: { status: 200, schema: ConsultationTypeSchema },
  }),
  availability: endpoint({
    method: 'GET',
    path: '/admin/booking/availability',
    response: { status: 200, schema: BookingAvailabilitySchema },
  }),
  saveAvailability: endpoint({
    method: 'PUT',
    path: '/admin/booking/availability',
    body: BookingAvailabilitySchema,
    response: { status: 200, schema: BookingAvailabilitySchema },
  }),
  calendar: endpoint({
    method: 'GET',
    path: '/admin/bookings',
    query: AdminBookingRangeSchema,
    response: { status: 200, schema: AdminBookingListSchema },
  }),
  bookForLead: endpoint({
    method: 'POST',
    path: '/admin/bookings',
    body: StaffBookingSchema,
    response: { status: 201, schema: AdminBookingSchema },
  }),
  block: endpoint({
    method: 'POST',
    path: '/admin/bookings/blocks',
    body: BlockTimeSchema,
    response: { status: 201, schema: AdminBookingSchema },
  }),
  reschedule: endpoint({
    method: 'PATCH',
    path: '/admin/bookings/:id',
    params: IdParamsSchema,
    body: RescheduleSchema,
    response: { status: 200, schema: AdminBookingSchema },
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/admin/bookings/:id/cancel',
    params: IdParamsSchema,
    body: EmptyBodySchema,
    bodyOptional: true,
    response: { status: 200, schema: AdminBookingSchema },
  }),
};
