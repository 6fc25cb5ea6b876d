import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCoupon, CouponListRequest } from '@shop/contract/admin-catalogue';
import type { Paginator } from '@shop/contract/envelope';
import { adminCall } from '../lib/admin-call.ts';

export const fetchCoupons = (filters: CouponListRequest) => adminCall<Paginator<AdminCoupon>>('/coupons/list', filters);
export const couponsQuery = (filters: CouponListRequest) =>
  queryOptions({ queryKey: ['admin', 'coupons', filters], queryFn: () => fetchCoupons(filters), placeholderData: keepPreviousData, staleTime: 10_000 });
export const useCoupons = (filters: CouponListRequest) => useQuery(couponsQuery(filters));
