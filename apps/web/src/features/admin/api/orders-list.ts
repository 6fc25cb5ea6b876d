import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderListRequest } from '@shop/contract/admin-ops';
import { adminCall } from '../lib/admin-call.ts';

export const fetchOrders = (filters: AdminOrderListRequest) => adminCall('/orders/list', filters);
export const ordersQuery = (filters: AdminOrderListRequest) =>
  queryOptions({ queryKey: ['admin', 'orders', 'list', filters], queryFn: () => fetchOrders(filters), placeholderData: keepPreviousData, staleTime: 10_000 });
export const useOrders = (filters: AdminOrderListRequest) => useQuery(ordersQuery(filters));
