import { queryOptions, useQuery } from '@tanstack/react-query';
import { functionsCall } from '../../../lib/api-client.ts';

export const fetchServices = (signal?: AbortSignal) => functionsCall('GET /services-api/services', { signal });
export const servicesQuery = () => queryOptions({ queryKey: ['content', 'services'], queryFn: ({ signal }) => fetchServices(signal) });
/** `fresh`: refetch on mount whatever the cache holds (the booking pages charge these prices). */
export const useServices = (options: { fresh?: boolean } = {}) => useQuery({ ...servicesQuery(), ...(options.fresh ? { staleTime: 0 } : {}) });

export const fetchService = (id: string, signal?: AbortSignal) => functionsCall('GET /services-api/services/:id', { params: { id }, signal });
export const serviceQuery = (id: string) => queryOptions({ queryKey: ['content', 'service', id], queryFn: ({ signal }) => fetchService(id, signal) });
export const useService = (id: string) => useQuery(serviceQuery(id));
