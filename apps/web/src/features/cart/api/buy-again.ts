import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { Cart } from '@shop/contract/cart';
import { ApiError, shopCall } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { storeServerCart } from './add-to-cart.ts';

export interface BuyAgainLine {
  productId: number | null;
  variantId: number;
  qty: number;
  name: string;
}

/**
 * "Comprar de novo": puts an earlier order's lines back in the signed-in customer's cart. Each line
 * goes through /add-cart, which checks stock and that the product is still sold; what cannot be
 * added is named in one message, never one toast per line.
 */
export function useBuyAgain() {
  const queryClient = useQueryClient();
  const [isPending, setPending] = useState(false);
  const buyAgain = useCallback(
    async (lines: readonly BuyAgainLine[]) => {
      setPending(true);
      const added: string[] = [];
      const missed: string[] = [];
      let cart: Cart | null = null;
      try {
        for (const line of lines) {
          if (line.productId === null) {
            missed.push(line.name);
            continue;
          }
          try {
            cart = await shopCall('/add-cart', { product_id: line.productId, variant_id: line.variantId, qty: line.qty });
            added.push(line.name);
          } catch (err) {
            if (err instanceof ApiError && err.code === 'NETWORK') throw err;
            missed.push(line.name);
          }
        }
        if (cart) storeServerCart(queryClient, cart);
        if (added.length === 0) toast.error(`Nenhum produto desta encomenda está disponível de momento (${missed.join(', ')}).`);
        else if (missed.length) toast.info(`${added.length} ${added.length === 1 ? 'produto adicionado' : 'produtos adicionados'} ao carrinho. Indisponível: ${missed.join(', ')}.`, 6000);
        else toast.success(`${added.length} ${added.length === 1 ? 'produto adicionado' : 'produtos adicionados'} ao carrinho.`);
        return { added, missed };
      } catch (err) {
        toast.error(err instanceof Error ? err.message : 'Falha ao adicionar ao carrinho.');
        return { added, missed };
      } finally {
        setPending(false);
      }
    },
    [queryClient],
  );
  return { buyAgain, isPending };
}
