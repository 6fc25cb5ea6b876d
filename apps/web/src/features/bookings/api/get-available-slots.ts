import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingService } from '@shop/contract/bookings-offer';
import { functionsCall } from '../../../lib/api-client.ts';

export const fetchAvailableSlots = (date: string, type: BookingService, signal?: AbortSignal) =>
  functionsCall('GET /appointments-api/available-slots', { query: { date, type }, signal });

export const availableSlotsQuery = (date: string, type: BookingService) =>
  queryOptions({
    queryKey: ['bookings', 'slots', type, date],
    queryFn: ({ signal }) => fetchAvailableSlots(date, type, signal),
    enabled: Boolean(date),
    staleTime: 30_000,
  });

export const useAvailableSlots = (date: string, type: BookingService) => useQuery(availableSlotsQuery(date, type));
