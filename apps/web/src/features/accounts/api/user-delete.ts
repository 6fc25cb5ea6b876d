import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserDeleteRequest } from '@shop/contract/accounts';
import { shopCall } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';

export async function deleteAccount(input: UserDeleteRequest): Promise<void> {
  await shopCall('/user-delete', { ...input });
  session.clear();
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAccount, onSuccess: () => queryClient.clear() });
}
