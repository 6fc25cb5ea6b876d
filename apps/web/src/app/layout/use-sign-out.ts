import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { logout } from '../../features/accounts/api/logout.ts';
import { toast } from '../../lib/toast.ts';

/**
 * Sair: revokes the session on the server (a failure there does not keep anyone signed in here),
 * forgets it locally, drops every cached answer that belonged to the customer, and goes home.
 */
export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout();
    // Drop every cached answer that belonged to the customer (the query library loads lazily).
    void import('../query-client.ts').then(({ queryClient }) => queryClient.resetQueries());
    toast.success('Sessão terminada.');
    navigate(paths.home());
  }, [navigate]);
}
