import { queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH_OVERLAY_LIMIT } from '@shop/contract/catalogue-rules';
import { shopCall } from '../../../lib/api-client.ts';
import { useUser } from '../../../lib/session.ts';

export function searchProducts(text: string, signedIn: boolean, signal?: AbortSignal) {
  return shopCall(signedIn ? '/search' : '/search-guest', { search: text, per_page: SEARCH_OVERLAY_LIMIT }, { signal });
}

export const searchQueryOptions = (text: string, customerId: string | null) =>
  queryOptions({
    queryKey: ['catalogue', 'search', customerId, text],
    queryFn: ({ signal }) => searchProducts(text, customerId !== null, signal),
    enabled: text.trim() !== '',
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Searches the whole catalogue; a blank text makes no call. */
export function useProductSearch(text: string) {
  const user = useUser();
  return useQuery(searchQueryOptions(text.trim(), user?.id ?? null));
}
