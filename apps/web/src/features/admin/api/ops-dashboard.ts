import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpsDashboard } from '@shop/contract/admin-ops';
import { adminCall } from '../lib/admin-call.ts';

export const fetchOpsDashboard = () => adminCall<OpsDashboard>('/dashboard/ops');
export const opsDashboardQuery = () => queryOptions({ queryKey: ['admin', 'dashboard', 'ops'], queryFn: fetchOpsDashboard, staleTime: 30_000 });
export const useOpsDashboard = () => useQuery(opsDashboardQuery());
