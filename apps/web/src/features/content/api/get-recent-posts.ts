import { queryOptions, useQuery } from '@tanstack/react-query';
import { functionsCall } from '../../../lib/api-client.ts';

export const fetchRecentPosts = (limit = 5, signal?: AbortSignal) => functionsCall('GET /blog-api/recent', { query: { limit }, signal });

export const recentPostsQuery = (limit = 5) =>
  queryOptions({ queryKey: ['content', 'recent', limit], queryFn: ({ signal }) => fetchRecentPosts(limit, signal), staleTime: 5 * 60_000 });

export const useRecentPosts = (limit = 5) => useQuery(recentPostsQuery(limit));
