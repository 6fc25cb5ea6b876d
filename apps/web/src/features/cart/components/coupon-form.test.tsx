import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@shop/contract/cart';
import { CouponForm } from './coupon-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const cart = { coupon_info: null } as unknown as Cart;
const wrap = (ui: React.ReactNode) => render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

describe('CouponForm', () => {
  it('upper-cases the code, keeps Aplicar disabled while empty, and tells a guest to sign in without calling the server', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    wrap(<CouponForm cart={cart} isGuest />);
    const apply = screen.getByRole('button', { name: 'Aplicar' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    const input = screen.getByLabelText('Cupão de desconto') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'bemvinda10' } });
    expect(input.value).toBe('BEMVINDA10');
    fireEvent.click(apply);
    expect(screen.getByRole('alert').textContent).toBe('Por favor, inicie sessão para aplicar o cupão');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('quotes the request id when the server fails, so the shopper can give it to the clinic', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ status: 0, message: 'Ocorreu um erro inesperado. Tente novamente dentro de momentos.', code: 'INTERNAL', data: null, request_id: 'req-7f3a9c' }), { status: 500, headers: { 'Content-Type': 'application/json' } })));
    wrap(<CouponForm cart={cart} isGuest={false} />);
    fireEvent.change(screen.getByLabelText('Cupão de desconto'), { target: { value: 'BEMVINDA10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ocorreu um erro inesperado. Tente novamente dentro de momentos. (Código: req-7f3a9c)');
  });

  it('shows the applied coupon by name and code instead of the input', () => {
    const applied = {
      coupon_info: { coupon_id: 1, coupon_name: 'Boas-vindas 10%', coupon_code: 'BEMVINDA10', coupon_discount_type: 'percentage', coupon_value: '10', coupon_discount_number: '10%', coupon_discount_amount: '120.00', coupon_final_amount: '1080.00', min_spend: '1000.00', applies: true },
    } as unknown as Cart;
    wrap(<CouponForm cart={applied} isGuest={false} />);
    expect(screen.getByText(/Boas-vindas 10%/)).toBeTruthy();
    expect(screen.queryByLabelText('Cupão de desconto')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remover cupão' })).toBeTruthy();
  });
});
