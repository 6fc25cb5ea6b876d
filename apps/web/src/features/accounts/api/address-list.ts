import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopCall } from '../../../lib/api-client.ts';
import { useUser } from '../../../lib/session.ts';

export const addressesQueryKey = ['accounts', 'addresses'] as const;

/** The whole address book fits one page of the paginator. */
export const getAddresses = async () => (await shopCall('/address-list', {})).data;

export const addressListQueryOptions = () => queryOptions({ queryKey: addressesQueryKey, queryFn: getAddresses });

export function useAddresses() {
  const user = useUser();
  return useQuery({ ...addressListQueryOptions(), enabled: !!user });
}
