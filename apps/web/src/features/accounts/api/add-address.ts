import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddAddressRequest } from '@shop/contract/accounts';
import { shopCall } from '../../../lib/api-client.ts';
import { addressesQueryKey } from './address-list.ts';

export const addAddress = (input: AddAddressRequest) => shopCall('/add-address', { ...input });

export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addAddress, onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }) });
}
