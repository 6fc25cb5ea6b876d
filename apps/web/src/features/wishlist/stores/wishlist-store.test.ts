import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const entry = (id: number) => ({ id, name: `Produto ${id}`, price: 50_000, image: `/images/products/${id}.svg` });
const ok = (data: unknown) => new Response(JSON.stringify({ status: 1, message: 'ok', data }), { status: 200 });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  localStorage.clear();
  vi.resetModules();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

/** A fresh store (and session) per test: both keep module state. */
async function load() {
  const { session } = await import('../../../lib/session.ts');
  const { wishlistStore } = await import('./wishlist-store.ts');
  return { session, wishlistStore };
}

describe('wishlist store', () => {
  it('keeps a guest list locally, newest first, without duplicates, and calls nothing', async () => {
    const { wishlistStore } = await load();
    await wishlistStore.add(entry(1));
    await wishlistStore.add(entry(2));
    await wishlistStore.add(entry(1));
    expect(wishlistStore.state.ids).toEqual([2, 1]);
    expect(JSON.parse(localStorage.getItem('cm.wishlist.guest')!).map((e: { id: number }) => e.id)).toEqual([2, 1]);
    await wishlistStore.toggle(entry(2));
    expect(wishlistStore.state.ids).toEqual([1]);
    await wishlistStore.clear();
    expect(wishlistStore.state.ids).toEqual([]);
    expect(localStorage.getItem('cm.wishlist.guest')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('hands the guest list to the account at sign-in, then forgets it locally', async () => {
    const { session, wishlistStore } = await load();
    await wishlistStore.add(entry(3));
    await wishlistStore.add(entry(4));
    fetchMock.mockResolvedValueOnce(ok({ product_ids: [9, 4, 3], count: 3 }));
    await session.signIn('token-1', { id: '5', first_name: 'Neusa', last_name: 'C', name: 'Neusa C', email: null, mobile: null, image: null });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/loja/wishlist-merge');
    expect(JSON.parse(String(init.body))).toEqual({ product_ids: [4, 3] });
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
    expect(wishlistStore.state).toEqual({ ids: [9, 4, 3], ready: true });
    expect(localStorage.getItem('cm.wishlist.guest')).toBeNull();

    // A customer's changes go to the account; the answer is the truth.
    fetchMock.mockResolvedValueOnce(ok({ product_ids: [4, 3], count: 2 }));
    await wishlistStore.remove(9);
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/loja/wishlist-remove');
    expect(wishlistStore.state.ids).toEqual([4, 3]);

    // Signing out returns to an empty local list.
    session.clear();
    expect(wishlistStore.state).toEqual({ ids: [], ready: true });
  });

  it('keeps the local list when the hand-over fails, and rolls back a failed change', async () => {
    const { session, wishlistStore } = await load();
    await wishlistStore.add(entry(5));
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    fetchMock.mockResolvedValueOnce(ok({ items: [], count: 0 }));
    await session.signIn('token-2', { id: '6', first_name: 'A', last_name: 'B', name: 'A B', email: null, mobile: null, image: null });
    expect(localStorage.getItem('cm.wishlist.guest')).not.toBeNull();

    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ status: 0, message: 'Produto não encontrado.', code: 'NOT_FOUND' }), { status: 404 }));
    const before = wishlistStore.state.ids;
    expect(await wishlistStore.add(entry(77))).toBe(false);
    expect(wishlistStore.state.ids).toEqual(before);
  });
});
