import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shopCall } from '../../../lib/api-client.ts';

export const fetchMyBookings = (signal?: AbortSignal) => shopCall('/my-bookings', {}, { signal });

export const myBookingsQuery = (userId: string | null) =>
  queryOptions({ queryKey: ['bookings', 'mine', userId], queryFn: ({ signal }) => fetchMyBookings(signal), enabled: Boolean(userId) });

export const useMyBookings = (userId: string | null) => useQuery(myBookingsQuery(userId));

export const cancelBooking = (reference: string) => shopCall('/booking-cancel', { reference });

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelBooking, onSettled: () => queryClient.invalidateQueries({ queryKey: ['bookings', 'mine'] }) });
}

export const rescheduleBooking = (change: { reference: string; appointment_date: string; appointment_time: string }) =>
  shopCall('/booking-reschedule', change);

export function useRescheduleBooking() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rescheduleBooking, onSettled: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }) });
}
