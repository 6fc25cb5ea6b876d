import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../lib/admin-call.ts';

export const fetchCategories = () => adminCall('/categories/list');
export const categoriesQuery = () => queryOptions({ queryKey: ['admin', 'categories'], queryFn: fetchCategories, staleTime: 60_000 });
export const useCategories = () => useQuery(categoriesQuery());
