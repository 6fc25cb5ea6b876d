import { shopCall } from '../../../lib/api-client.ts';

export const clearWishlist = () => shopCall('/wishlist-clear', {});
