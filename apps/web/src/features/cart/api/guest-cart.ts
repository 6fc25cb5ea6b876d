import { createStore, useStore } from '../../../lib/store.ts';
import type { CartLineInput } from './add-to-cart.ts';

/**
 * The guest cart, kept in this browser. Its merge id travels with it: merging the same guest
 * cart into an account twice (a retry, two tabs) changes the account's cart once.
 */
const GUEST_CART_KEY = 'cm.cart.guest';
const MERGE_ID_KEY = 'cm.cart.guest.merge-id';

const EMPTY: CartLineInput[] = [];
let cache: { raw: string | null; lines: CartLineInput[] } = { raw: null, lines: EMPTY };

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readGuestCart(): CartLineInput[] {
  const raw = storage()?.getItem(GUEST_CART_KEY) ?? null;
  if (raw === cache.raw) return cache.lines;
  let lines: CartLineInput[] = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) lines = parsed.filter((l): l is CartLineInput => typeof l?.productId === 'number' && Number.isInteger(l?.qty) && l.qty > 0);
  } catch {
    lines = EMPTY;
  }
  cache = { raw, lines };
  return lines;
}

/** The stored lines as screens show them; the server's HTML (so hydration) has none. */
const shown = createStore(typeof window === 'undefined' ? EMPTY : readGuestCart(), { server: EMPTY });

if (typeof window !== 'undefined') {
  // Another tab changed (or cleared) the stored cart.
  window.addEventListener('storage', (e) => {
    if (e.key === GUEST_CART_KEY || e.key === null) shown.set(readGuestCart());
  });
}

function newMergeId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function guestMergeId(): string {
  const store = storage();
  let id = store?.getItem(MERGE_ID_KEY) ?? null;
  if (!id) {
    id = newMergeId();
    store?.setItem(MERGE_ID_KEY, id);
  }
  return id;
}

export function writeGuestCart(lines: CartLineInput[]) {
  const store = storage();
  if (!store) return;
  if (lines.length === 0) {
    store.removeItem(GUEST_CART_KEY);
    store.removeItem(MERGE_ID_KEY);
  } else {
    guestMergeId();
    store.setItem(GUEST_CART_KEY, JSON.stringify(lines));
  }
  shown.set(readGuestCart());
}

export const sameLine = (a: { productId: number; variantId: number | null }, b: { productId: number; variantId: number | null }) =>
  a.productId === b.productId && (a.variantId || null) === (b.variantId || null);

export function addToGuestCart(line: CartLineInput) {
  const lines = readGuestCart().map((l) => ({ ...l }));
  const same = lines.find((l) => sameLine(l, line));
  if (same) same.qty = Math.min(99, same.qty + line.qty);
  else lines.push({ ...line, qty: Math.min(99, line.qty) });
  writeGuestCart(lines);
}

/** Sets a line's quantity; 0 removes it. */
export function setGuestQty(key: { productId: number; variantId: number | null }, qty: number) {
  const lines = readGuestCart()
    .map((l) => (sameLine(l, key) ? { ...l, qty: Math.min(99, qty) } : l))
    .filter((l) => l.qty > 0);
  writeGuestCart(lines);
}

export function removeFromGuestCart(key: { productId: number; variantId: number | null }) {
  writeGuestCart(readGuestCart().filter((l) => !sameLine(l, key)));
}

export const clearGuestCart = () => writeGuestCart([]);

export function useGuestCart(): CartLineInput[] {
  return useStore(shown);
}
