import { describe, expect, it } from 'vitest';
import { pageOffset, pageWindow, paginate } from './pagination.ts';

describe('paginate', () => {
  it('builds a Laravel paginator for a middle page', () => {
    const p = paginate(['d', 'e', 'f'], 10, 2, 3, '/api/loja/product-list');
    expect(p).toMatchObject({
      current_page: 2,
      data: ['d', 'e', 'f'],
      from: 4,
      to: 6,
      last_page: 4,
      per_page: 3,
      total: 10,
      path: '/api/loja/product-list',
      first_page_url: '/api/loja/product-list?page=1',
      last_page_url: '/api/loja/product-list?page=4',
      prev_page_url: '/api/loja/product-list?page=1',
      next_page_url: '/api/loja/product-list?page=3',
    });
    expect(p.links).toHaveLength(4 + 2);
    expect(p.links[0]).toEqual({ url: '/api/loja/product-list?page=1', label: '&laquo; Anterior', active: false });
    expect(p.links.filter((l) => l.active)).toEqual([{ url: '/api/loja/product-list?page=2', label: '2', active: true }]);
    expect(p.links.at(-1)).toEqual({ url: '/api/loja/product-list?page=3', label: 'Seguinte &raquo;', active: false });
  });

  it('has no previous page on the first and no next page on the last', () => {
    const first = paginate([1, 2], 4, 1, 2, '/x');
    expect(first.prev_page_url).toBeNull();
    expect(first.links[0]!.url).toBeNull();
    const last = paginate([3, 4], 4, 2, 2, '/x');
    expect(last.next_page_url).toBeNull();
    expect(last.links.at(-1)!.url).toBeNull();
    expect(last).toMatchObject({ from: 3, to: 4 });
  });

  it('describes an empty list as one empty page', () => {
    const empty = paginate([], 0, 1, 12, '/x');
    expect(empty).toMatchObject({ total: 0, last_page: 1, from: null, to: null, data: [], next_page_url: null, prev_page_url: null });
  });

  it('gives null bounds for a page past the end', () => {
    const beyond = paginate([], 5, 9, 12, '/x');
    expect(beyond).toMatchObject({ current_page: 9, last_page: 1, from: null, to: null, next_page_url: null });
  });

  it('computes offsets', () => {
    expect(pageOffset(1, 12)).toBe(0);
    expect(pageOffset(3, 12)).toBe(24);
  });

  it('links a window of pages, not every page, when there are many', () => {
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(pageWindow(1, 4167)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, null, 4166, 4167]);
    expect(pageWindow(50, 4167)).toEqual([1, 2, null, 47, 48, 49, 50, 51, 52, 53, null, 4166, 4167]);
    expect(pageWindow(4167, 4167)).toEqual([1, 2, null, 4160, 4161, 4162, 4163, 4164, 4165, 4166, 4167]);
    const p = paginate(['x'], 50_000, 50, 12, '/x');
    expect(p.links).toHaveLength(13 + 2);
    expect(p.links[3]).toEqual({ url: null, label: '...', active: false });
    expect(p.links.filter((l) => l.active)).toEqual([{ url: '/x?page=50', label: '50', active: true }]);
  });
});
