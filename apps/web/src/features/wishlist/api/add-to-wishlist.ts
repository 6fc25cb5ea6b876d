import { shopCall } from '../../../lib/api-client.ts';

export const addToWishlist = (productId: number) => shopCall('/wishlist-add', { product_id: productId });
