import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../lib/admin-call.ts';
import { adminSession } from '../lib/admin-session.ts';

export async function signOut(): Promise<void> {
  try {
    await adminCall('/auth/logout');
  } finally {
    adminSession.clear();
  }
}

export function useSignOut() {
  const client = useQueryClient();
  return useMutation({ mutationFn: signOut, onSettled: () => client.removeQueries({ queryKey: ['admin'] }) });
}
