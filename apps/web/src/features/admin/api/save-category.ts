import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategorySaveRequest } from '@shop/contract/admin-catalogue';
import { adminCall } from '../lib/admin-call.ts';

export const saveCategory = (input: CategorySaveRequest) => adminCall('/categories/save', input);

export function useSaveCategory() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveCategory, onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'categories'] }) });
}
