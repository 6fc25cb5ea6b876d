import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopCall } from '../../../lib/api-client.ts';

export const getMainCategories = (signal?: AbortSignal) => shopCall('/category-list', {}, { signal });

export const mainCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ['catalogue', 'main-categories'], queryFn: ({ signal }) => getMainCategories(signal), staleTime: 10 * 60_000 });

/** The catalogue's main categories (name, slug, product count), fetched once per visit. */
export const useMainCategories = (enabled = true) => useQuery({ ...mainCategoriesQueryOptions(), enabled });
