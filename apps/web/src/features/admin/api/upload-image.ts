import { useMutation } from '@tanstack/react-query';
import type { Media } from '@shop/contract/admin-catalogue';
import { adminCall } from '../lib/admin-call.ts';

export function uploadImage(file: File, onProgress?: (fraction: number) => void): Promise<Media> {
  const form = new FormData();
  form.append('file', file);
  return adminCall('/media/upload', {}, { form, onUploadProgress: onProgress });
}

export const useUploadImage = () =>
  useMutation({ mutationFn: ({ file, onProgress }: { file: File; onProgress?: (f: number) => void }) => uploadImage(file, onProgress) });
