import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../lib/admin-call.ts';

export const fetchProofs = () => adminCall('/proofs/list');
export const proofsQuery = () => queryOptions({ queryKey: ['admin', 'proofs'], queryFn: fetchProofs, staleTime: 10_000 });
export const useProofs = () => useQuery(proofsQuery());
