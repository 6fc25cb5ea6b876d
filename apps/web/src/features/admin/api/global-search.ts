import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../lib/admin-call.ts';

export const globalSearchQuery = (q: string) =>
  queryOptions({ queryKey: ['admin', 'search', q], queryFn: ({ signal }) => adminCall('/search', { q }, { signal }), placeholderData: keepPreviousData, staleTime: 10_000 });
export const useGlobalSearch = (q: string) => useQuery({ ...globalSearchQuery(q), enabled: q !== '' });
