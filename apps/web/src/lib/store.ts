import { useSyncExternalStore } from 'react';

/**
 * A value several screens share, outside React: read it, change it, hear about changes, and a hook
 * for components. What it persists (localStorage, another tab's `storage` event) stays with its owner.
 */
export interface Store<T> {
  get(): T;
  /** Listeners hear only a value that is not `Object.is` the current one. */
  set(next: T): void;
  update(change: (current: T) => T): void;
  /** Returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** What the server's HTML shows, so hydration renders exactly that (without `options.server`: the current value). */
  server(): T;
}

export function createStore<T>(value: T, options: { server?: T } = {}): Store<T> {
  const listeners = new Set<() => void>();
  const store: Store<T> = {
    get: () => value,
    set(next) {
      if (!Object.is(next, value)) {
        value = next;
        listeners.forEach((listener) => listener());
      }
    },
    update: (change) => store.set(change(value)),
    subscribe: (listener) => (listeners.add(listener), () => void listeners.delete(listener)),
    server: () => ('server' in options ? (options.server as T) : value),
  };
  return store;
}

const same = <T>(value: T) => value;

/**
 * The store's value, or the part `select` picks: the component renders again only when that part
 * changes (`Object.is`), so `select` returns a part of the value or a primitive, never a new object.
 */
export function useStore<T, S = T>(store: Store<T>, select: (value: T) => S = same as (value: T) => S): S {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(store.server()),
  );
}
