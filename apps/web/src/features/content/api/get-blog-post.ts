import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentDataKeys } from '@shop/contract/content-constants';
import { functionsCall } from '../../../lib/api-client.ts';
import { initialDataFor } from '../../../lib/initial-data.ts';

/** By numeric id (the spec's /blog/{id}) or by slug. */
export const fetchBlogPost = (idOrSlug: string, signal?: AbortSignal) =>
  /^\d+$/.test(idOrSlug)
    ? functionsCall('GET /blog-api/posts/:id', { params: { id: idOrSlug }, signal })
    : functionsCall('GET /blog-api/posts/slug/:slug', { params: { slug: idOrSlug }, signal });

export const blogPostQuery = (idOrSlug: string) =>
  queryOptions({ queryKey: ['content', 'post', idOrSlug], queryFn: ({ signal }) => fetchBlogPost(idOrSlug, signal), staleTime: 5 * 60_000 });

type BlogPost = Awaited<ReturnType<typeof fetchBlogPost>>;

/** The server read the post for the page (and counted the view): its answer comes with the HTML. */
export function useBlogPost(idOrSlug: string) {
  const initial = initialDataFor<BlogPost>(contentDataKeys.post(idOrSlug));
  return useQuery(initial ? { ...blogPostQuery(idOrSlug), initialData: initial.value, initialDataUpdatedAt: initial.at } : blogPostQuery(idOrSlug));
}
