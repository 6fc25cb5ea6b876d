import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportPeriodRequest } from '@shop/contract/payments';
import { adminCall } from '../lib/admin-call.ts';

export const fetchReport = (period: ReportPeriodRequest) => adminCall('/reports/summary', period);
export const useReport = (period: ReportPeriodRequest) =>
  useQuery({ queryKey: ['admin', 'reports', period], queryFn: () => fetchReport(period), placeholderData: keepPreviousData, staleTime: 30_000 });
