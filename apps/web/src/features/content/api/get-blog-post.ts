import { queryOptions, useQuery } from '@tanstack/react-query';
import { functionsCall } from '../../../lib/api-client.ts';

/** By numeric id (the spec's /blog/{id}) or by slug. */
export const fetchBlogPost = (idOrSlug: string, signal?: AbortSignal) =>
  /^\d+$/.test(idOrSlug)
    ? functionsCall('GET /blog-api/posts/:id', { params: { id: idOrSlug }, signal })
    : functionsCall('GET /blog-api/posts/slug/:slug', { params: { slug: idOrSlug }, signal });

export const blogPostQuery = (idOrSlug: string) =>
  queryOptions({ queryKey: ['content', 'post', idOrSlug], queryFn: ({ signal }) => fetchBlogPost(idOrSlug, signal), staleTime: 5 * 60_000 });

export const useBlogPost = (idOrSlug: string) => useQuery(blogPostQuery(idOrSlug));
