import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopCall } from '../../../lib/api-client.ts';
import { orderKeys } from './order-list.ts';

export const orderDetailQuery = (id: number) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => shopCall('/order-detail', { order_id: id }, { signal }),
    staleTime: 10_000,
  });

export const useOrderDetail = (id: number | null) => useQuery({ ...orderDetailQuery(id ?? 0), enabled: id !== null && id > 0 });

export const useOrderTracking = (id: number | null) =>
  useQuery({
    queryKey: orderKeys.tracking(id ?? 0),
    queryFn: ({ signal }) => shopCall('/order-tracking', { order_id: id }, { signal }),
    enabled: id !== null && id > 0,
    staleTime: 10_000,
  });

/** A route parameter that is a positive whole number, or null. */
export const parseOrderId = (raw: string | null | undefined) => {
  const n = Number(raw);
  return raw && Number.isSafeInteger(n) && n > 0 ? n : null;
};
