import type { WishlistIds } from '@shop/contract/wishlist';
import { shopCall } from '../../../lib/api-client.ts';

export const addToWishlist = (productId: number) => shopCall<WishlistIds>('/wishlist-add', { product_id: productId });
