import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address } from '@shop/contract/accounts';
import { shopCall } from '../../../lib/api-client.ts';
import { useUser } from '../../../lib/session.ts';

export const addressesQueryKey = ['accounts', 'addresses'] as const;

export const getAddresses = () => shopCall<Address[]>('/address-list', {});

export const addressListQueryOptions = () => queryOptions({ queryKey: addressesQueryKey, queryFn: getAddresses });

export function useAddresses() {
  const user = useUser();
  return useQuery({ ...addressListQueryOptions(), enabled: !!user });
}
