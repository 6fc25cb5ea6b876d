import type { Profile } from '@shop/contract/accounts';
import { ApiError, shopCall } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import { userOf } from './user-of.ts';

// Without the query library: the header checks the stored session on every page, and the library is not in the entry (decision 020).

export async function getUserDetail(): Promise<Profile> {
  const profile = await shopCall('/user-detail', {});
  session.updateUser(userOf(profile));
  return profile;
}

let validated = false;

/**
 * Checks the stored session once per page load. A revoked or expired token answers 401 and the
 * API client drops it: the visitor carries on as a guest. Network failures keep the session.
 */
export async function validateStoredSession(): Promise<void> {
  if (validated || !session.user) return;
  validated = true;
  try {
    await getUserDetail();
  } catch (err) {
    if (err instanceof ApiError && err.httpStatus === 401) session.clear();
  }
}
