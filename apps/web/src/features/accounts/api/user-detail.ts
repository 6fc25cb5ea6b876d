import { queryOptions, useQuery } from '@tanstack/react-query';
import { useUser } from '../../../lib/session.ts';
import { getUserDetail } from './stored-session.ts';

export const profileQueryKey = ['accounts', 'profile'] as const;

export const userDetailQueryOptions = () => queryOptions({ queryKey: profileQueryKey, queryFn: getUserDetail, staleTime: 30_000 });

export function useProfile() {
  const user = useUser();
  return useQuery({ ...userDetailQueryOptions(), enabled: !!user });
}
