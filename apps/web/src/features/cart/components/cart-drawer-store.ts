import { createStore, useStore } from '../../../lib/store.ts';

/** Whether the cart drawer is open: one flag the header's button and the drawer share. */
const open = createStore(false, { server: false });

export const cartDrawer = {
  open: () => open.set(true),
  close: () => open.set(false),
  toggle: () => open.update((isOpen) => !isOpen),
};

export function useCartDrawerOpen(): boolean {
  return useStore(open);
}
