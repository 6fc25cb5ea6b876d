import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast, useToasts } from '../../lib/toast.ts';
import { Toaster } from './toaster.tsx';

function Clear() {
  for (const t of useToasts()) dismissToast(t.id);
  return null;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  render(<Clear />);
  cleanup();
  vi.useRealTimers();
});

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('Toaster', () => {
  it('keeps its live regions in the page before any toast, and puts messages in them', () => {
    render(<Toaster />);
    const polite = screen.getByRole('status');
    const assertive = screen.getByRole('alert');
    expect(polite.textContent).toBe('');
    act(() => {
      toast.success('Produto adicionado ao carrinho!');
      toast.error('Erro ao agendar. Tente novamente.');
    });
    expect(polite.textContent).toContain('Produto adicionado ao carrinho!');
    expect(assertive.textContent).toContain('Erro ao agendar. Tente novamente.');
  });

  it('hides a success after its time, but an error stays until it is closed', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Morada removida com sucesso.');
      toast.error('Sem ligação à internet.');
    });
    advance(60_000);
    expect(screen.queryByText('Morada removida com sucesso.')).toBeNull();
    expect(screen.getByText('Sem ligação à internet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fechar notificação' }));
    expect(screen.queryByText('Sem ligação à internet.')).toBeNull();
  });

  it('stops the clock while the pointer is over the toasts or focus is inside, and resumes with the time left', () => {
    render(<Toaster />);
    act(() => {
      toast.info('Cupão aplicado.', 3000);
    });
    advance(2000);
    const message = screen.getByText('Cupão aplicado.');
    fireEvent.pointerEnter(message);
    advance(10_000);
    expect(screen.getByText('Cupão aplicado.')).toBeTruthy();
    fireEvent.pointerLeave(message);
    advance(900);
    expect(screen.getByText('Cupão aplicado.')).toBeTruthy();
    advance(200);
    expect(screen.queryByText('Cupão aplicado.')).toBeNull();

    act(() => {
      toast.info('Outro aviso.', 3000);
    });
    const close = screen.getByRole('button', { name: 'Fechar notificação' });
    fireEvent.focus(close);
    advance(10_000);
    expect(screen.getByText('Outro aviso.')).toBeTruthy();
    fireEvent.blur(close);
    advance(3100);
    expect(screen.queryByText('Outro aviso.')).toBeNull();
  });

  it('shows the same message once, restarting its time', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Adicionado à lista de desejos.');
    });
    advance(2000);
    act(() => {
      toast.success('Adicionado à lista de desejos.');
    });
    expect(screen.getAllByText('Adicionado à lista de desejos.')).toHaveLength(1);
    advance(2000);
    expect(screen.getByText('Adicionado à lista de desejos.')).toBeTruthy();
    advance(600);
    expect(screen.queryByText('Adicionado à lista de desejos.')).toBeNull();
  });

  it('sits below the header, so the cart and the menu stay reachable', () => {
    const { container } = render(<Toaster />);
    expect((container.firstElementChild as HTMLElement).className).toMatch(/top-\[4\.5rem\]/);
  });
});
