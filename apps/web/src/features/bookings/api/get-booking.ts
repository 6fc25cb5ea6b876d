import { queryOptions, useQuery } from '@tanstack/react-query';
import { functionsCall } from '../../../lib/api-client.ts';

export const fetchBooking = (reference: string, token: string, signal?: AbortSignal) =>
  functionsCall('GET /appointments-api/bookings/:reference', { params: { reference }, query: { token }, signal });

export const bookingQuery = (reference: string, token: string) =>
  queryOptions({
    queryKey: ['bookings', 'one', reference, token],
    queryFn: ({ signal }) => fetchBooking(reference, token, signal),
    enabled: Boolean(reference && token),
  });

export const useBooking = (reference: string, token: string) => useQuery(bookingQuery(reference, token));
