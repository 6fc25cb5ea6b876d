import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListResponse } from '@shop/contract/catalogue';
import type { catalogueRequestFor } from '@shop/contract/catalogue-url';
import { shopCall } from '../../../lib/api-client.ts';
import { initialDataFor } from '../../../lib/initial-data.ts';
import { useUser } from '../../../lib/session.ts';

export type CatalogueRequest = NonNullable<ReturnType<typeof catalogueRequestFor>>;

export const getProductList = (request: CatalogueRequest, signal?: AbortSignal) =>
  shopCall('/product-list', { ...request }, { signal });

/** The key under which the server writes a guest's first page into the HTML. */
export const catalogueDataKey = (request: CatalogueRequest) => `catalogue:${JSON.stringify(request)}`;

export const productListQueryOptions = (request: CatalogueRequest, customerId: string | null) =>
  queryOptions({
    queryKey: ['catalogue', 'list', customerId, request],
    queryFn: ({ signal }) => getProductList(request, signal),
    // Keep the current page on screen while the next filter's answer arrives.
    placeholderData: keepPreviousData,
  });

export function useProductList(request: CatalogueRequest) {
  const user = useUser();
  const options = productListQueryOptions(request, user?.id ?? null);
  // A guest's first page comes with the HTML; a customer sees it while their own (with wishlist flags) loads.
  const initial = initialDataFor<ProductListResponse>(catalogueDataKey(request));
  return useQuery(
    !initial ? options : user ? { ...options, placeholderData: initial.value } : { ...options, initialData: initial.value, initialDataUpdatedAt: initial.at },
  );
}
