import type { Staff } from '@shop/contract/admin';
import { createStore, useStore } from '../../../lib/store.ts';

/** The signed-in staff member; apart from the customer session (another token, another key). */
const TOKEN_KEY = 'cm.admin.token';
const STAFF_KEY = 'cm.admin.staff';

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* storage unavailable: the session lasts for the page only */
  }
}

const initialToken = typeof window === 'undefined' ? null : read<string>(TOKEN_KEY);
// The server's HTML has no staff member: hydration starts signed out.
const signedIn = createStore<{ token: string | null; staff: Staff | null }>(
  { token: initialToken, staff: initialToken ? read<Staff>(STAFF_KEY) : null },
  { server: { token: null, staff: null } },
);

export const adminSession = {
  get token() {
    return signedIn.get().token;
  },
  get staff() {
    return signedIn.get().staff;
  },
  signIn(newToken: string, member: Staff) {
    write(TOKEN_KEY, newToken);
    write(STAFF_KEY, member);
    signedIn.set({ token: newToken, staff: member });
  },
  update(member: Staff) {
    write(STAFF_KEY, member);
    signedIn.update((current) => ({ ...current, staff: member }));
  },
  clear() {
    write(TOKEN_KEY, null);
    write(STAFF_KEY, null);
    signedIn.set({ token: null, staff: null });
  },
  subscribe: signedIn.subscribe,
};

export function useStaff(): Staff | null {
  return useStore(signedIn, (current) => current.staff);
}
