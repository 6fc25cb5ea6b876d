import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentDataKeys } from '@shop/contract/content-constants';
import { functionsCall } from '../../../lib/api-client.ts';
import { initialDataFor } from '../../../lib/initial-data.ts';

export const fetchFeaturedPosts = (limit = 3, signal?: AbortSignal) => functionsCall('GET /blog-api/featured', { query: { limit }, signal });

export const featuredPostsQuery = (limit = 3) =>
  queryOptions({ queryKey: ['content', 'featured', limit], queryFn: ({ signal }) => fetchFeaturedPosts(limit, signal), staleTime: 5 * 60_000 });

type FeaturedPosts = Awaited<ReturnType<typeof fetchFeaturedPosts>>;

export function useFeaturedPosts(limit = 3, enabled = true) {
  const initial = initialDataFor<FeaturedPosts>(contentDataKeys.featured(limit));
  const options = { ...featuredPostsQuery(limit), enabled };
  return useQuery(initial ? { ...options, initialData: initial.value, initialDataUpdatedAt: initial.at } : options);
}
