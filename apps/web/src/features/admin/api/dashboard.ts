import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../lib/admin-call.ts';

export const fetchDashboard = () => adminCall('/dashboard');
export const dashboardQuery = () => queryOptions({ queryKey: ['admin', 'dashboard'], queryFn: fetchDashboard, staleTime: 30_000 });
export const useDashboard = () => useQuery(dashboardQuery());
