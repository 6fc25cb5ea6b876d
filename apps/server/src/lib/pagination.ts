import type { Paginator } from '@shop/contract/envelope';

/** Builds a Laravel-style paginator; `path` is the call's URL without a query. */
export function paginate<T>(items: T[], total: number, page: number, perPage: number, path: string): Paginator<T> {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const url = (p: number) => `${path}?page=${p}`;
  const from = total === 0 || items.length === 0 ? null : (page - 1) * perPage + 1;
  const to = from === null ? null : from + items.length - 1;
  const links = [
    { url: page > 1 ? url(page - 1) : null, label: '&laquo; Anterior', active: false },
    ...Array.from({ length: lastPage }, (_, i) => ({ url: url(i + 1), label: String(i + 1), active: i + 1 === page })),
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

export const pageOffset = (page: number, perPage: number) => (page - 1) * perPage;
