import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListResponse } from '@shop/contract/catalogue';
import type { PriceBand, ProductSort } from '@shop/contract/catalogue-rules';
import { shopCall } from '../../../lib/api-client.ts';
import { useUser } from '../../../lib/session.ts';

export interface CatalogueParams {
  search?: string;
  sort: ProductSort;
  price?: PriceBand;
  category?: string;
  categoryId?: number;
  page: number;
}

export const CATALOGUE_PAGE_SIZE = 12;

export function getProductList(p: CatalogueParams, signal?: AbortSignal) {
  return shopCall<ProductListResponse>(
    '/product-list',
    { search: p.search || undefined, sort: p.sort, price: p.price, category: p.category, category_id: p.categoryId, page: p.page, per_page: CATALOGUE_PAGE_SIZE },
    { signal },
  );
}

export const productListQueryOptions = (p: CatalogueParams, customerId: string | null) =>
  queryOptions({
    queryKey: ['catalogue', 'list', customerId, p],
    queryFn: ({ signal }) => getProductList(p, signal),
    // Keep the current page on screen while the next filter's answer arrives.
    placeholderData: keepPreviousData,
  });

export function useProductList(p: CatalogueParams) {
  const user = useUser();
  return useQuery(productListQueryOptions(p, user?.id ?? null));
}
