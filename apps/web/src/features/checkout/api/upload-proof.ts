import type { ProofUpload } from '@shop/contract/orders';
import { shopCall } from '../../../lib/api-client.ts';

/** Sends the proof before the order, so its progress shows and a failed order never re-sends it. */
export function uploadProof(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<ProofUpload> {
  const form = new FormData();
  form.append('file', file, file.name);
  return shopCall('/payment-proof-upload', undefined, { form, onUploadProgress: onProgress, signal });
}
