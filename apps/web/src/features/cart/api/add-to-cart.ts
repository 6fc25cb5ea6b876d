import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { Cart } from '@shop/contract/cart';
import { ApiError, shopCall } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { cartKeys } from './cart-query.ts';
import { addToGuestCart } from './guest-cart.ts';

export { addToGuestCart, readGuestCart } from './guest-cart.ts';

/** What any screen hands to the cart. Item identity is product id plus variant id. */
export interface CartLineInput {
  productId: number;
  /** null when the product has no variants */
  variantId: number | null;
  variantName: string;
  name: string;
  /** unit price in cents, as shown to the shopper */
  priceCents: number;
  image: string;
  qty: number;
}

/** The server answers every cart change with the whole cart: it becomes the cached cart as it is. */
export function storeServerCart(queryClient: ReturnType<typeof useQueryClient>, cart: Cart) {
  queryClient.setQueryData(cartKeys.server(), cart);
  void queryClient.invalidateQueries({ queryKey: cartKeys.all, predicate: (q) => q.queryKey[1] === 'server' && (q.queryKey[3] !== 0 || q.queryKey[4] !== 0) });
}

export const OFFLINE_CART_MESSAGE = 'Sem ligação: o produto fica guardado neste telemóvel e entra no seu carrinho quando a ligação voltar.';

/**
 * Adds a line to the cart: the account's server cart when signed in (stock is checked there),
 * the guest cart in this browser otherwise. Signed in but offline, the line waits in this browser
 * and is merged into the account's cart when the network returns (decision 162).
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  const [isPending, setPending] = useState(false);
  const addToCart = useCallback(
    async (line: CartLineInput) => {
      setPending(true);
      try {
        if (session.user && navigator.onLine) {
          const cart = await shopCall('/add-cart', { product_id: line.productId, variant_id: line.variantId ?? 0, qty: line.qty });
          storeServerCart(queryClient, cart);
        } else {
          addToGuestCart(line);
        }
        toast.success(session.user && !navigator.onLine ? OFFLINE_CART_MESSAGE : 'Produto adicionado ao carrinho!', 3000);
      } catch (err) {
        if (err instanceof ApiError && err.code === 'NETWORK') {
          addToGuestCart(line);
          toast.success(OFFLINE_CART_MESSAGE, 3000);
          return;
        }
        toast.error(err instanceof ApiError && err.code !== 'INTERNAL' ? err.message : 'Falha ao adicionar item ao carrinho');
      } finally {
        setPending(false);
      }
    },
    [queryClient],
  );
  return { addToCart, isPending };
}
