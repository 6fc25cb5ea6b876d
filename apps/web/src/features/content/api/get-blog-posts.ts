import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { BLOG_PAGE_SIZE, contentDataKeys, type BlogListFilters } from '@shop/contract/content-constants';
import { functionsCall } from '../../../lib/api-client.ts';
import { initialDataFor } from '../../../lib/initial-data.ts';

export interface BlogFilters {
  category?: string;
  search?: string;
  page?: number;
  limit?: number;
}

export const fetchBlogPosts = (filters: BlogFilters, signal?: AbortSignal) =>
  functionsCall('GET /blog-api/posts', { query: { ...filters }, signal });

export const blogPostsQuery = (filters: BlogFilters) =>
  queryOptions({ queryKey: ['content', 'posts', filters], queryFn: ({ signal }) => fetchBlogPosts(filters, signal), placeholderData: keepPreviousData });

export const useBlogPosts = (filters: BlogFilters, enabled = true) => useQuery({ ...blogPostsQuery(filters), enabled });

type BlogPostsPage = Awaited<ReturnType<typeof fetchBlogPosts>>;

/** The blog list's page of posts; the server writes the one the address asks for into the HTML. */
export function useBlogListPosts(list: BlogListFilters) {
  const options = blogPostsQuery({ search: list.search || undefined, category: list.category || undefined, page: list.page, limit: BLOG_PAGE_SIZE });
  const initial = initialDataFor<BlogPostsPage>(contentDataKeys.posts(list, BLOG_PAGE_SIZE));
  return useQuery(initial ? { ...options, initialData: initial.value, initialDataUpdatedAt: initial.at } : options);
}
