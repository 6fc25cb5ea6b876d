/**
 * The catalogue's constants, without zod, so the web app can import them (decision 004).
 * `catalogue.ts` re-exports them beside the schemas.
 */

/** The spec's six sort modes. */
export const PRODUCT_SORTS = ['all', 'featured', 'bestsellers', 'newest', 'price-low', 'price-high'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  all: 'Todos',
  featured: 'Destaques',
  bestsellers: 'Mais vendidos',
  newest: 'Novidades',
  'price-low': 'Preço: menor para maior',
  'price-high': 'Preço: maior para menor',
};

/** The spec's four price bands, on the final price of a product's cheapest option, in cents: [min, max] inclusive, max null = open. */
export const PRICE_BANDS = {
  'ate-500': { label: 'Até MT 500', min: 0, max: 50_000 },
  '500-1000': { label: 'MT 500 – 1000', min: 50_001, max: 100_000 },
  '1000-2000': { label: 'MT 1000 – 2000', min: 100_001, max: 200_000 },
  'acima-2000': { label: 'Acima de MT 2000', min: 200_001, max: null },
} as const satisfies Record<string, { label: string; min: number; max: number | null }>;
export type PriceBand = keyof typeof PRICE_BANDS;
export const PRICE_BAND_KEYS = Object.keys(PRICE_BANDS) as PriceBand[];

/**
 * Catalogue answers count stock up to this (the product page says "Últimas unidades" from
 * LOW_STOCK_SHOWN down, "Em stock" above): a sale that leaves more than this changes nothing a guest
 * sees, so it keeps the cached catalogue (decision 114; the database's shop_stock_shown agrees).
 */
export const STOCK_SHOWN_UP_TO = 10;
export const LOW_STOCK_SHOWN = 5;
/** The stock a catalogue answer gives: the real count up to STOCK_SHOWN_UP_TO. */
export const stockShown = (stock: number) => Math.min(STOCK_SHOWN_UP_TO, Math.max(0, stock));

export const SEARCH_MAX_LENGTH = 100;
/** Spec: the overlay shows at most 10 results. */
export const SEARCH_OVERLAY_LIMIT = 10;

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_TEXT_MAX = 2000;

/** The stock and price spreadsheet's limits (decision 146); the browser checks the size before sending. */
export const STOCK_SHEET_MAX_BYTES = 1024 * 1024;
export const STOCK_SHEET_MAX_LINES = 5000;
