import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from '../lib/admin-call.ts';

export const fetchStaff = () => adminCall('/staff/list');
export const staffQuery = () => queryOptions({ queryKey: ['admin', 'staff'], queryFn: fetchStaff });
export const useStaffList = () => useQuery(staffQuery());
