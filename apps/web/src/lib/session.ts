import type { User } from '@shop/contract/accounts';
import { setUnauthenticatedHandler, tokenStore } from './api-client.ts';
import { createStore, useStore } from './store.ts';

/**
 * The signed-in customer, shared by every feature. The accounts feature signs in and out;
 * other features read it and may react to the guest-to-customer moment (`onSignIn`).
 */
const USER_KEY = 'cm.auth.user';

function readUser(): User | null {
  try {
    const raw = localStorage.getItem(USER_KEY);
    return raw && tokenStore.get() ? (JSON.parse(raw) as User) : null;
  } catch {
    return null;
  }
}

// The server's HTML is a guest's: hydration starts signed out, then shows the customer.
const current = createStore<User | null>(typeof window === 'undefined' ? null : readUser(), { server: null });
const signInHandlers = new Set<(user: User) => Promise<void> | void>();
const signOutHandlers = new Set<() => void>();

export const session = {
  get user() {
    return current.get();
  },
  /** Called by the accounts feature after login, registration or code verification. */
  async signIn(token: string, user: User) {
    tokenStore.set(token);
    try {
      localStorage.setItem(USER_KEY, JSON.stringify(user));
    } catch {}
    current.set(user);
    // Features hand their guest state (wishlist, cart) to the account here.
    for (const handler of signInHandlers) {
      try {
        await handler(user);
      } catch (err) {
        console.error('sign-in handler failed', err);
      }
    }
  },
  updateUser(user: User) {
    try {
      localStorage.setItem(USER_KEY, JSON.stringify(user));
    } catch {}
    current.set(user);
  },
  /** Forgets the session locally (the accounts feature also revokes it on the server). */
  clear() {
    tokenStore.set(null);
    try {
      localStorage.removeItem(USER_KEY);
    } catch {}
    current.set(null);
  },
  /** The customer signed out (the accounts feature's `signOut`): forgets the session and drops what `onSignOut` kept for it. */
  signedOut() {
    session.clear();
    for (const handler of signOutHandlers) handler();
  },
  subscribe: current.subscribe,
  /** Registers a handler for the guest-to-customer moment; returns an unsubscribe function. */
  onSignIn(handler: (user: User) => Promise<void> | void) {
    signInHandlers.add(handler);
    return () => signInHandlers.delete(handler);
  },
  /** Registers what must go when the customer signs out (the app's cached answers); returns an unsubscribe function. */
  onSignOut(handler: () => void) {
    signOutHandlers.add(handler);
    return () => signOutHandlers.delete(handler);
  },
};

const EXPIRED_KEY = 'cm.auth.expired';
/** How long after a session ends the sign-in page still says why (a later visit is just a sign-in). */
const EXPIRED_NOTICE_MS = 30 * 60_000;

// A stale or revoked token is dropped: the visitor carries on as a guest, and the sign-in page
// says the session ended (instead of dropping the customer there without a word).
setUnauthenticatedHandler(() => {
  try {
    sessionStorage.setItem(EXPIRED_KEY, String(Date.now()));
  } catch {
    /* storage unavailable: no notice */
  }
  session.clear();
});

/** True once, on the sign-in page, when a session ended by itself shortly before. */
export function takeSessionExpired(now = Date.now()): boolean {
  try {
    const at = Number(sessionStorage.getItem(EXPIRED_KEY));
    sessionStorage.removeItem(EXPIRED_KEY);
    return at > 0 && now - at < EXPIRED_NOTICE_MS;
  } catch {
    return false;
  }
}

export function useUser(): User | null {
  return useStore(current);
}
