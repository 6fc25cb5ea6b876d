import { shopCall } from '../../../lib/api-client.ts';

export const removeFromWishlist = (productId: number) => shopCall('/wishlist-remove', { product_id: productId });
