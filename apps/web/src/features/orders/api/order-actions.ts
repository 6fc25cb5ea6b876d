import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReturnReason } from '@shop/contract/order-status';
import type { OrderDetail } from '@shop/contract/orders';
import { shopCall } from '../../../lib/api-client.ts';
import { orderKeys } from './order-list.ts';

function useOrderMutation<V>(call: (vars: V) => Promise<OrderDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.order_id), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all, predicate: (q) => q.queryKey[1] !== 'detail' });
    },
  });
}

/** Cancels a pending order (the server restores the stock and gives the coupon use back). */
export const useCancelOrder = () => useOrderMutation((orderId: number) => shopCall('/order-cancel', { order_id: orderId }));

/** Asks to return units of one line of a delivered order, with a reason from the list; staff decide. */
export const useRequestReturn = () =>
  useOrderMutation(async (v: { orderId: number; productId: number; variantId: number; qty: number; reasonCode: ReturnReason; reason?: string }) => {
    const res = await shopCall('/product-return', {
      orderId: v.orderId, productId: v.productId, variantId: v.variantId, qty: v.qty, reason_code: v.reasonCode, ...(v.reason ? { reason: v.reason } : {}),
    });
    return res.order;
  });
