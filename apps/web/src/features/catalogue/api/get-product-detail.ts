import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '@shop/contract/catalogue';
import { shopCall } from '../../../lib/api-client.ts';
import { initialDataFor } from '../../../lib/initial-data.ts';
import { useUser } from '../../../lib/session.ts';

export const getProductDetail = (id: number, signal?: AbortSignal) => shopCall('/product-detail', { id }, { signal });

/** The key under which the server writes a product's guest detail into the HTML. */
export const productDataKey = (id: number) => `product:${id}`;

export const productDetailQueryOptions = (id: number, customerId: string | null) =>
  queryOptions({
    queryKey: ['catalogue', 'detail', id, customerId],
    queryFn: ({ signal }) => getProductDetail(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });

export function useProductDetail(id: number) {
  const user = useUser();
  const options = productDetailQueryOptions(id, user?.id ?? null);
  // A guest's detail comes with the HTML; a customer sees it while their own (wishlist, own review) loads.
  const initial = initialDataFor<ProductDetail>(productDataKey(id));
  return useQuery(
    !initial ? options : user ? { ...options, placeholderData: initial.value } : { ...options, initialData: initial.value, initialDataUpdatedAt: initial.at },
  );
}
