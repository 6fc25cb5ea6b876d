import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { shopCall } from '../../../lib/api-client.ts';
import { useUser } from '../../../lib/session.ts';
import { useWishlistIds } from '../stores/wishlist-store.ts';

/** A customer's list comes from the account; a guest's local ids are answered with current prices and stock. */
export function getWishlist(signedIn: boolean, guestIds: number[], signal?: AbortSignal) {
  return signedIn
    ? shopCall('/wishlist-list', {}, { signal })
    : shopCall('/wishlist-guest', { product_ids: guestIds }, { signal });
}

export const wishlistQueryOptions = (customerId: string | null, ids: number[]) =>
  queryOptions({
    // The ids are part of the key: adding elsewhere refetches, removing filters what is shown at once.
    queryKey: ['wishlist', 'items', customerId, [...ids].sort((a, b) => a - b).join(',')],
    queryFn: ({ signal }) => getWishlist(customerId !== null, ids, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useWishlistItems() {
  const user = useUser();
  const { ids, ready } = useWishlistIds();
  const query = useQuery({ ...wishlistQueryOptions(user?.id ?? null, ids), enabled: ready && ids.length > 0 });
  const present = new Set(ids);
  const items = ids.length === 0 ? [] : (query.data?.items ?? []).filter((i) => present.has(i.id));
  return { ...query, items, ready, isPending: ready ? ids.length > 0 && query.isPending : true };
}
