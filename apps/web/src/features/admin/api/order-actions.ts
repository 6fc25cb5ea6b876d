import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail, OrderNoteRequest, OrderStatusChangeRequest, ReturnDecisionRequest, ReturnReceiveRequest } from '@shop/contract/admin-ops';
import { adminCall } from '../lib/admin-call.ts';

export const changeOrderStatus = (input: OrderStatusChangeRequest) => adminCall('/orders/status', input);
export const addOrderNote = (input: OrderNoteRequest) => adminCall('/orders/note', input);
export const decideReturn = (input: ReturnDecisionRequest) => adminCall('/orders/return', input);
export const receiveReturn = (input: ReturnReceiveRequest) => adminCall('/orders/return/receive', input);

/** The changes an order takes in the back office; each answers with the fresh detail. */
export function useOrderActions(id: number) {
  const client = useQueryClient();
  const onSuccess = (detail: AdminOrderDetail) => {
    client.setQueryData(['admin', 'orders', 'detail', id], detail);
    void client.invalidateQueries({ queryKey: ['admin', 'orders', 'list'] });
    void client.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
  };
  return {
    status: useMutation({ mutationFn: changeOrderStatus, onSuccess }),
    note: useMutation({ mutationFn: addOrderNote, onSuccess }),
    decideReturn: useMutation({ mutationFn: decideReturn, onSuccess }),
    receiveReturn: useMutation({
      mutationFn: receiveReturn,
      onSuccess: (detail: AdminOrderDetail) => {
        onSuccess(detail);
        // Stock and the bestseller ranking moved.
        void client.invalidateQueries({ queryKey: ['admin', 'products'] });
      },
    }),
  };
}
