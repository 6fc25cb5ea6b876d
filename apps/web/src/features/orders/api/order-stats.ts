import { useQuery } from '@tanstack/react-query';
import { shopCall } from '../../../lib/api-client.ts';
import { useUser } from '../../../lib/session.ts';
import { orderKeys } from './order-list.ts';

/**
 * For the profile: orders placed, total spent (orders not cancelled) and loyalty points
 * (1 per 100 MT of delivered goods). Disabled for guests.
 */
export function useOrderStats() {
  const user = useUser();
  return useQuery({
    queryKey: orderKeys.stats(),
    queryFn: ({ signal }) => shopCall('/order-stats', {}, { signal }),
    enabled: Boolean(user),
    staleTime: 30_000,
  });
}

export function useLoyaltyReward() {
  const user = useUser();
  return useQuery({
    queryKey: orderKeys.loyalty(),
    queryFn: ({ signal }) => shopCall('/loyality-reward', {}, { signal }),
    enabled: Boolean(user),
    staleTime: 30_000,
  });
}
