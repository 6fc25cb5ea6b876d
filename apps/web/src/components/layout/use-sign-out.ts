import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths.ts';
import { shopCall } from '../../lib/api-client.ts';
import { session } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';

/**
 * Sair: revokes the session on the server (a failure there does not keep anyone signed in here),
 * forgets it locally, drops every cached answer that belonged to the customer, and goes home.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await shopCall('/logOut', {});
    } catch {
      /* already expired or offline: the token is forgotten below either way */
    }
    session.clear();
    void queryClient.resetQueries();
    toast.success('Terminaste a sessão.');
    navigate(paths.home());
  }, [navigate, queryClient]);
}
