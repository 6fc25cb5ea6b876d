import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@shop/contract/accounts';
import { preloadQuery } from '../query-boundary.tsx';
import { session } from '../../lib/session.ts';
import { useToasts } from '../../lib/toast.ts';
import { WishlistLink } from './header-actions.tsx';
import { Header, preloadHeader } from './header.tsx';

const USER = {
  id: '7',
  first_name: 'Neusa',
  last_name: 'Cossa',
  name: 'Neusa Cossa',
  email: 'cliente@exemplo.co.mz',
  mobile: '258841110000',
  image: null,
} as unknown as User;

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}
function Toasts() {
  return (
    <ul>
      {useToasts().map((t) => (
        <li key={t.id}>{t.message}</li>
      ))}
    </ul>
  );
}

function renderHeader(at = '/about') {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[at]}>
        <Header />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
        <Toasts />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// The header's cart and account menu wait for their lazily loaded code and the query library; load them first so nothing suspends.
beforeEach(async () => {
  localStorage.clear();
  await Promise.all([preloadQuery(), preloadHeader()]);
});
afterEach(() => {
  cleanup();
  session.clear();
  vi.unstubAllGlobals();
});

describe('header', () => {
  it('offers sign-in to a guest', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: /Neusa/ })).toBeNull();
  });

  it('gives a signed-in customer Perfil, Pedidos, Pontos and Sair, and Sair revokes, clears, tells and goes home', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ status: 1, message: 'Sessão terminada.', data: null }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await session.signIn('token-abc', USER);
    renderHeader('/about');
    const button = screen.getByRole('button', { name: /Neusa/ });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Perfil' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('link', { name: 'Pedidos' }).getAttribute('href')).toBe('/orders');
    expect(screen.getByRole('link', { name: 'Pontos' }).getAttribute('href')).toBe('/profile?tab=points');

    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    const logout = calls.find(([url]) => url === '/api/loja/logOut');
    expect(logout).toBeDefined();
    const [, init] = logout!;
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-abc');
    expect(session.user).toBeNull();
    expect(localStorage.getItem('cm.auth.token')).toBeNull();
    expect(screen.getByText('Sessão terminada.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Entrar' })).toBeTruthy();
  });

  it('signs out locally even when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await session.signIn('token-abc', USER);
    renderHeader('/orders');
    fireEvent.click(screen.getByRole('button', { name: /Neusa/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
    expect(session.user).toBeNull();
  });

  it('closes the account menu with Escape and on navigation', async () => {
    // What a signed-in customer's header loads: an empty wishlist and cart.
    const empty = {
      '/api/loja/wishlist-merge': { product_ids: [], count: 0 },
      '/api/loja/wishlist-list': { items: [], count: 0 },
      '/api/loja/cart-list': {
        product_list: [], sub_total: '0.00', total_sub_price: '0.00', coupon_info: null, discount: '0.00', shipping: '0.00',
        shipping_method: null, tax: '0.00', final_price: '0.00', cart_total_product: 0, cart_total_qty: 0, notices: [], can_checkout: false,
      },
    } as Record<string, unknown>;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url in empty
          ? new Response(JSON.stringify({ status: 1, message: '', data: empty[url] }), { status: 200 })
          : new Response(JSON.stringify({ status: 0, message: 'Não encontrado.', data: null }), { status: 404 }),
      ),
    );
    await session.signIn('token-abc', USER);
    renderHeader('/about');
    const button = screen.getByRole('button', { name: /Neusa/ });
    fireEvent.click(button);
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('link', { name: 'Pedidos' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/orders'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the search overlay from the search button', async () => {
    renderHeader('/about');
    fireEvent.click(screen.getByRole('button', { name: 'Pesquisar produtos' }));
    expect(await screen.findByPlaceholderText('Shampoo, óleo, máscara…')).toBeTruthy();
  });
});

describe('badges', () => {
  it('show counts in the accessible name and nothing at zero', () => {
    render(
      <MemoryRouter>
        <WishlistLink count={0} />
        <WishlistLink count={2} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Lista de desejos: 0 produtos' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lista de desejos: 2 produtos' }).textContent).toContain('2');
  });
});
