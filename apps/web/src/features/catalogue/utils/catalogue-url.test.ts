import { describe, expect, it } from 'vitest';
import { filtersQuery, hasActiveFilters, readFilters } from './catalogue-url.ts';

describe('catalogue filters in the URL', () => {
  it('reads search, sort, price band and page', () => {
    expect(readFilters(new URLSearchParams('q=%C3%B3leo&ordem=price-low&preco=500-1000&pagina=3'))).toEqual({
      search: 'óleo', sort: 'price-low', price: '500-1000', page: 3,
    });
  });

  it('falls back to defaults for anything unknown', () => {
    expect(readFilters(new URLSearchParams('ordem=barato&preco=1-2&pagina=-4'))).toEqual({ search: '', sort: 'all', price: null, page: 1 });
    expect(readFilters(new URLSearchParams('pagina=2.5&preco=toString'))).toMatchObject({ page: 1, price: null });
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(filtersQuery({ search: '', sort: 'all', price: null, page: 1 })).toBe('');
    const qs = filtersQuery({ search: 'máscara capilar', sort: 'newest', price: 'acima-2000', page: 2 });
    expect(readFilters(new URLSearchParams(qs))).toEqual({ search: 'máscara capilar', sort: 'newest', price: 'acima-2000', page: 2 });
  });

  it('knows when there is something to clear', () => {
    const none = readFilters(new URLSearchParams());
    expect(hasActiveFilters(none, false)).toBe(false);
    expect(hasActiveFilters(none, true)).toBe(true);
    expect(hasActiveFilters({ ...none, price: 'ate-500' }, false)).toBe(true);
  });
});
