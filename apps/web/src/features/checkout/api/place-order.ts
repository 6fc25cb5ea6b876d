import { useMutation } from '@tanstack/react-query';
import type { PlaceOrderRequest, PlaceOrderResponse } from '@shop/contract/orders';
import { shopCall } from '../../../lib/api-client.ts';

export const placeOrder = ({ body, idempotencyKey }: { body: PlaceOrderRequest; idempotencyKey: string }) =>
  shopCall<PlaceOrderResponse>('/place-order', body as unknown as Record<string, unknown>, { headers: { 'Idempotency-Key': idempotencyKey } });

export const usePlaceOrder = () => useMutation({ mutationFn: placeOrder });
