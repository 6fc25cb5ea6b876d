import { shopCall } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';

// Without the query library: the header's Sair uses it on every page, and the library is not in the entry (decision 020).

/** Revokes the token on the server (a failure there is ignored) and forgets the session here. */
export async function logout(): Promise<void> {
  try {
    await shopCall('/logOut', {});
  } catch {}
  session.clear();
}
