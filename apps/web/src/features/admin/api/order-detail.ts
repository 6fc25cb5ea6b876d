import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../lib/admin-call.ts';

export const fetchOrder = (id: number) => adminCall('/orders/detail', { id });
export const orderQuery = (id: number) => queryOptions({ queryKey: ['admin', 'orders', 'detail', id], queryFn: () => fetchOrder(id), staleTime: 5_000 });
export const useOrder = (id: number) => useQuery(orderQuery(id));
