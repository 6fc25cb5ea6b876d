import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderBulkShipRequest, ProofBulkApproveRequest } from '@shop/contract/admin-ops';
import { adminCall } from '../lib/admin-call.ts';

export const bulkShipOrders = (input: OrderBulkShipRequest) => adminCall('/orders/bulk-ship', input);
export const bulkApproveProofs = (input: ProofBulkApproveRequest) => adminCall('/proofs/bulk-approve', input);

/** Several orders sent or proofs approved at once; the lists and counters they touch are read again. */
export function useBulkActions() {
  const client = useQueryClient();
  const onSettled = () => {
    for (const key of ['orders', 'proofs', 'appointments', 'dashboard', 'counters']) void client.invalidateQueries({ queryKey: ['admin', key] });
  };
  return {
    ship: useMutation({ mutationFn: bulkShipOrders, onSettled }),
    approve: useMutation({ mutationFn: bulkApproveProofs, onSettled }),
  };
}
