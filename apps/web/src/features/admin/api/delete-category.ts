import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../lib/admin-call.ts';

export const deleteCategory = (id: number) => adminCall('/categories/delete', { id });

export function useDeleteCategory() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteCategory, onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'categories'] }) });
}
