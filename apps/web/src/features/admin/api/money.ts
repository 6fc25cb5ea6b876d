import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecordPaymentRequest, RecordRefundRequest } from '@shop/contract/payments';
import { adminCall } from '../lib/admin-call.ts';

export const recordPayment = (input: RecordPaymentRequest) => adminCall('/payments/record', input);
export const recordRefund = (input: RecordRefundRequest) => adminCall('/payments/refund', input);

/** Payments and refunds change the order or booking, the queues and the figures: all are read again. */
export function useMoneyActions() {
  const client = useQueryClient();
  const onSuccess = () => {
    for (const key of ['orders', 'appointments', 'proofs', 'dashboard', 'reports']) void client.invalidateQueries({ queryKey: ['admin', key] });
  };
  return {
    pay: useMutation({ mutationFn: recordPayment, onSuccess }),
    refund: useMutation({ mutationFn: recordRefund, onSuccess }),
  };
}
