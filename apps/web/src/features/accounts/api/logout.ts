import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shopCall } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';

/** Revokes the token on the server (a failure there is ignored) and forgets the session here. */
export async function logout(): Promise<void> {
  try {
    await shopCall('/logOut', {});
  } catch {}
  session.clear();
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: logout, onSettled: () => queryClient.clear() });
}
