import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { shopCall, tokenStore } from '../../../lib/api-client.ts';
import { webConfig } from '../../../lib/config.ts';
import { orderKeys } from './order-list.ts';

/** Sends a proof for an order awaiting one; the order comes back with its payment under review. */
export function useUploadOrderProof(orderId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    async (file: File, onProgress: (f: number) => void, signal: AbortSignal) => {
      const form = new FormData();
      form.append('order_id', String(orderId));
      form.append('file', file, file.name);
      const order = await shopCall('/order-proof', undefined, { form, onUploadProgress: onProgress, signal });
      queryClient.setQueryData(orderKeys.detail(orderId), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all, predicate: (q) => q.queryKey[1] !== 'detail' });
      return order;
    },
    [orderId, queryClient],
  );
}

/** Downloads the customer's own proof: the token goes in a header, never in a link. */
export async function downloadProof(proof: { id: string; name: string }) {
  const token = tokenStore.get();
  const res = await fetch(`${webConfig.apiBase}/${webConfig.storeSlug}/payment-proof/${encodeURIComponent(proof.id)}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new Error('Não foi possível descarregar o comprovativo.');
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = proof.name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
