import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { orderKeys } from '../features/orders/api/order-list.ts';
import { MpesaPayPanel } from '../features/payments/components/mpesa-pay-panel.tsx';

/** "Pagar com M-Pesa" for an order (composed here: features stay apart); once paid, the order is read again. `autoStart`: the number chosen at checkout. */
export function OrderMpesaSlot({ orderId, autoStart }: { orderId: number; autoStart?: string }) {
  const queryClient = useQueryClient();
  const target = useMemo(() => ({ order_id: orderId }), [orderId]);
  const onPaid = useCallback(() => void queryClient.invalidateQueries({ queryKey: orderKeys.all }), [queryClient]);
  return <MpesaPayPanel target={target} onPaid={onPaid} autoStart={autoStart} />;
}
