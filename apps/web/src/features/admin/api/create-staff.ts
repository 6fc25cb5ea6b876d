import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffCreateRequest } from '@shop/contract/admin';
import { adminCall } from '../lib/admin-call.ts';

export const createStaff = (input: StaffCreateRequest) => adminCall('/staff/create', input);

export function useCreateStaff() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createStaff, onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'staff'] }) });
}
