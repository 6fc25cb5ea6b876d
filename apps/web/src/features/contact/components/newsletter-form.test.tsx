import { afterEach, describe, expect, it, vi } from 'vitest';

// The build defines these; the component modules read them when imported.
vi.hoisted(() => Object.assign(globalThis, { __STORE_SLUG__: 'loja', __ANON_KEY__: 'test-key' }));
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { NewsletterForm } from './newsletter-form.tsx';


function tree() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NewsletterForm />
      </MemoryRouter>
    </QueryClientProvider>
  );
}

const renderForm = () => render(tree());

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('footer newsletter form', () => {
  it('comes from the server inert, and turns live once the browser has taken it over', () => {
    expect(renderToString(tree())).toMatch(/<form[^>]* inert=""/);
    renderForm();
    expect(screen.getByLabelText('E-mail para a newsletter').closest('form')!.hasAttribute('inert')).toBe(false);
  });

  it('needs a valid e-mail and the privacy box, sends the trimmed e-mail, then clears', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ status: 1, message: 'ok', data: { email: 'a@b.mz', subscribed: true } }), { status: 200 }));
    renderForm();
    const email = screen.getByLabelText('E-mail para a newsletter') as HTMLInputElement;
    const box = screen.getByRole('checkbox') as HTMLInputElement;
    fireEvent.change(email, { target: { value: 'nao-e-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscrever' }));
    expect(screen.getByRole('alert').textContent).toBe('Indique um e-mail válido.');
    fireEvent.change(email, { target: { value: '  a@b.mz ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscrever' }));
    expect(screen.getByRole('alert').textContent).toBe('Por favor, aceite a política de privacidade.');
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Subscrever' }));
    await waitFor(() => expect(email.value).toBe(''));
    expect(box.checked).toBe(false);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ email: 'a@b.mz', privacy_accepted: true });
  });

  it('shows the server message on a refusal', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ status: 0, message: 'Demasiadas inscrições.', code: 'RATE_LIMITED' }), { status: 429 }));
    renderForm();
    fireEvent.change(screen.getByLabelText('E-mail para a newsletter'), { target: { value: 'a@b.mz' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Subscrever' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Demasiadas inscrições.'));
  });
});
