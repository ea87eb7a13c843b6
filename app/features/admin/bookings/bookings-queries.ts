import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { bookingApi } from '#shared/api/addresses/booking.ts';
import type { BookingAvailability, ConsultationTypeInput } from '#shared/booking.ts';
import { callApi } from '../../../lib/api-client.ts';
import { leadsKey } from '../shared/leads/leads-queries.ts';

/** The bookings screen's cache keys, under one root: any booking write reads the calendar again. */
const bookingsKey = ['admin', 'bookings'] as const;

export const bookingKeys = {
  all: bookingsKey,
  calendar: (from: string, to: string) => [...bookingsKey, 'calendar', from, to] as const,
  types: [...bookingsKey, 'types'] as const,
  availability: [...bookingsKey, 'availability'] as const,
  slots: (type: number, from: string, to: string) => [...bookingsKey, 'slots', type, from, to] as const,
};

/** Bookings and blocks between two studio days, both included (`bookingApi.calendar`). */
export function calendarQuery(from: string, to: string) {
  return queryOptions({
    queryKey: bookingKeys.calendar(from, to),
    queryFn: () => callApi(bookingApi.calendar, { query: { from, to } }),
    // The next week keeps the last one on screen while it loads (no flash of an empty grid).
    placeholderData: keepPreviousData,
  });
}

/** Every consultation type, the inactive ones too (`bookingApi.adminTypes`). */
export const typesQuery = queryOptions({
  queryKey: bookingKeys.types,
  queryFn: () => callApi(bookingApi.adminTypes),
});

/** The studio's weekly hours and booking rules (`bookingApi.availability`). */
export const availabilityQuery = queryOptions({
  queryKey: bookingKeys.availability,
  queryFn: () => callApi(bookingApi.availability),
});

/** The open slots of a type, as a visitor would be offered them (`bookingApi.slots`). */
export function slotsQuery(type: number, from: string, to: string) {
  return queryOptions({
    queryKey: bookingKeys.slots(type, from, to),
    queryFn: () => callApi(bookingApi.slots, { query: { type, from, to }, cache: 'no-cache' }),
  });
}

/** After a booking write: the calendar, the slots, and the leads (a booking is on its lead's timeline and stage). */
function useRefreshBookings(): () => Promise<unknown> {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingsKey }),
        queryClient.invalidateQueries({ queryKey: leadsKey }),
      ]),
    [queryClient],
  );
}

export function useCreateType() {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: (body: ConsultationTypeInput) => callApi(bookingApi.createType, { body }),
    onSuccess: refresh,
  });
}

export function useUpdateType() {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Partial<ConsultationTypeInput> }) =>
      callApi(bookingApi.updateType, { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useSaveAvailability() {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: (body: BookingAvailability) => callApi(bookingApi.saveAvailability, { body }),
    onSuccess: refresh,
  });
}

export function useBookForLead() {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: (body: { typeId: number; leadId: number; start: string; message?: string }) =>
      callApi(bookingApi.bookForLead, { body }),
    onSuccess: refresh,
  });
}

export function useBlockTime() {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: (body: { start: string; end: string; note?: string }) => callApi(bookingApi.block, { body }),
    onSuccess: refresh,
  });
}

export function useReschedule() {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: ({ id, start }: { id: number; start: string }) =>
      callApi(bookingApi.reschedule, { params: { id }, body: { start } }),
    onSuccess: refresh,
  });
}

export function useCancelBooking() {
  const refresh = useRefreshBookings();
  return useMutation({
    mutationFn: (id: number) => callApi(bookingApi.cancel, { params: { id } }),
    onSuccess: refresh,
  });
}
