import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../lib/admin-call.ts';

export const fetchOpsDashboard = () => adminCall('/dashboard/ops');
export const opsDashboardQuery = () => queryOptions({ queryKey: ['admin', 'dashboard', 'ops'], queryFn: fetchOpsDashboard, staleTime: 30_000 });
export const useOpsDashboard = () => useQuery(opsDashboardQuery());
