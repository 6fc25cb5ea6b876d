import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, shopCall } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { storeServerCart } from './add-to-cart.ts';

export const GUEST_COUPON_MESSAGE = 'Por favor, inicie sessão para aplicar o cupão';

/** The discount is computed by the server from its own cart; only the code is sent. */
export function useApplyCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => shopCall('/apply-coupon', { coupon_code: code.trim().toUpperCase() }),
    onSuccess: (cart) => {
      storeServerCart(queryClient, cart);
      toast.success('Cupão aplicado com sucesso.');
    },
    onError: (err) => toast.error(err instanceof ApiError && err.code !== 'NETWORK' && err.code !== 'INTERNAL' ? err.message : 'Falha ao aplicar o cupão'),
  });
}

export function useRemoveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => shopCall('/remove-coupon', {}),
    onSuccess: (cart) => {
      storeServerCart(queryClient, cart);
      toast.success('Cupão removido.');
    },
    onError: (err) => toast.error(err instanceof ApiError ? err.message : 'Falha ao remover cupão'),
  });
}
