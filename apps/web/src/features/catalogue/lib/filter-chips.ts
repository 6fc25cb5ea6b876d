import { PRICE_BANDS, PRODUCT_SORT_LABELS } from '@shop/contract/catalogue-rules';
import type { CatalogueFilters } from '@shop/contract/catalogue-url';

/** What removing a chip changes: a filter back to its default, or the category (back to all). */
export type ChipRemoval = { filters: Partial<CatalogueFilters> } | { category: null };

export interface FilterChip {
  key: 'category' | 'search' | 'price' | 'sort';
  /** What the chip reads, as the shopper chose it. */
  label: string;
  remove: ChipRemoval;
}

/**
 * The active filters as removable chips, in the order the shopper meets them on the page:
 * category, search, price band, sort. Defaults (all categories, any price, "Todos") are not chips.
 */
export function activeFilterChips(filters: CatalogueFilters, category: { name: string } | null): FilterChip[] {
  const chips: FilterChip[] = [];
  if (category) chips.push({ key: 'category', label: category.name, remove: { category: null } });
  if (filters.search) chips.push({ key: 'search', label: `«${filters.search}»`, remove: { filters: { search: '' } } });
  if (filters.price) chips.push({ key: 'price', label: PRICE_BANDS[filters.price].label, remove: { filters: { price: null } } });
  if (filters.sort !== 'all') chips.push({ key: 'sort', label: PRODUCT_SORT_LABELS[filters.sort], remove: { filters: { sort: 'all' } } });
  return chips;
}

/** "Ver 1 produto", "Ver 12 produtos": the filter sheet's button. */
export const seeProductsLabel = (total: number) => `Ver ${total} ${total === 1 ? 'produto' : 'produtos'}`;
