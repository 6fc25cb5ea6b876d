import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SearchOverlay, { SEARCH_DEBOUNCE_MS } from './search-overlay.tsx';

const product = {
  id: 7, slug: 'oleo', name: 'Óleo de Rícino Puro', description: '', price: '650.00', sale_price: null, final_price: '650.00', max_final_price: '650.00',
  currency: 'MT', created_at: '2025-01-01T00:00:00.000Z', category_id: 1, category_name: 'Óleos', category_slug: 'oleos', sub_category_id: null,
  sub_category_name: null, cover_image_url: '/images/products/oleo.svg', trending: 0, featured: 0, variant_product: 0, average_rating: 0, rating_count: 0,
  stock: 3, in_stock: true,
};
const page = (data: unknown[]) => ({ status: 1, message: 'ok', data: { current_page: 1, data, total: data.length, last_page: 1, per_page: 10 } });

const categories = [
  { id: 3, name: 'Óleos', slug: 'oleos', image: null, total_product: 6 },
  { id: 4, name: 'Shampoos', slug: 'shampoos', image: null, total_product: 9 },
];
const post = { id: 12, slug: 'oleos-no-inverno', title: 'Óleos no inverno: como usar', excerpt: '', category: 'Cuidados', category_id: 1, category_slug: 'cuidados' };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
/** What the product search answers next (the categories and the blog answer by their own URLs). */
let productAnswers: Response[];
/** The posts the app layer's blog search answers. */
let posts: (typeof post)[];
/** The calls made to the product search. */
const searchCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/search'));
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  productAnswers = [];
  posts = [];
  fetchMock = vi.fn(async (url: string) => {
    if (url.includes('/category-list')) return json({ status: 1, message: 'ok', data: categories });
    return productAnswers.shift() ?? json(page([product]));
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderOverlay() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SearchOverlay onClose={() => {}} usePostSuggestions={(query, enabled) => (enabled && query ? posts : [])} />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('searchbox', { name: 'Pesquisar produtos', hidden: true });
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('search overlay', () => {
  it('makes no call for an empty or blank query', async () => {
    const input = renderOverlay();
    fireEvent.change(input, { target: { value: '   ' } });
    await wait(SEARCH_DEBOUNCE_MS * 3);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByText('A pesquisar…')).toBeNull();
    expect(screen.queryByText('Nenhum produto encontrado')).toBeNull();
  });

  it('waits 300 ms after the last key, then searches once and lists the results', async () => {
    const input = renderOverlay();
    for (const value of ['o', 'ol', 'ole', 'oleo']) {
      fireEvent.change(input, { target: { value } });
      await wait(100);
    }
    expect(screen.getByText('A pesquisar…')).toBeTruthy();
    await wait(SEARCH_DEBOUNCE_MS - 101);
    expect(fetchMock).not.toHaveBeenCalled();
    await wait(1);
    await wait(0);
    expect(searchCalls()).toHaveLength(1);
    const [url, init] = searchCalls()[0] as [string, RequestInit];
    expect(url).toBe('/api/loja/search-guest');
    expect(JSON.parse(String(init.body))).toEqual({ search: 'oleo', per_page: 10 });
    await wait(0);
    expect(screen.getByRole('link', { name: /Óleo de Rícino Puro/, hidden: true }).getAttribute('href')).toBe('/product/7');

    fireEvent.change(input, { target: { value: '' } });
    await wait(SEARCH_DEBOUNCE_MS);
    expect(screen.queryByRole('link', { name: /Óleo de Rícino Puro/, hidden: true })).toBeNull();
    expect(searchCalls()).toHaveLength(1);
  });

  it('says so when nothing matches', async () => {
    productAnswers.push(json(page([])));
    const input = renderOverlay();
    fireEvent.change(input, { target: { value: 'zzz' } });
    await wait(SEARCH_DEBOUNCE_MS);
    await wait(0);
    expect(screen.getByText('Nenhum produto encontrado')).toBeTruthy();
    expect(screen.getByText('Tente usar palavras-chave diferentes')).toBeTruthy();
  });

  it('shows the error panel with the detail', async () => {
    productAnswers.push(json({ status: 0, message: 'Demasiados pedidos.', code: 'RATE_LIMITED' }, 429));
    const input = renderOverlay();
    fireEvent.change(input, { target: { value: 'oleo' } });
    await wait(SEARCH_DEBOUNCE_MS);
    await wait(0);
    expect(screen.getByText('Erro na pesquisa')).toBeTruthy();
    expect(screen.getByText('Demasiados pedidos.')).toBeTruthy();
  });

  it('moves a highlight with the arrow keys and opens the highlighted product with Enter', async () => {
    const other = { ...product, id: 9, name: 'Óleo de Argão' };
    productAnswers.push(json(page([product, other])));
    const input = renderOverlay();
    // No category is called "… de …": the two products are all there is to walk through.
    fireEvent.change(input, { target: { value: 'oleo de' } });
    await wait(SEARCH_DEBOUNCE_MS);
    await wait(0);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const argan = screen.getByRole('link', { name: /Óleo de Argão/, hidden: true });
    expect(input.getAttribute('aria-activedescendant')).toBe(argan.id);
    expect(argan.getAttribute('aria-current')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(argan.id);
    fireEvent.submit(input.closest('form')!);
    expect(screen.getByTestId('where').textContent).toBe('/product/9');
  });

  it('opens the catalogue with the search when nothing is highlighted', async () => {
    const input = renderOverlay();
    fireEvent.change(input, { target: { value: 'oleo' } });
    await wait(SEARCH_DEBOUNCE_MS);
    await wait(0);
    fireEvent.submit(input.closest('form')!);
    expect(screen.getByTestId('where').textContent).toBe('/products?q=oleo');
  });

  it('suggests the matching categories and blog posts, and the arrow keys reach them after the products', async () => {
    posts = [post];
    const input = renderOverlay();
    fireEvent.change(input, { target: { value: 'oleo' } });
    await wait(SEARCH_DEBOUNCE_MS);
    await wait(0);
    await wait(0);
    const suggested = screen.getByRole('list', { name: 'Categorias sugeridas', hidden: true });
    const category = within(suggested).getByRole('link', { name: /Óleos/, hidden: true });
    expect(category.getAttribute('href')).toBe('/products/oleos');
    expect(within(suggested).queryByRole('link', { name: /Shampoos/, hidden: true })).toBeNull();
    const article = screen.getByRole('link', { name: /Óleos no inverno/, hidden: true });
    expect(article.getAttribute('href')).toBe('/blog/12');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(category.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(article.id);
    fireEvent.submit(input.closest('form')!);
    expect(screen.getByTestId('where').textContent).toBe('/blog/12');
  });

  it('makes no category call before anything is typed', async () => {
    renderOverlay();
    await wait(SEARCH_DEBOUNCE_MS * 2);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
