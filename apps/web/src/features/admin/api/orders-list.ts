import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderListRequest, AdminOrderRow } from '@shop/contract/admin-ops';
import type { Paginator } from '@shop/contract/envelope';
import { adminCall } from '../lib/admin-call.ts';

export const fetchOrders = (filters: AdminOrderListRequest) => adminCall<Paginator<AdminOrderRow>>('/orders/list', filters);
export const ordersQuery = (filters: AdminOrderListRequest) =>
  queryOptions({ queryKey: ['admin', 'orders', 'list', filters], queryFn: () => fetchOrders(filters), placeholderData: keepPreviousData, staleTime: 10_000 });
export const useOrders = (filters: AdminOrderListRequest) => useQuery(ordersQuery(filters));
