import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../lib/admin-call.ts';

export const fetchAppointments = (from: string, days: number) => adminCall('/appointments/list', { from, days });
export const appointmentsQuery = (from: string, days: number) =>
  queryOptions({ queryKey: ['admin', 'appointments', from, days], queryFn: () => fetchAppointments(from, days), placeholderData: keepPreviousData, staleTime: 10_000 });
export const useAppointments = (from: string, days: number) => useQuery(appointmentsQuery(from, days));
