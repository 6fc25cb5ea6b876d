import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { shopCall } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';

export interface OrderListParams {
  page: number;
  perPage?: number;
  search?: string;
  /** pending, confirmed, shipped, delivered, cancelled; empty for all */
  status?: string;
}

/** Keys carry the account: on a shared device one customer's orders are never shown to the next. */
const who = () => session.user?.id ?? '';
export const orderKeys = {
  all: ['orders'] as const,
  list: (p: OrderListParams) => ['orders', 'list', who(), p.page, p.perPage ?? 10, p.search ?? '', p.status ?? ''] as const,
  detail: (id: number) => ['orders', 'detail', who(), id] as const,
  tracking: (id: number) => ['orders', 'tracking', who(), id] as const,
  stats: () => ['orders', 'stats', who()] as const,
  loyalty: () => ['orders', 'loyalty', who()] as const,
};

export const fetchOrderList = (p: OrderListParams, signal?: AbortSignal) =>
  shopCall(
    '/order-list',
    { page: p.page, per_page: p.perPage ?? 10, ...(p.search ? { search: p.search } : {}), ...(p.status ? { status: p.status } : {}) },
    { signal },
  );

export const orderListQuery = (p: OrderListParams) =>
  queryOptions({ queryKey: orderKeys.list(p), queryFn: ({ signal }) => fetchOrderList(p, signal), placeholderData: keepPreviousData, staleTime: 15_000 });

export const useOrderList = (p: OrderListParams, enabled = true) => useQuery({ ...orderListQuery(p), enabled });
