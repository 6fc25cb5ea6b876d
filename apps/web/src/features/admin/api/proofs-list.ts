import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProofListRequest } from '@shop/contract/admin-ops';
import { adminCall } from '../lib/admin-call.ts';

export const fetchProofs = (filters: ProofListRequest = {}) => adminCall('/proofs/list', filters);
export const proofsQuery = (filters: ProofListRequest = {}) =>
  queryOptions({ queryKey: ['admin', 'proofs', filters], queryFn: () => fetchProofs(filters), placeholderData: keepPreviousData, staleTime: 10_000 });
export const useProofs = (filters: ProofListRequest = {}) => useQuery(proofsQuery(filters));
