import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CouponSaveRequest } from '@shop/contract/admin-catalogue';
import { adminCall } from '../lib/admin-call.ts';

export const saveCoupon = (input: CouponSaveRequest) => adminCall('/coupons/save', input);

export function useSaveCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveCoupon,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['admin', 'coupons'] });
      void client.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
  });
}
