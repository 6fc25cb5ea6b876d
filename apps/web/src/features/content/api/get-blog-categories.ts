import { queryOptions, useQuery } from '@tanstack/react-query';
import { functionsCall } from '../../../lib/api-client.ts';

export const fetchBlogCategories = (signal?: AbortSignal) => functionsCall('GET /blog-api/categories', { signal });

export const blogCategoriesQuery = () => queryOptions({ queryKey: ['content', 'categories'], queryFn: ({ signal }) => fetchBlogCategories(signal), staleTime: 5 * 60_000 });

export const useBlogCategories = () => useQuery(blogCategoriesQuery());
