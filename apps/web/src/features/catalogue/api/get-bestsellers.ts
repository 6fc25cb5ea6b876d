import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopCall } from '../../../lib/api-client.ts';
import { useUser } from '../../../lib/session.ts';

export const getBestsellers = (limit: number, signedIn: boolean, signal?: AbortSignal) =>
  shopCall(signedIn ? '/bestseller' : '/bestseller-guest', { per_page: limit }, { signal });

export const bestsellersQueryOptions = (limit: number, customerId: string | null) =>
  queryOptions({
    queryKey: ['catalogue', 'bestsellers', limit, customerId],
    queryFn: ({ signal }) => getBestsellers(limit, customerId !== null, signal),
    staleTime: 5 * 60_000,
  });

export function useBestsellers(limit = 12) {
  const user = useUser();
  return useQuery(bestsellersQueryOptions(limit, user?.id ?? null));
}
