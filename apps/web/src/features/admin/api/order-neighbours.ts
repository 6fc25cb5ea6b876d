import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderNeighboursRequest } from '@shop/contract/admin-ops';
import { adminCall } from '../lib/admin-call.ts';

export const fetchOrderNeighbours = (filters: AdminOrderNeighboursRequest) => adminCall('/orders/neighbours', filters);
export const orderNeighboursQuery = (filters: AdminOrderNeighboursRequest) =>
  queryOptions({ queryKey: ['admin', 'orders', 'neighbours', filters], queryFn: () => fetchOrderNeighbours(filters), staleTime: 10_000 });
export const useOrderNeighbours = (filters: AdminOrderNeighboursRequest) => useQuery(orderNeighboursQuery(filters));
