import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../../lib/api-client.ts';
import { addToGuestCart, readGuestCart } from './guest-cart.ts';
import { mergeGuestCartNow } from './merge-guest-cart.ts';

const line = { productId: 20, variantId: null, variantName: '', name: 'Champô', priceCents: 39000, image: '', qty: 2 };

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('handing the guest cart to the account', () => {
  it('a guest (no session) keeps the lines as the guest cart and calls nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    addToGuestCart(line);
    await mergeGuestCartNow(new QueryClient());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(readGuestCart()).toHaveLength(1);
  });

  it('a signed-in customer sends them once with the merge id and the guest cart is emptied', async () => {
    const empty = { product_list: [], total_price: '0', total_qty: 0 };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ status: 1, message: '', data: { cart: empty, skipped: [] } }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    tokenStore.set('token-1');
    addToGuestCart(line);
    await mergeGuestCartNow(new QueryClient());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/cart-merge$/);
    expect(JSON.parse(String(init.body)).items).toEqual([{ product_id: 20, variant_id: 0, qty: 2 }]);
    expect(readGuestCart()).toEqual([]);
  });
});
