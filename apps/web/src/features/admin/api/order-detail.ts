import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderDetail } from '@shop/contract/admin-ops';
import { adminCall } from '../lib/admin-call.ts';

export const fetchOrder = (id: number) => adminCall<AdminOrderDetail>('/orders/detail', { id });
export const orderQuery = (id: number) => queryOptions({ queryKey: ['admin', 'orders', 'detail', id], queryFn: () => fetchOrder(id), staleTime: 5_000 });
export const useOrder = (id: number) => useQuery(orderQuery(id));
