import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { functionsCall } from '../../../lib/api-client.ts';

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
