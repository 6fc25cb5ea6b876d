import { useMutation } from '@tanstack/react-query';
import type { ChangeOwnPasswordRequest, Staff } from '@shop/contract/admin';
import { adminCall } from '../lib/admin-call.ts';
import { adminSession } from '../lib/admin-session.ts';

export async function changePassword(input: ChangeOwnPasswordRequest): Promise<Staff> {
  const staff = await adminCall('/auth/change-password', input);
  adminSession.update(staff);
  return staff;
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
