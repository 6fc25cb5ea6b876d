import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProofDecisionRequest } from '@shop/contract/admin-ops';
import { adminCall } from '../lib/admin-call.ts';

export const decideProof = (input: ProofDecisionRequest) => adminCall('/proofs/decide', input);

export function useDecideProof() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideProof,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['admin', 'proofs'] });
      void client.invalidateQueries({ queryKey: ['admin', 'orders'] });
      void client.invalidateQueries({ queryKey: ['admin', 'appointments'] });
      void client.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
  });
}
