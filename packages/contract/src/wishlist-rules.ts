/** A wishlist holds at most this many products (guests keep theirs locally, with the same cap). Zod-free for the web app. */
export const WISHLIST_MAX_ITEMS = 200;
