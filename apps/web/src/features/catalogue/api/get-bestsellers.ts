import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopCall } from '../../../lib/api-client.ts';
import { initialDataFor } from '../../../lib/initial-data.ts';
import { useUser } from '../../../lib/session.ts';
import { bestsellersDataKey } from '../lib/home-data.ts';

export const getBestsellers = (limit: number, signedIn: boolean, signal?: AbortSignal) =>
  shopCall(signedIn ? '/bestseller' : '/bestseller-guest', { per_page: limit }, { signal });

export const bestsellersQueryOptions = (limit: number, customerId: string | null) =>
  queryOptions({
    queryKey: ['catalogue', 'bestsellers', limit, customerId],
    queryFn: ({ signal }) => getBestsellers(limit, customerId !== null, signal),
    staleTime: 5 * 60_000,
  });

type Bestsellers = Awaited<ReturnType<typeof getBestsellers>>;

export function useBestsellers(limit: number) {
  const user = useUser();
  const options = bestsellersQueryOptions(limit, user?.id ?? null);
  // A guest's bestsellers come with the home page's HTML; a customer sees them while their own (wishlist flags) load.
  const initial = initialDataFor<Bestsellers>(bestsellersDataKey(limit));
  return useQuery(
    !initial ? options : user ? { ...options, placeholderData: initial.value } : { ...options, initialData: initial.value, initialDataUpdatedAt: initial.at },
  );
}
