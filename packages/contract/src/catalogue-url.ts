import { PRICE_BANDS, PRODUCT_SORTS, type PriceBand, type ProductSort } from './catalogue-rules.ts';

/** Products per page on the catalogue screen. */
const CATALOGUE_PAGE_SIZE = 12;

/** The catalogue's filters as they live in the URL, so a link can be shared and the back button works. */
export interface CatalogueFilters {
  search: string;
  sort: ProductSort;
  price: PriceBand | null;
  page: number;
}

const isSort = (v: string | null): v is ProductSort => v !== null && (PRODUCT_SORTS as readonly string[]).includes(v);
const isBand = (v: string | null): v is PriceBand => v !== null && Object.hasOwn(PRICE_BANDS, v);

/** What is read from a query string: URLSearchParams in the browser, `queryParams()` anywhere. */
interface QueryParams {
  get(name: string): string | null;
}

/** Parses a query string (with or without its `?`) as URLSearchParams does, `+` as a space. */
export function queryParams(search: string): QueryParams {
  const values = new Map<string, string>();
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (!pair) continue;
    const [k = '', v = ''] = pair.split(/=(.*)/s, 2);
    const key = safeDecode(k.replace(/\+/g, ' '));
    if (!values.has(key)) values.set(key, safeDecode(v.replace(/\+/g, ' ')));
  }
  return { get: (name) => values.get(name) ?? null };
}

/** Reads `?q=&ordem=&preco=&pagina=`; anything unknown falls back to the default. */
export function readFilters(params: QueryParams): CatalogueFilters {
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
  const parts: string[] = [];
  if (f.search) parts.push(`q=${encodeURIComponent(f.search)}`);
  if (f.sort && f.sort !== 'all') parts.push(`ordem=${f.sort}`);
  if (f.price) parts.push(`preco=${f.price}`);
  if (f.page && f.page > 1) parts.push(`pagina=${f.page}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

export const hasActiveFilters = (f: CatalogueFilters, categorySelected: boolean) =>
  categorySelected || f.search !== '' || f.price !== null || f.sort !== 'all';

/**
 * The catalogue call a catalogue URL makes (the web app on screen, the server for the first page it
 * writes into the HTML): `/products[/{slug}|/category/{id}]` and `/new-products[/{slug}]`.
 */
export function catalogueRequestFor(pathname: string, params: QueryParams) {
  const match = /^\/(?:new-)?products(?:\/category\/([^/]+)|\/([^/]+))?\/?$/.exec(pathname);
  if (!match) return null;
  const f = readFilters(params);
  const id = match[1] !== undefined && /^\d+$/.test(match[1]) ? Number(match[1]) : undefined;
  const slug = match[2] !== undefined ? safeDecode(match[2]) : undefined;
  return {
    search: f.search || undefined,
    sort: f.sort,
    price: f.price ?? undefined,
    category: slug,
    category_id: id,
    page: f.page,
    per_page: CATALOGUE_PAGE_SIZE,
  };
}

function safeDecode(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
