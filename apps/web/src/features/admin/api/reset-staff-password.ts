import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffResetPasswordRequest } from '@shop/contract/admin';
import { adminCall } from '../lib/admin-call.ts';

export const resetStaffPassword = (input: StaffResetPasswordRequest) => adminCall('/staff/reset-password', input);

export function useResetStaffPassword() {
  const client = useQueryClient();
  return useMutation({ mutationFn: resetStaffPassword, onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'staff'] }) });
}
