import { useQuery } from '@tanstack/react-query';
import { shopCall } from '../../../lib/api-client.ts';

/** The methods that deliver to a state (those for it and those for everywhere). */
export const useShippingMethods = (stateId: number | null) =>
  useQuery({
    queryKey: ['shipping-methods', stateId],
    queryFn: () => shopCall('/delivery-list', { state_id: stateId }),
    enabled: stateId !== null,
    staleTime: 5 * 60_000,
  });
