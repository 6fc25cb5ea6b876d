import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../lib/admin-call.ts';

export const fetchProduct = (id: number) => adminCall('/products/detail', { id });
export const productQuery = (id: number) => queryOptions({ queryKey: ['admin', 'products', 'detail', id], queryFn: () => fetchProduct(id), staleTime: 0 });
export const useProduct = (id: number | null) => useQuery({ ...productQuery(id ?? 0), enabled: id !== null });
