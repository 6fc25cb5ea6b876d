import { describe, expect, it } from 'vitest';
import { readFilters, queryParams } from '@shop/contract/catalogue-url';
import { activeFilterChips, seeProductsLabel } from './filter-chips.ts';

describe('activeFilterChips', () => {
  it('has no chip for the defaults', () => {
    expect(activeFilterChips(readFilters(queryParams('')), null)).toEqual([]);
  });

  it('names each active filter and what removing it resets, category first', () => {
    const filters = readFilters(queryParams('?q=óleo&preco=500-1000&ordem=price-low&pagina=3'));
    expect(activeFilterChips(filters, { name: 'Shampoos' })).toEqual([
      { key: 'category', label: 'Shampoos', remove: { category: null } },
      { key: 'search', label: '«óleo»', remove: { filters: { search: '' } } },
      { key: 'price', label: 'MT 500 – 1000', remove: { filters: { price: null } } },
      { key: 'sort', label: 'Preço: menor para maior', remove: { filters: { sort: 'all' } } },
    ]);
  });

  it('ignores an unknown band or sort in the URL', () => {
    expect(activeFilterChips(readFilters(queryParams('?preco=barato&ordem=x')), null)).toEqual([]);
  });
});

describe('seeProductsLabel', () => {
  it('agrees in number', () => {
    expect(seeProductsLabel(1)).toBe('Ver 1 produto');
    expect(seeProductsLabel(0)).toBe('Ver 0 produtos');
    expect(seeProductsLabel(12)).toBe('Ver 12 produtos');
  });
});
