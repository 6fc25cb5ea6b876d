import { WISHLIST_MAX_ITEMS } from '@shop/contract/wishlist-rules';
import { shopCall } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import { createStore, useStore } from '../../../lib/store.ts';
import { toast } from '../../../lib/toast.ts';
import { addToWishlist } from '../api/add-to-wishlist.ts';
import { clearWishlist } from '../api/clear-wishlist.ts';
import { mergeWishlist } from '../api/merge-wishlist.ts';
import { removeFromWishlist } from '../api/remove-from-wishlist.ts';

/** The spec's wishlist item, as a guest keeps it locally. Prices shown come from the server, not from here. */
export interface WishlistEntry {
  id: number;
  name: string;
  /** cents, when added */
  price: number;
  image: string;
}

const GUEST_KEY = 'cm.wishlist.guest';

interface State {
  /** Product ids, newest first. */
  ids: number[];
  /** False while a signed-in customer's list has not been read yet. */
  ready: boolean;
}

function readGuest(): WishlistEntry[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(GUEST_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter((e): e is WishlistEntry => Number.isInteger((e as WishlistEntry)?.id)) : [];
  } catch {
    return [];
  }
}

function writeGuest(entries: WishlistEntry[]) {
  try {
    if (entries.length) localStorage.setItem(GUEST_KEY, JSON.stringify(entries));
    else localStorage.removeItem(GUEST_KEY);
  } catch {
    /* storage unavailable: the list lasts for this page only */
  }
}

/** What the server's HTML shows (it knows no visitor's list): hydration starts from it. */
const SERVER_STATE: State = { ids: [], ready: true };
const store = createStore<State>({ ids: session.user ? [] : readGuest().map((e) => e.id), ready: !session.user }, { server: SERVER_STATE });
let memoryGuest: WishlistEntry[] = readGuest();
/** Whose list the store holds: the local guest list or the signed-in customer's. */
let mode: 'guest' | 'customer' = session.user ? 'customer' : 'guest';
let loading: Promise<void> | null = null;

const set = (next: Partial<State>) => store.update((state) => ({ ...state, ...next }));

async function loadAccountList(userId: string) {
  try {
    const data = await shopCall('/wishlist-list', {});
    if (session.user?.id === userId) set({ ids: data.items.map((i) => i.id), ready: true });
  } catch {
    if (session.user?.id === userId) set({ ready: true });
  }
}

function setGuest(entries: WishlistEntry[]) {
  memoryGuest = entries;
  writeGuest(entries);
  set({ ids: entries.map((e) => e.id), ready: true });
}

async function run(optimistic: number[], call: () => Promise<{ product_ids: number[] }>, failure: string) {
  const before = store.get().ids;
  set({ ids: optimistic });
  try {
    const result = await call();
    set({ ids: result.product_ids });
    return true;
  } catch (err) {
    set({ ids: before });
    toast.error((err as Error).message || failure);
    return false;
  }
}

export const wishlistStore = {
  get state() {
    return store.get();
  },
  subscribe: store.subscribe,
  has: (id: number) => store.get().ids.includes(id),

  /** Adds (ignored when already there), for a guest locally, for a customer in the account. */
  async add(entry: WishlistEntry) {
    const { ids } = store.get();
    if (ids.includes(entry.id)) return true;
    if (ids.length >= WISHLIST_MAX_ITEMS) {
      toast.error(`A sua lista de desejos já tem ${WISHLIST_MAX_ITEMS} produtos. Remova algum para adicionar outro.`);
      return false;
    }
    if (!session.user) {
      setGuest([entry, ...memoryGuest.filter((e) => e.id !== entry.id)]);
      return true;
    }
    return run([entry.id, ...ids], () => addToWishlist(entry.id), 'Não foi possível adicionar à lista de desejos.');
  },

  async remove(id: number) {
    if (!session.user) {
      setGuest(memoryGuest.filter((e) => e.id !== id));
      return true;
    }
    return run(store.get().ids.filter((x) => x !== id), () => removeFromWishlist(id), 'Não foi possível remover da lista de desejos.');
  },

  async toggle(entry: WishlistEntry) {
    return store.get().ids.includes(entry.id) ? this.remove(entry.id) : this.add(entry);
  },

  async clear() {
    if (!session.user) {
      setGuest([]);
      return true;
    }
    return run([], clearWishlist, 'Não foi possível limpar a lista de desejos.');
  },
};

// The guest-to-customer moment: the local list goes to the account (the server merges idempotently),
// then is forgotten locally. If the hand-over fails, the local list stays for the next sign-in.
session.onSignIn(async (user) => {
  const local = readGuest();
  mode = 'customer';
  set({ ready: false });
  try {
    const merged = await mergeWishlist(local.map((e) => e.id));
    writeGuest([]);
    memoryGuest = [];
    if (session.user?.id === user.id) set({ ids: merged.product_ids, ready: true });
  } catch {
    await loadAccountList(user.id);
  }
});

// Signing out returns to the (now empty) local list. Signing in is handled above; a customer already
// signed in on load is read once the page has painted.
session.subscribe(() => {
  if (session.user || mode === 'guest') return;
  mode = 'guest';
  memoryGuest = readGuest();
  set({ ids: memoryGuest.map((e) => e.id), ready: true });
});

if (typeof window !== 'undefined') {
  if (session.user) {
    const user = session.user;
    const start = () => {
      loading ??= loadAccountList(user.id);
    };
    if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 1500 });
    else setTimeout(start, 300);
  }
  // Another tab changed the guest list.
  window.addEventListener('storage', (event) => {
    if (event.key === GUEST_KEY && !session.user) {
      memoryGuest = readGuest();
      set({ ids: memoryGuest.map((e) => e.id), ready: true });
    }
  });
}

export function useWishlistIds(): State {
  return useStore(store);
}

export function useWishlistCount(): number {
  return useStore(store, (state) => state.ids.length);
}

export function useInWishlist(id: number): boolean {
  return useStore(store, (state) => state.ids.includes(id));
}
