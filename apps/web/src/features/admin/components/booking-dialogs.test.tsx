import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewBookingDialog } from './booking-dialogs.tsx';

const slots = [
  { time: '10:00', available: true, reason: null },
  { time: '10:30', available: false, reason: 'taken' },
];

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ status: 1, message: 'ok', data: slots }), { status: 200, headers: { 'Content-Type': 'application/json' } })));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open() {
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/marcacoes']}>
        <NewBookingDialog preset={{ service: 'presencial', date: '2030-03-04' }} onClose={onClose} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Nova marcação' }) };
}

const settle = () => act(async () => {});

describe('NewBookingDialog: what staff typed is not lost by a slip', () => {
  it('closes at once while nothing about the client was typed', async () => {
    const { onClose } = open();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await settle();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks before Cancelar or Escape lose a typed client: "Continuar a editar" keeps the form, "Sair sem guardar" closes', async () => {
    const { onClose, dialog } = open();
    fireEvent.change(screen.getByLabelText(/Nome do cliente/), { target: { value: 'Graça Cossa' } });

    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await settle();
    screen.getByRole('alertdialog', { name: 'Sair sem guardar?' });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar a editar' }));
    await settle();
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText(/Nome do cliente/) as HTMLInputElement).value).toBe('Graça Cossa');

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await settle();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Sair sem guardar' }));
    await settle();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
