import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CouponListRequest } from '@shop/contract/admin-catalogue';
import { adminCall } from '../lib/admin-call.ts';

export const fetchCoupons = (filters: CouponListRequest) => adminCall('/coupons/list', filters);
export const couponsQuery = (filters: CouponListRequest) =>
  queryOptions({ queryKey: ['admin', 'coupons', filters], queryFn: () => fetchCoupons(filters), placeholderData: keepPreviousData, staleTime: 10_000 });
export const useCoupons = (filters: CouponListRequest) => useQuery(couponsQuery(filters));
