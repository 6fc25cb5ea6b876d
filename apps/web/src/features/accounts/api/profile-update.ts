import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdateRequest } from '@shop/contract/accounts';
import { shopCall } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import { profileQueryKey } from './user-detail.ts';
import { userOf } from './user-of.ts';

export async function updateProfile(input: ProfileUpdateRequest): Promise<Profile> {
  const profile = await shopCall('/profile-update', { ...input });
  session.updateUser(userOf(profile));
  return profile;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile) });
}
