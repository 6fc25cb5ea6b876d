import { describe, expect, it } from 'vitest';
import { catalogueRequestFor, filtersQuery, hasActiveFilters, queryParams, readFilters } from './catalogue-url.ts';

describe('catalogue filters in the URL', () => {
  it('reads search, sort, price band and page', () => {
    expect(readFilters(queryParams('q=%C3%B3leo&ordem=price-low&preco=500-1000&pagina=3'))).toEqual({
      search: 'óleo', sort: 'price-low', price: '500-1000', page: 3,
    });
  });

  it('falls back to defaults for anything unknown', () => {
    expect(readFilters(queryParams('ordem=barato&preco=1-2&pagina=-4'))).toEqual({ search: '', sort: 'all', price: null, page: 1 });
    expect(readFilters(queryParams('pagina=2.5&preco=toString'))).toMatchObject({ page: 1, price: null });
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(filtersQuery({ search: '', sort: 'all', price: null, page: 1 })).toBe('');
    const qs = filtersQuery({ search: 'máscara capilar', sort: 'newest', price: 'acima-2000', page: 2 });
    expect(readFilters(queryParams(qs))).toEqual({ search: 'máscara capilar', sort: 'newest', price: 'acima-2000', page: 2 });
  });

  it('knows when there is something to clear', () => {
    const none = readFilters(queryParams(''));
    expect(hasActiveFilters(none, false)).toBe(false);
    expect(hasActiveFilters(none, true)).toBe(true);
    expect(hasActiveFilters({ ...none, price: 'ate-500' }, false)).toBe(true);
  });
});

describe('catalogueRequestFor', () => {
  it('maps every catalogue route to the same call', () => {
    const q = queryParams('q=oleo&preco=ate-500&pagina=2');
    expect(catalogueRequestFor('/products', q)).toEqual({ search: 'oleo', sort: 'all', price: 'ate-500', category: undefined, category_id: undefined, page: 2, per_page: 12 });
    expect(catalogueRequestFor('/new-products/m%C3%A1scaras', queryParams(''))).toMatchObject({ category: 'máscaras', category_id: undefined, page: 1 });
    expect(catalogueRequestFor('/products/category/7', queryParams('ordem=newest'))).toMatchObject({ category: undefined, category_id: 7, sort: 'newest' });
    expect(catalogueRequestFor('/products/category/abc', queryParams(''))).toMatchObject({ category_id: undefined });
    expect(catalogueRequestFor('/product/7', queryParams(''))).toBeNull();
  });
});

describe('queryParams', () => {
  it('reads a query string as the browser does', () => {
    const p = queryParams('?q=m%C3%A1scara+capilar&q=second&empty=&bad=%E0%A4%A');
    expect(p.get('q')).toBe('máscara capilar');
    expect(p.get('empty')).toBe('');
    expect(p.get('bad')).toBe('%E0%A4%A');
    expect(p.get('missing')).toBeNull();
  });
});
