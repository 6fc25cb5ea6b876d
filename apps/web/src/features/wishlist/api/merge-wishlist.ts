import { shopCall } from '../../../lib/api-client.ts';

/** Hands the guest's local wishlist to the account; the server ignores what it already has. */
export const mergeWishlist = (productIds: number[]) => shopCall('/wishlist-merge', { product_ids: productIds });
