import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@shop/contract/cart';
import { ApiError, shopCall } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { storeServerCart } from './add-to-cart.ts';
import { removeFromGuestCart, setGuestQty } from './guest-cart.ts';

export interface LineKey {
  productId: number;
  /** 0 or null: no variant */
  variantId: number | null;
}

const messageOf = (err: unknown, fallback: string) => (err instanceof ApiError && err.code !== 'INTERNAL' ? err.message : fallback);

/** Removes a line (the server cart when signed in, the guest cart otherwise). */
export async function removeLine(key: LineKey): Promise<Cart | null> {
  if (!session.user) {
    removeFromGuestCart(key);
    return null;
  }
  return shopCall('/remove-cart', { product_id: key.productId, variant_id: key.variantId ?? 0 });
}

/** Moves a line from `current` to `next` units; 0 removes it. Sent as increase or decrease, as the spec does. */
export async function changeLineQty(key: LineKey, current: number, next: number): Promise<Cart | null> {
  if (next <= 0) return removeLine(key);
  if (!session.user) {
    setGuestQty(key, next);
    return null;
  }
  return shopCall('/cart-qty', {
    product_id: key.productId,
    variant_id: key.variantId ?? 0,
    quantity_type: next > current ? 'increase' : 'decrease',
    qty: Math.abs(next - current),
  });
}

export function useChangeQty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, current, next }: { key: LineKey; current: number; next: number }) => changeLineQty(key, current, next),
    onSuccess: (cart, { next }) => {
      if (cart) storeServerCart(queryClient, cart);
      if (next <= 0) toast.success('Produto removido do carrinho!', 3000);
      else toast.success('Carrinho atualizado!', 2000);
    },
    onError: (err) => toast.error(messageOf(err, 'Falha ao atualizar quantidade')),
  });
}

export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: LineKey) => removeLine(key),
    onSuccess: (cart) => {
      if (cart) storeServerCart(queryClient, cart);
      toast.success('Produto removido do carrinho!', 3000);
    },
    onError: (err) => toast.error(messageOf(err, 'Falha ao remover item do carrinho')),
  });
}
