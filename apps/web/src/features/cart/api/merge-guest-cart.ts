import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CartMergeResponse } from '@shop/contract/cart';
import { shopCall, tokenStore } from '../../../lib/api-client.ts';
import { session, useUser } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { storeServerCart } from './add-to-cart.ts';
import { cartKeys, toGuestItems } from './cart-query.ts';
import { clearGuestCart, guestMergeId, readGuestCart } from './guest-cart.ts';

const REPORT_KEY = 'cm.cart.merge-report';

export interface MergeReport {
  at: string;
  skipped: CartMergeResponse['skipped'];
}

/** What the last merge could not add, for the cart page to show once. */
export function takeMergeReport(): MergeReport | null {
  try {
    const raw = sessionStorage.getItem(REPORT_KEY);
    return raw ? (JSON.parse(raw) as MergeReport) : null;
  } catch {
    return null;
  }
}
export const dismissMergeReport = () => {
  try {
    sessionStorage.removeItem(REPORT_KEY);
  } catch {}
};

let inFlight: Promise<void> | null = null;

/**
 * Hands the guest cart to the account. The guest cart is kept until the server confirms, so a
 * failed merge is retried later with the same merge id (which the server answers only once).
 */
export function mergeGuestCartNow(queryClient: ReturnType<typeof useQueryClient>): Promise<void> {
  // Offline, the lines wait in this browser; the 'online' event merges them (app/offline.ts). A guest
  // has no account to hand them to: they stay the guest cart.
  if (!navigator.onLine || !tokenStore.get()) return Promise.resolve();
  inFlight ??= (async () => {
    const lines = readGuestCart();
    if (lines.length === 0) {
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
      return;
    }
    try {
      const result = await shopCall('/cart-merge', { merge_id: guestMergeId(), items: toGuestItems(lines) });
      clearGuestCart();
      storeServerCart(queryClient, result.cart);
      if (result.skipped.length > 0) {
        try {
          sessionStorage.setItem(REPORT_KEY, JSON.stringify({ at: new Date().toISOString(), skipped: result.skipped } satisfies MergeReport));
        } catch {}
        toast.warning(`${result.skipped.length === 1 ? 'Um produto' : `${result.skipped.length} produtos`} do seu carrinho de visitante não ${result.skipped.length === 1 ? 'pôde' : 'puderam'} ser adicionado${result.skipped.length === 1 ? '' : 's'} por completo.`, 5000);
      }
    } catch {
      toast.error('Não foi possível juntar o carrinho de visitante à sua conta. Tentaremos de novo.');
    }
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * Registers the guest-to-customer moment (sign-in, registration, code verification) and also
 * retries a merge that did not finish, whenever a signed-in visitor still has a guest cart.
 */
export function useGuestCartMerge() {
  const queryClient = useQueryClient();
  const user = useUser();
  useEffect(() => {
    const off = session.onSignIn(() => mergeGuestCartNow(queryClient));
    return () => {
      off();
    };
  }, [queryClient]);
  useEffect(() => {
    if (user && readGuestCart().length > 0) void mergeGuestCartNow(queryClient);
  }, [user, queryClient]);
}
