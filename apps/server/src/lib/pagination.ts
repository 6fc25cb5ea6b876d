import type { Paginator } from '@shop/contract/envelope';

/** Builds a Laravel-style paginator; `path` is the call's URL without a query. */
export function paginate<T>(items: T[], total: number, page: number, perPage: number, path: string): Paginator<T> {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const url = (p: number) => `${path}?page=${p}`;
  const from = total === 0 || items.length === 0 ? null : (page - 1) * perPage + 1;
  const to = from === null ? null : from + items.length - 1;
  const links = [
    { url: page > 1 ? url(page - 1) : null, label: '&laquo; Anterior', active: false },
    ...pageWindow(page, lastPage).map((p) => (p === null ? { url: null, label: '...', active: false } : { url: url(p), label: String(p), active: p === page })),
    { url: page < lastPage ? url(page + 1) : null, label: 'Seguinte &raquo;', active: false },
  ];
  return {
    current_page: page,
    data: items,
    first_page_url: url(1),
    from,
    last_page: lastPage,
    last_page_url: url(lastPage),
    links,
    next_page_url: page < lastPage ? url(page + 1) : null,
    path,
    per_page: perPage,
    prev_page_url: page > 1 ? url(page - 1) : null,
    to,
    total,
  };
}

const ON_EACH_SIDE = 3;

/**
 * The page numbers a paginator links, as Laravel's URL window does: all of them for a short list;
 * otherwise the first two, the current page with three on each side, and the last two, `null`
 * standing for the gaps. A 50,000-product catalogue answers a dozen links, not four thousand.
 */
export function pageWindow(page: number, lastPage: number): (number | null)[] {
  const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  const window = ON_EACH_SIDE * 2;
  if (lastPage < window + 8) return range(1, lastPage);
  if (page <= window) return [...range(1, window + 2), null, lastPage - 1, lastPage];
  if (page > lastPage - window) return [1, 2, null, ...range(lastPage - (window + 2) + 1, lastPage)];
  return [1, 2, null, ...range(page - ON_EACH_SIDE, page + ON_EACH_SIDE), null, lastPage - 1, lastPage];
}

export const pageOffset = (page: number, perPage: number) => (page - 1) * perPage;
