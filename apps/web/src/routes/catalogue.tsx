import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { CategoryFacet, ProductListItem } from '@shop/contract/catalogue';
import { wireToCents } from '@shop/contract/money';
import { paths } from '../lib/paths.ts';
import { useProductList } from '../features/catalogue/api/get-product-list.ts';
import { catalogueRequestFor, filtersQuery, hasActiveFilters, readFilters, type CatalogueFilters } from '@shop/contract/catalogue-url';
import { Breadcrumb } from '../features/catalogue/components/breadcrumb.tsx';
import { CategoryNav, PriceFilter, SortSelect } from '../features/catalogue/components/catalogue-filters.tsx';
import { FilterSheet, type FilterChoice } from '../features/catalogue/components/filter-sheet.tsx';
import { activeFilterChips } from '../features/catalogue/lib/filter-chips.ts';
import { CloseIcon } from '../components/ui/icons.tsx';
import { Pagination } from '../features/catalogue/components/pagination.tsx';
import { ProductGrid, ProductGridSkeleton } from '../features/catalogue/components/product-grid.tsx';
import { WishlistButton } from '../features/wishlist/components/wishlist-button.tsx';
import { Button } from '../components/ui/button.tsx';
import { ApiError } from '../lib/api-client.ts';
import { usePageMeta } from '../lib/use-page-meta.ts';

const heart = (p: ProductListItem) => (
  <WishlistButton product={{ id: p.id, name: p.name, price: wireToCents(p.final_price), image: p.cover_image_url }} />
);

/**
 * The product list on all its routes (/products, /products/{category}, /products/category/{id},
 * /new-products, /new-products/{category}). Category in the path; search, sort, price band and
 * page in the query string.
 */
