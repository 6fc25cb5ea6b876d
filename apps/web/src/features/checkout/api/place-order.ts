import { useMutation } from '@tanstack/react-query';
import type { PlaceOrderRequest } from '@shop/contract/orders';
import { shopCall } from '../../../lib/api-client.ts';

export const placeOrder = ({ body, idempotencyKey }: { body: PlaceOrderRequest; idempotencyKey: string }) =>
  shopCall('/place-order', body, { headers: { 'Idempotency-Key': idempotencyKey } });

export const usePlaceOrder = () => useMutation({ mutationFn: placeOrder });
