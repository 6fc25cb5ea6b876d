import { queryOptions, useQuery } from '@tanstack/react-query';
import { functionsCall } from '../../../lib/api-client.ts';

export const fetchFeaturedPosts = (limit = 3, signal?: AbortSignal) => functionsCall('GET /blog-api/featured', { query: { limit }, signal });

export const featuredPostsQuery = (limit = 3) =>
  queryOptions({ queryKey: ['content', 'featured', limit], queryFn: ({ signal }) => fetchFeaturedPosts(limit, signal), staleTime: 5 * 60_000 });

export const useFeaturedPosts = (limit = 3, enabled = true) => useQuery({ ...featuredPostsQuery(limit), enabled });
