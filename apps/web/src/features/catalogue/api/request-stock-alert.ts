import { useMutation } from '@tanstack/react-query';
import { shopCall } from '../../../lib/api-client.ts';

export interface StockAlertInput {
  productId: number;
  variantId: number | null;
  email: string;
}

export const requestStockAlert = (input: StockAlertInput) =>
  shopCall('/stock-alert', { product_id: input.productId, variant_id: input.variantId, email: input.email });

export const useRequestStockAlert = () => useMutation({ mutationFn: requestStockAlert });
