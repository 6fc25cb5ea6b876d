import type { WishlistIds } from '@shop/contract/wishlist';
import { shopCall } from '../../../lib/api-client.ts';

export const clearWishlist = () => shopCall<WishlistIds>('/wishlist-clear', {});
