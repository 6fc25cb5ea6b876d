import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shopCall } from '../../../lib/api-client.ts';

export interface ReviewInput {
  productId: number;
  rating: number;
  title: string;
  description: string;
}

export const addReview = (r: ReviewInput) =>
  shopCall('/product-rating', { id: r.productId, rating_no: r.rating, title: r.title, description: r.description });

export function useAddReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addReview,
    // The spec reloads the page after a rating: refetching the product shows the new review and average.
    onSuccess: (_data, input) => client.invalidateQueries({ queryKey: ['catalogue', 'detail', input.productId] }),
  });
}
