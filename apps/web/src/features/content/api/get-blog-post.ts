import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPost } from '@shop/contract/content';
import { functionsCall } from '../../../lib/api-client.ts';

/** By numeric id (the spec's /blog/{id}) or by slug. */
export const fetchBlogPost = (idOrSlug: string, signal?: AbortSignal) =>
  functionsCall<BlogPost>('GET', /^\d+$/.test(idOrSlug) ? `/blog-api/posts/${idOrSlug}` : `/blog-api/posts/slug/${encodeURIComponent(idOrSlug)}`, { signal });

export const blogPostQuery = (idOrSlug: string) =>
  queryOptions({ queryKey: ['content', 'post', idOrSlug], queryFn: ({ signal }) => fetchBlogPost(idOrSlug, signal), staleTime: 5 * 60_000 });

export const useBlogPost = (idOrSlug: string) => useQuery(blogPostQuery(idOrSlug));
