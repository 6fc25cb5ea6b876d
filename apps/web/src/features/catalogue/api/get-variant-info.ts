import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopCall } from '../../../lib/api-client.ts';
import { useUser } from '../../../lib/session.ts';

/** The spec's payload: `variant` is the text of a list with one map of option group to chosen option id. */
export const getVariantInfo = (productId: number, group: string, variantId: number, quantity: number, signal?: AbortSignal) =>
  shopCall('/variant-list', { product_id: productId, variant: JSON.stringify([{ [group]: String(variantId) }]), quantity }, { signal });

export const variantInfoQueryOptions = (productId: number, group: string, variantId: number | null, customerId: string | null) =>
  queryOptions({
    queryKey: ['catalogue', 'variant', productId, variantId, customerId],
    queryFn: ({ signal }) => getVariantInfo(productId, group, variantId!, 1, signal),
    enabled: customerId !== null && variantId !== null,
    staleTime: 15_000,
  });

/** Signed-in customers ask the server for the chosen option (as the spec does); guests read the same numbers from the detail. */
export function useVariantInfo(productId: number, group: string, variantId: number | null) {
  const user = useUser();
  return useQuery(variantInfoQueryOptions(productId, group, variantId, user?.id ?? null));
}
