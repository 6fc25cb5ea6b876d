import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logout } from './logout.ts';

/** Sair from the profile: the session is revoked and forgotten, and every cached answer dropped. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: logout, onSettled: () => queryClient.clear() });
}
