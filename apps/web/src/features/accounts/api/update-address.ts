import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateAddressRequest } from '@shop/contract/accounts';
import { shopCall } from '../../../lib/api-client.ts';
import { addressesQueryKey } from './address-list.ts';

export const updateAddress = (input: UpdateAddressRequest) => shopCall('/update-address', { ...input });

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAddress, onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }) });
}
