import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ServiceSaveRequest } from '@shop/contract/admin-ops';
import { adminCall } from '../lib/admin-call.ts';

export const fetchServices = () => adminCall('/services/list');
export const servicesQuery = () => queryOptions({ queryKey: ['admin', 'services'], queryFn: fetchServices, staleTime: 10_000 });
export const useServices = () => useQuery(servicesQuery());
export const saveService = (input: ServiceSaveRequest) => adminCall('/services/save', input);

export function useSaveService() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveService, onSuccess: () => void client.invalidateQueries({ queryKey: ['admin', 'services'] }) });
}
