import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { shopCall } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { session } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';

// Without the query library: the header's Sair uses it on every page, and the library is not in the entry (decision 020).
// The app's query cache drops the customer's answers itself (`session.onSignOut`).

/** Revokes the token on the server (a failure there keeps no one signed in here) and forgets the session. */
export async function signOut(): Promise<void> {
  try {
    await shopCall('/logOut', {});
  } catch {}
  session.signedOut();
}

/** Sair, wherever it is offered (header, phone menu, profile): signs out, says so and goes home. */
export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut();
    toast.success('Sessão terminada.');
    navigate(paths.home());
  }, [navigate]);
}
