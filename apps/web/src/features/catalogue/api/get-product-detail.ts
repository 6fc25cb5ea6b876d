import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '@shop/contract/catalogue';
import { shopCall } from '../../../lib/api-client.ts';
import { useUser } from '../../../lib/session.ts';

export const getProductDetail = (id: number, signal?: AbortSignal) => shopCall<ProductDetail>('/product-detail', { id }, { signal });

export const productDetailQueryOptions = (id: number, customerId: string | null) =>
  queryOptions({
    queryKey: ['catalogue', 'detail', id, customerId],
    queryFn: ({ signal }) => getProductDetail(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });

export function useProductDetail(id: number) {
  const user = useUser();
  return useQuery(productDetailQueryOptions(id, user?.id ?? null));
}
