import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingService } from '@shop/contract/bookings-offer';
import { functionsCall } from '../../../lib/api-client.ts';

export const availableDaysQuery = (type: BookingService) =>
  queryOptions({
    queryKey: ['bookings', 'days', type],
    queryFn: ({ signal }) => functionsCall('GET /appointments-api/available-days', { query: { type }, signal }),
    staleTime: 30_000,
  });

/** The days that still have a free slot for the service (the date picker offers only these). */
export const useAvailableDays = (type: BookingService) => useQuery(availableDaysQuery(type));
