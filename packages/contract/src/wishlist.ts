import { z } from 'zod';
import { idInput } from './wire-input.ts';
import { productListItemSchema } from './catalogue.ts';
import { identityFields } from './envelope.ts';
import { WISHLIST_MAX_ITEMS } from './wishlist-rules.ts';

const productId = idInput();

export const wishlistListRequest = z.object(identityFields);
export const wishlistAddRequest = z.object({ ...identityFields, product_id: productId });
export const wishlistRemoveRequest = z.object({ ...identityFields, product_id: productId });
export const wishlistClearRequest = z.object(identityFields);

/** The guest-to-customer moment: the local wishlist handed to the account (idempotent). */
export const wishlistMergeRequest = z.object({
  ...identityFields,
  product_ids: z.array(productId).max(WISHLIST_MAX_ITEMS, `A lista de desejos pode ter no máximo ${WISHLIST_MAX_ITEMS} produtos.`),
});

/** Current data for a guest's locally kept wishlist (unknown or withdrawn products are left out). */
export const wishlistGuestRequest = z.object({
  ...identityFields,
  product_ids: z.array(productId).max(WISHLIST_MAX_ITEMS),
});

const wishlistItemSchema = productListItemSchema.extend({ added_at: z.string().nullable() });
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export const wishlistResponse = z.object({
  items: z.array(wishlistItemSchema),
  count: z.number().int(),
});
export type WishlistResponse = z.infer<typeof wishlistResponse>;

/** What add, remove, clear and merge answer: the ids now in the wishlist, newest first. */
export const wishlistIdsResponse = z.object({ product_ids: z.array(z.number().int()), count: z.number().int() });
export type WishlistIds = z.infer<typeof wishlistIdsResponse>;
