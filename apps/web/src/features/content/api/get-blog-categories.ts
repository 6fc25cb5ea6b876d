import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentDataKeys } from '@shop/contract/content-constants';
import { functionsCall } from '../../../lib/api-client.ts';
import { initialDataFor } from '../../../lib/initial-data.ts';

export const fetchBlogCategories = (signal?: AbortSignal) => functionsCall('GET /blog-api/categories', { signal });

export const blogCategoriesQuery = () => queryOptions({ queryKey: ['content', 'categories'], queryFn: ({ signal }) => fetchBlogCategories(signal), staleTime: 5 * 60_000 });

type BlogCategories = Awaited<ReturnType<typeof fetchBlogCategories>>;

export function useBlogCategories() {
  const initial = initialDataFor<BlogCategories>(contentDataKeys.categories());
  return useQuery(initial ? { ...blogCategoriesQuery(), initialData: initial.value, initialDataUpdatedAt: initial.at } : blogCategoriesQuery());
}
