import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shopCall } from '../../../lib/api-client.ts';
import { addressesQueryKey } from './address-list.ts';

export const deleteAddress = (addressId: number) => shopCall('/delete-address', { address_id: addressId });

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAddress, onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }) });
}
