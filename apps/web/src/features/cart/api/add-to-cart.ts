import { useCallback, useState } from 'react';
import { toast } from '../../../lib/toast.ts';

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

const GUEST_CART_KEY = 'cm.cart.guest';

export function readGuestCart(): CartLineInput[] {
  try {
    return JSON.parse(localStorage.getItem(GUEST_CART_KEY) ?? '[]') as CartLineInput[];
  } catch {
    return [];
  }
}

function writeGuestCart(lines: CartLineInput[]) {
  localStorage.setItem(GUEST_CART_KEY, JSON.stringify(lines));
  window.dispatchEvent(new Event('cm:cart-changed'));
}

export function addToGuestCart(line: CartLineInput) {
  const lines = readGuestCart();
  const same = lines.find((l) => l.productId === line.productId && l.variantId === line.variantId);
  if (same) same.qty += line.qty;
  else lines.push(line);
  writeGuestCart(lines);
}

/**
 * Adds a line to the cart. The cart feature's owner replaces the body with the server cart for
 * signed-in customers; the signature stays.
 */
export function useAddToCart() {
  const [isPending, setPending] = useState(false);
  const addToCart = useCallback(async (line: CartLineInput) => {
    setPending(true);
    try {
      addToGuestCart(line);
      toast.success('Produto adicionado ao carrinho!', 3000);
    } catch {
      toast.error('Falha ao adicionar item ao carrinho');
    } finally {
      setPending(false);
    }
  }, []);
  return { addToCart, isPending };
}
