import { useSyncExternalStore } from 'react';
import type { Staff } from '@shop/contract/admin';

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

let token: string | null = typeof window === 'undefined' ? null : read<string>(TOKEN_KEY);
let staff: Staff | null = token && typeof window !== 'undefined' ? read<Staff>(STAFF_KEY) : null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const adminSession = {
  get token() {
    return token;
  },
  get staff() {
    return staff;
  },
  signIn(newToken: string, member: Staff) {
    token = newToken;
    staff = member;
    write(TOKEN_KEY, newToken);
    write(STAFF_KEY, member);
    emit();
  },
  update(member: Staff) {
    staff = member;
    write(STAFF_KEY, member);
    emit();
  },
  clear() {
    token = null;
    staff = null;
    write(TOKEN_KEY, null);
    write(STAFF_KEY, null);
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useStaff(): Staff | null {
  return useSyncExternalStore(adminSession.subscribe, () => staff, () => null);
}
