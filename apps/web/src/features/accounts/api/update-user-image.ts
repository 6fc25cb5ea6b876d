import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@shop/contract/accounts';
import { shopCall } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import { profileQueryKey } from './user-detail.ts';
import { userOf } from './user-of.ts';

export async function updateUserImage(input: { file: File; onProgress?: (fraction: number) => void }): Promise<Profile> {
  const form = new FormData();
  form.append('image', input.file);
  const profile = await shopCall('/update-user-image', undefined, { form, onUploadProgress: input.onProgress ?? (() => {}) });
  session.updateUser(userOf(profile));
  return profile;
}

export function useUpdateUserImage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUserImage, onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile) });
}
