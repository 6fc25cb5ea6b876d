import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffUpdateRequest } from '@shop/contract/admin';
import { adminCall } from '../lib/admin-call.ts';

export const updateStaff = (input: StaffUpdateRequest) => adminCall('/staff/update', input);

export function useUpdateStaff() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateStaff, onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'staff'] }) });
}
