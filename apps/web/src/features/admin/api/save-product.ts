import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductSaveRequest } from '@shop/contract/admin-catalogue';
import { adminCall } from '../lib/admin-call.ts';

export const saveProduct = (input: ProductSaveRequest) => adminCall('/products/save', input);

export function useSaveProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: (product) => {
      client.setQueryData(['admin', 'products', 'detail', product.id], product);
      void client.invalidateQueries({ queryKey: ['admin', 'products', 'list'] });
      void client.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
      void client.invalidateQueries({ queryKey: ['admin', 'categories'] });
    },
  });
}
