import { afterEach, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => Object.assign(globalThis, { __STORE_SLUG__: 'loja', __ANON_KEY__: 'test-key' }));

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConsultationForm } from './consultation-form.tsx';
import { addDays, maputoToday } from '../../../lib/maputo-date.ts';

const json = (data: unknown, status = 200) => new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function setup() {
  let finish: (r: Response) => void = () => {};
  const calls: { url: string; init?: RequestInit }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    calls.push({ url, init });
    if (url.includes('available-days')) return json({ success: true, data: [{ date: addDays(maputoToday(), 3), free: 1 }], error: null });
    if (url.includes('available-slots')) return json({ success: true, data: [{ time: '09:00', available: false }, { time: '10:00', available: true }], error: null });
    return new Promise<Response>((resolve) => (finish = resolve));
  });
  const onBooked = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ConsultationForm prices={{ presencial: 360_000, online: 290_000 }} onBooked={onBooked} />
    </QueryClientProvider>,
  );
  return { calls, onBooked, finish: (r: Response) => finish(r) };
}

describe('consultation form', () => {
  it('disables taken slots, shows "Agendando..." while booking, and hands over the booking', async () => {
    const { calls, onBooked, finish } = setup();
    const form = screen.getByRole('form', { name: 'Marque a sua consulta' });
    fireEvent.click(within(form).getByRole('button', { name: 'Agendar consulta' }));
    expect(within(form).getByRole('alert').textContent).toBe('Por favor, preencha todos os campos obrigatórios');
    // Every missing field is marked at once, and the first has the focus.
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText(/Nome completo/)));
    for (const label of [/Nome completo/, /Idade/, /WhatsApp/, /E-mail/]) expect(within(form).getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('Por favor, selecione pelo menos uma queixa')).toBeTruthy();
    expect(within(form).getByLabelText('Data').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(within(form).getByLabelText(/Nome completo/), { target: { value: 'Ana Matsinhe' } });
    fireEvent.change(within(form).getByLabelText(/Idade/), { target: { value: '33' } });
    fireEvent.change(within(form).getByLabelText(/WhatsApp/), { target: { value: '841234567' } });
    fireEvent.change(within(form).getByLabelText(/E-mail/), { target: { value: 'ana@exemplo.co.mz' } });
    fireEvent.click(within(form).getByLabelText('Acne'));
    fireEvent.click(within(form).getByRole('button', { name: 'Agendar consulta' }));
    expect(within(form).getByRole('alert').textContent).toBe('Por favor, selecione data e horário');
    expect(within(form).getByText('Escolha o dia.')).toBeTruthy();

    // Only days with a free time are offered.
    await within(form).findByRole('option', { name: /1 horário livre/ });
    expect(within(form).getAllByRole('option')).toHaveLength(2);
    fireEvent.change(within(form).getByLabelText('Data'), { target: { value: addDays(maputoToday(), 3) } });
    const slot = await within(form).findByRole('button', { name: '10:00' });
    expect(within(form).getByRole('button', { name: '09:00 (indisponível)' })).toHaveProperty('disabled', true);
    fireEvent.click(slot);
    fireEvent.click(within(form).getByRole('button', { name: 'Agendar consulta' }));

    const busy = await within(form).findByRole('button', { name: 'Agendando...' });
    expect(busy).toHaveProperty('disabled', true);
    const create = calls.find((c) => c.url.endsWith('/appointments-api/create'))!;
    const headers = create.init!.headers as Record<string, string>;
    expect(headers['idempotency-key']).toMatch(/.{8,}/);
    const body = create.init!.body as FormData;
    expect(body.get('appointment_time')).toBe('10:00');
    expect(body.getAll('complaints')).toEqual(['Acne']);
    expect(body.get('payment_receipt')).toBeNull();

    finish(json({ success: true, data: { reference: 'CC-ABC234', access_token: 't'.repeat(32) }, error: null }, 201));
    // Paid at the clinic: no M-Pesa number to charge.
    await waitFor(() => expect(onBooked).toHaveBeenCalledWith(expect.objectContaining({ reference: 'CC-ABC234' }), null));
  });
});
