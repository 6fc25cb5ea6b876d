import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Staff } from '@shop/contract/admin';
import { adminCall } from '../lib/admin-call.ts';
import { adminSession } from '../lib/admin-session.ts';

export async function fetchMe(): Promise<Staff> {
  const staff = await adminCall('/auth/me');
  adminSession.update(staff);
  return staff;
}

/** Re-checks the stored session with the server (role, forced password change, deactivation). */
export const meQuery = () => queryOptions({ queryKey: ['admin', 'me'], queryFn: fetchMe, staleTime: 5 * 60_000 });
export const useMe = (enabled: boolean) => useQuery({ ...meQuery(), enabled });
