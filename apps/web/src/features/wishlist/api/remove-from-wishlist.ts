import type { WishlistIds } from '@shop/contract/wishlist';
import { shopCall } from '../../../lib/api-client.ts';

export const removeFromWishlist = (productId: number) => shopCall<WishlistIds>('/wishlist-remove', { product_id: productId });
