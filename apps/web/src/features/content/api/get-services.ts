import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentDataKeys } from '@shop/contract/content-constants';
import { functionsCall } from '../../../lib/api-client.ts';
import { initialDataFor } from '../../../lib/initial-data.ts';

export const fetchServices = (signal?: AbortSignal) => functionsCall('GET /services-api/services', { signal });
export const servicesQuery = () => queryOptions({ queryKey: ['content', 'services'], queryFn: ({ signal }) => fetchServices(signal) });
type ServiceGroups = Awaited<ReturnType<typeof fetchServices>>;

/**
 * `fresh`: refetch on mount whatever the cache holds (the booking pages charge these prices). The
 * price list's page comes with the server's answer, read for that request.
 */
export function useServices(options: { fresh?: boolean } = {}) {
  const initial = initialDataFor<ServiceGroups>(contentDataKeys.services());
  return useQuery({
    ...servicesQuery(),
    ...(options.fresh ? { staleTime: 0 } : {}),
    ...(initial ? { initialData: initial.value, initialDataUpdatedAt: initial.at } : {}),
  });
}

export const fetchService = (id: string, signal?: AbortSignal) => functionsCall('GET /services-api/services/:id', { params: { id }, signal });
export const serviceQuery = (id: string) => queryOptions({ queryKey: ['content', 'service', id], queryFn: ({ signal }) => fetchService(id, signal) });
type Service = Awaited<ReturnType<typeof fetchService>>;

export function useService(id: string) {
  const initial = initialDataFor<Service>(contentDataKeys.service(id));
  return useQuery(initial ? { ...serviceQuery(id), initialData: initial.value, initialDataUpdatedAt: initial.at } : serviceQuery(id));
}
