import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProductListRequest } from '@shop/contract/admin-catalogue';
import { adminCall } from '../lib/admin-call.ts';

export const fetchProducts = (filters: AdminProductListRequest) => adminCall('/products/list', filters);
export const productsQuery = (filters: AdminProductListRequest) =>
  queryOptions({ queryKey: ['admin', 'products', 'list', filters], queryFn: () => fetchProducts(filters), placeholderData: keepPreviousData, staleTime: 10_000 });
export const useProducts = (filters: AdminProductListRequest) => useQuery(productsQuery(filters));
