import { PRICE_BANDS, PRODUCT_SORTS, type PriceBand, type ProductSort } from '@shop/contract/catalogue-rules';

/** The catalogue's filters as they live in the URL, so a link can be shared and the back button works. */
export interface CatalogueFilters {
  search: string;
  sort: ProductSort;
  price: PriceBand | null;
  page: number;
}

const isSort = (v: string | null): v is ProductSort => v !== null && (PRODUCT_SORTS as readonly string[]).includes(v);
const isBand = (v: string | null): v is PriceBand => v !== null && Object.hasOwn(PRICE_BANDS, v);

/** Reads `?q=&ordem=&preco=&pagina=`; anything unknown falls back to the default. */
export function readFilters(params: URLSearchParams): CatalogueFilters {
  const page = Number(params.get('pagina'));
  const sort = params.get('ordem');
  const price = params.get('preco');
  return {
    search: (params.get('q') ?? '').trim().slice(0, 100),
    sort: isSort(sort) ? sort : 'all',
    price: isBand(price) ? price : null,
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : 1,
  };
}

/** The query string for a set of filters (defaults left out). */
export function filtersQuery(f: Partial<CatalogueFilters>): string {
  const params = new URLSearchParams();
  if (f.search) params.set('q', f.search);
  if (f.sort && f.sort !== 'all') params.set('ordem', f.sort);
  if (f.price) params.set('preco', f.price);
  if (f.page && f.page > 1) params.set('pagina', String(f.page));
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

export const hasActiveFilters = (f: CatalogueFilters, categorySelected: boolean) =>
  categorySelected || f.search !== '' || f.price !== null || f.sort !== 'all';