export default function CataloguePage() {
  const { category, categoryId } = useParams();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const filters = readFilters(params);
  const base = pathname.startsWith('/new-products') ? paths.newProducts() : paths.products();
  const list = useProductList(catalogueRequestFor(pathname, params) ?? catalogueRequestFor(base, params)!);
  const data = list.data;
  const selected = data?.selected_category ?? null;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const top = useRef<HTMLHeadingElement>(null);

  const notFound = list.error instanceof ApiError && list.error.httpStatus === 404;
  const title = notFound ? 'Categoria não encontrada' : (selected?.name ?? (category ? '' : 'Produtos'));
  // A search or a filtered view is not a page of its own for search engines (as the server says too).
  usePageMeta(title || 'Produtos', selected ? `${selected.name}: ${selected.total_product} produtos.` : undefined, {
    noindex: filters.search !== '' || filters.price !== null || filters.sort !== 'all',
  });

  /** The URL for other filters; the page goes back to 1 unless given. */
  const href = (next: Partial<CatalogueFilters>, cat?: CategoryFacet | null) => {
    const path = cat === undefined ? pathname : cat === null ? base : `${base}/${encodeURIComponent(cat.slug)}`;
    return `${path}${filtersQuery({ ...filters, page: 1, ...next })}`;
  };
  const go = (next: Partial<CatalogueFilters>) => navigate(href(next));
  const choiceHref = (choice: FilterChoice) => href({ price: choice.price }, choice.category);

  // A new page of results starts at the top of the list, not where the previous one was scrolled to.
  const search = params.toString();
  useEffect(() => {
    const heading = top.current;
    if (heading && heading.getBoundingClientRect().top < 0) heading.scrollIntoView({ block: 'start' });
  }, [search]);

  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go({ search: String(new FormData(event.currentTarget).get('q') ?? '').trim() });
  };

  const crumbs = [{ label: 'Início', to: paths.home() }, { label: 'Produtos', to: base }];
  if (selected?.parent_id) {
    const parent = data?.categories.find((c) => c.id === selected.parent_id);
    if (parent) crumbs.push({ label: parent.name, to: `${base}/${parent.slug}` });
  }
  if (selected) crumbs.push({ label: selected.name, to: '' });

  if (notFound) {
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-semibold text-plum-700">Categoria não encontrada</h1>
        <p className="mt-3 text-ink/70">Esta categoria não existe ou deixou de estar disponível.</p>
        <Link to={base} className="mt-8 inline-block rounded-full bg-plum-700 px-5 py-2 text-white">
          Ver todos os produtos
        </Link>
      </section>
    );
  }

  const active = hasActiveFilters(filters, Boolean(category || categoryId));
  const chips = activeFilterChips(filters, selected);
  const sheetCount = (selected ? 1 : 0) + (filters.price ? 1 : 0);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <Breadcrumb items={crumbs} />
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 ref={top} className="scroll-mt-20 text-3xl font-semibold text-plum-900">
            {selected?.name ?? 'Produtos'}
          </h1>
          <p className="mt-1 text-sm text-ink/70" aria-live="polite">
            {data ? `${data.total} ${data.total === 1 ? 'produto' : 'produtos'}${filters.search ? ` para «${filters.search}»` : ''}` : ' '}
          </p>
        </div>
        <form key={filters.search} role="search" onSubmit={submitSearch} className="flex w-full max-w-md items-center gap-2 sm:w-auto">
          <label className="flex-1">
            <span className="sr-only">Pesquisar no catálogo</span>
            <input
              type="search"
              name="q"
              defaultValue={filters.search}
              placeholder="Pesquisar no catálogo"
              maxLength={100}
              className="w-full rounded-full border border-plum-200 bg-white px-4 py-2"
            />
          </label>
          <button type="submit" className="rounded-full bg-plum-700 px-4 py-2 text-sm font-medium text-white hover:bg-plum-900">
            Pesquisar
          </button>
        </form>
      </div>

      <div className="mt-4 grid grid-cols-1 gap-8 sm:mt-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
        {/* On a phone the same filters open in a sheet (below), so the results start near the top. */}
        <aside aria-label="Filtros" className="hidden lg:block">
          <div className="space-y-6">
            {data ? (
              <CategoryNav categories={data.categories} selected={selected} href={(c) => href({}, c)} />
            ) : (
              <div className="h-64 animate-pulse rounded-2xl bg-plum-50" aria-hidden="true" />
            )}
            <PriceFilter value={filters.price} onChange={(price) => go({ price })} />
          </div>
        </aside>

        <section aria-label="Lista de produtos" aria-busy={list.isFetching}>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <Button variant="secondary" size="sm" className="lg:hidden" onClick={() => setFiltersOpen(true)} disabled={!data} aria-haspopup="dialog">
              {sheetCount > 0 ? `Filtros (${sheetCount})` : 'Filtros'}
            </Button>
            <SortSelect value={filters.sort} onChange={(sort) => go({ sort })} />
          </div>
          {chips.length > 0 && (
            <ul aria-label="Filtros ativos" className="mb-4 flex flex-wrap items-center gap-2">
              {chips.map((chip) => (
                <li key={chip.key}>
                  <Link
                    to={'category' in chip.remove ? href({}, null) : href(chip.remove.filters)}
                    aria-label={`Remover filtro: ${chip.label}`}
                    className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-plum-200 bg-white py-1 pl-3 pr-2 text-sm hover:border-plum-500"
                  >
                    {chip.label}
                    <CloseIcon width={16} height={16} />
                  </Link>
                </li>
              ))}
              {active && data && data.data.length > 0 && (
                <li>
                  <Link to={base} className="text-sm font-medium text-plum-700 hover:underline">
                    Limpar filtros
                  </Link>
                </li>
              )}
            </ul>
          )}
          {list.isPending ? (
            <ProductGridSkeleton />
          ) : list.isError && !data ? (
            <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-800">
              <p className="font-medium">Não foi possível carregar os produtos.</p>
              <p className="mt-1 text-sm">{list.error.message}</p>
              <button type="button" onClick={() => list.refetch()} className="mt-3 font-medium underline">
                Tentar novamente
              </button>
            </div>
          ) : data && data.data.length === 0 ? (
            <div className="rounded-2xl border border-plum-100 bg-white px-6 py-16 text-center">
              <h2 className="text-lg font-semibold">Nenhum produto encontrado</h2>
              <p className="mt-2 text-ink/70">Experimente outra pesquisa, outra categoria ou outro preço.</p>
              <Link to={base} className="mt-6 inline-block rounded-full bg-plum-700 px-5 py-2 font-medium text-white hover:bg-plum-900">
                Limpar filtros
              </Link>
            </div>
          ) : data ? (
            <div className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
              <ProductGrid products={data.data} action={heart} priorityCount={2} headingLevel="h2" />
              <Pagination current={data.current_page} last={data.last_page} href={(page) => href({ page })} />
            </div>
          ) : null}
        </section>
      </div>
      {data && (
        <FilterSheet
          open={filtersOpen}
          onClose={() => setFiltersOpen(false)}
          categories={data.categories}
          current={{ category: selected, price: filters.price }}
          href={choiceHref}
          onApply={(choice) => navigate(choiceHref(choice))}
        />
      )}
    </div>
  );
}
