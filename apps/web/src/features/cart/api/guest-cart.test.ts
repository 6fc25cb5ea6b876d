import { beforeEach, describe, expect, it } from 'vitest';
import { addToGuestCart, clearGuestCart, guestMergeId, readGuestCart, removeFromGuestCart, setGuestQty } from './guest-cart.ts';
import { guestView, localCart } from './cart-query.ts';

const line = (productId: number, variantId: number | null, qty: number, priceCents = 1000) => ({ productId, variantId, variantName: '', name: `P${productId}`, priceCents, image: '', qty });

beforeEach(() => localStorage.clear());

describe('guest cart', () => {
  it('sums a repeated product + variant and keeps variants apart', () => {
    addToGuestCart(line(1, null, 1));
    addToGuestCart(line(1, null, 2));
    addToGuestCart(line(1, 7, 1));
    expect(readGuestCart().map((l) => [l.productId, l.variantId, l.qty])).toEqual([[1, null, 3], [1, 7, 1]]);
  });

  it('removes a line when its quantity is set to 0', () => {
    addToGuestCart(line(1, null, 2));
    addToGuestCart(line(2, null, 1));
    setGuestQty({ productId: 1, variantId: null }, 0);
    expect(readGuestCart().map((l) => l.productId)).toEqual([2]);
    removeFromGuestCart({ productId: 2, variantId: null });
    expect(readGuestCart()).toEqual([]);
  });

  it('keeps one merge id for the life of the guest cart and a new one after it is cleared', () => {
    addToGuestCart(line(1, null, 1));
    const id = guestMergeId();
    addToGuestCart(line(2, null, 1));
    expect(guestMergeId()).toBe(id);
    clearGuestCart();
    addToGuestCart(line(3, null, 1));
    expect(guestMergeId()).not.toBe(id);
  });

  it('ignores a corrupted stored cart', () => {
    localStorage.setItem('cm.cart.guest', '{not json');
    expect(readGuestCart()).toEqual([]);
  });
});

describe('guest cart pricing', () => {
  it('prices locally with the one totals function', () => {
    const cart = localCart([line(1, null, 3, 33_335)]);
    expect(cart).toMatchObject({ sub_total: '1000.05', final_price: '1000.05', cart_total_qty: 3 });
    expect(cart.product_list[0]).toMatchObject({ final_price: '333.35', line_total: '1000.05' });
  });

  it("uses the server's answer when it is for these very quantities, else its prices with the new quantities", () => {
    const server = localCart([line(1, null, 1, 5000)]);
    expect(guestView([line(1, null, 1, 9999)], server)).toBe(server);
    const moved = guestView([line(1, null, 2, 9999)], server);
    expect(moved).toMatchObject({ sub_total: '100.00' });
  });
});
