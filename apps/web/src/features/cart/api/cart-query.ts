import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cart } from '@shop/contract/cart';
import { computeCartTotals } from '@shop/contract/cart-totals';
import { centsToWire, wireToCents } from '@shop/contract/money';
import { shopCall } from '../../../lib/api-client.ts';
import { session, useUser } from '../../../lib/session.ts';
import type { CartLineInput } from './add-to-cart.ts';
import { sameLine, useGuestCart } from './guest-cart.ts';

export interface DeliveryChoice {
  methodId?: number;
  stateId?: number;
}

/** Server keys carry the account: on a shared device one customer's cart is never shown to the next. */
export const cartKeys = {
  all: ['cart'] as const,
  server: (delivery: DeliveryChoice = {}) => ['cart', 'server', session.user?.id ?? '', delivery.methodId ?? 0, delivery.stateId ?? 0] as const,
  guest: (lines: CartLineInput[]) => ['cart', 'guest', lines.map((l) => `${l.productId}:${l.variantId ?? 0}:${l.qty}`).join(',')] as const,
};

export const fetchServerCart = (delivery: DeliveryChoice = {}, signal?: AbortSignal) =>
  shopCall('/cart-list', { ...(delivery.methodId ? { method_id: delivery.methodId, state_id: delivery.stateId } : {}) }, { signal });

export const toGuestItems = (lines: CartLineInput[]) => lines.map((l) => ({ product_id: l.productId, variant_id: l.variantId ?? 0, qty: l.qty }));

export const serverCartQuery = (delivery: DeliveryChoice = {}) =>
  queryOptions({ queryKey: cartKeys.server(delivery), queryFn: ({ signal }) => fetchServerCart(delivery, signal), staleTime: 0 });

export const guestCartQuery = (lines: CartLineInput[]) =>
  queryOptions({
    queryKey: cartKeys.guest(lines),
    queryFn: ({ signal }) => shopCall('/cart-check-guest', { items: toGuestItems(lines) }, { signal }),
    staleTime: 30_000,
    placeholderData: (previous) => previous,
  });

/**
 * The guest cart priced from what this browser remembers, when the server cannot be asked
 * (offline). Same totals function as the server; the server's answer replaces it when it comes.
 */
export function localCart(lines: CartLineInput[]): Cart {
  const totals = computeCartTotals({ lines: lines.map((l) => ({ unitPriceCents: l.priceCents, originalUnitPriceCents: l.priceCents, qty: l.qty })) });
  return {
    product_list: lines.map((l, i) => ({
      cart_id: 0,
      product_id: l.productId,
      variant_id: l.variantId ?? 0,
      name: l.name,
      image: l.image,
      variant_name: l.variantName,
      orignal_price: centsToWire(l.priceCents),
      final_price: centsToWire(l.priceCents),
      line_total: centsToWire(totals.lineTotalsCents[i]!),
      qty: l.qty,
      stock: 99,
      available: true,
      notice: null,
    })),
    sub_total: centsToWire(totals.subtotalCents),
    total_sub_price: centsToWire(totals.originalSubtotalCents),
    coupon_info: null,
    discount: centsToWire(0),
    shipping: centsToWire(0),
    shipping_method: null,
    tax: centsToWire(0),
    final_price: centsToWire(totals.totalCents),
    cart_total_product: totals.lineCount,
    cart_total_qty: totals.totalQty,
    notices: [],
    can_checkout: lines.length > 0,
  };
}

export interface CartState {
  cart: Cart | null;
  isGuest: boolean;
  isLoading: boolean;
  error: Error | null;
  refetch: () => void;
}

/** The cart the shopper sees: the server cart when signed in, the priced guest cart otherwise. */
export function useCart(delivery: DeliveryChoice = {}): CartState {
  const user = useUser();
  const lines = useGuestCart();
  const server = useQuery({ ...serverCartQuery(delivery), enabled: Boolean(user) });
  const guest = useQuery({ ...guestCartQuery(lines), enabled: !user && lines.length > 0 });
  if (user && lines.length > 0) {
    return { cart: withPendingLines(server.data, lines), isGuest: false, isLoading: false, error: null, refetch: () => void server.refetch() };
  }
  if (user) {
    return { cart: server.data ?? null, isGuest: false, isLoading: server.isPending, error: server.error, refetch: () => void server.refetch() };
  }
  return { cart: guestView(lines, guest.data), isGuest: true, isLoading: lines.length > 0 && guest.isPending && !guest.data, error: null, refetch: () => void guest.refetch() };
}

const lineId = (productId: number, variantId: number | null) => `${productId}:${variantId ?? 0}`;

/** The server's pricing of these very lines, or (while it is on its way, or offline) a local one with the last prices it gave. */
export function guestView(lines: CartLineInput[], server: Cart | undefined): Cart {
  if (lines.length === 0) return localCart([]);
  if (server) {
    const serverQty = new Map(server.product_list.map((l) => [lineId(l.product_id, l.variant_id), l.qty]));
    const same = server.product_list.length === lines.length && lines.every((l) => serverQty.get(lineId(l.productId, l.variantId)) === l.qty);
    if (same) return server;
  }
  const known = new Map((server?.product_list ?? []).map((l) => [lineId(l.product_id, l.variant_id), wireToCents(l.final_price)]));
  return localCart(lines.map((l) => ({ ...l, priceCents: known.get(lineId(l.productId, l.variantId)) ?? l.priceCents })));
}

/**
 * A signed-in customer's cart while lines added offline wait in this browser: the account's cart as
 * last seen plus those lines, priced locally until the merge (on reconnection) answers.
 */
export function withPendingLines(server: Cart | undefined, pending: CartLineInput[]): Cart {
  const lines: CartLineInput[] = (server?.product_list ?? []).map((l) => ({
    productId: l.product_id, variantId: l.variant_id || null, variantName: l.variant_name, name: l.name, priceCents: wireToCents(l.final_price), image: l.image, qty: l.qty,
  }));
  for (const line of pending) {
    const same = lines.find((l) => sameLine(l, line));
    if (same) same.qty = Math.min(99, same.qty + line.qty);
    else lines.push({ ...line });
  }
  return localCart(lines);
}

/** The badge's number: units in the cart. */
export function useCartCount(): number {
  const user = useUser();
  const lines = useGuestCart();
  const server = useQuery({ ...serverCartQuery(), enabled: Boolean(user) });
  const local = lines.reduce((n, l) => n + l.qty, 0);
  if (user) return (server.data?.cart_total_qty ?? 0) + local;
  return local;
}

/** The signed-in customer's cart priced with a delivery choice (the checkout summary), as a plain query. */
export const useServerCart = (delivery: DeliveryChoice, enabled = true) => useQuery({ ...serverCartQuery(delivery), enabled, placeholderData: (previous) => previous });
