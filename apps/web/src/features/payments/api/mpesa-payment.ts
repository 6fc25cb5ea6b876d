import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { shopCall } from '../../../lib/api-client.ts';

/** What to pay: the signed-in customer's order, or a booking by its reference and access token. */
export type MpesaTarget = { order_id: number } | { booking_reference: string; booking_token: string };

const keyOf = (target: MpesaTarget) => ['mpesa', 'order_id' in target ? `order:${target.order_id}` : `booking:${target.booking_reference}`] as const;

/** The panel's state; asked again every 5 s while a charge waits for M-Pesa's word. */
export const mpesaPaymentQuery = (target: MpesaTarget) =>
  queryOptions({
    queryKey: keyOf(target),
    queryFn: ({ signal }) => shopCall('/mpesa-payment', target, { signal }),
    refetchInterval: (query) => (query.state.data?.attempt?.state === 'confirming' ? 5000 : false),
  });

export const useMpesaPayment = (target: MpesaTarget) => useQuery(mpesaPaymentQuery(target));

/** Starts the charge (the phone rings for the PIN); the answer comes once the customer has answered it. */
export function useStartMpesaPayment(target: MpesaTarget) {
  const queryClient = useQueryClient();
  return useCallback(
    async (msisdn: string) => {
      const view = await shopCall('/mpesa-pay', { ...target, msisdn });
      queryClient.setQueryData(keyOf(target), view);
      return view;
    },
    [target, queryClient],
  );
}
