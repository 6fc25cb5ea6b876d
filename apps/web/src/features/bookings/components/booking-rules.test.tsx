import { describe, expect, it, vi } from 'vitest';

// The build defines these; the component modules read them when imported.
vi.hoisted(() => Object.assign(globalThis, { __STORE_SLUG__: 'loja', __ANON_KEY__: 'test-key' }));
import type { ConsultationInput } from '../api/create-consultation.ts';
import { consultationErrors, consultationProblem } from './consultation-form.tsx';
import { stepValid } from './microneedling-wizard.tsx';

const form: ConsultationInput = {
  full_name: 'Ana', age: '30', occupation: '', whatsapp: '841234567', email: 'ana@exemplo.co.mz', complaints: ['Caspa'],
  appointment_type: 'presencial', appointment_date: '2030-03-06', appointment_time: '10:00', payment_method: 'establishment', notes: '', receipt: null,
};

describe('consultation form checks, in the spec order', () => {
  it.each([
    [{ full_name: ' ' }, 'Por favor, preencha todos os campos obrigatórios'],
    [{ age: '0' }, 'A idade deve estar entre 1 e 120 anos.'],
    [{ age: '121' }, 'A idade deve estar entre 1 e 120 anos.'],
    [{ complaints: [] }, 'Por favor, selecione pelo menos uma queixa'],
    [{ appointment_time: '' }, 'Por favor, selecione data e horário'],
    [{ appointment_date: '2030-03-01' }, 'A data não pode ser anterior a hoje.'],
    [{ payment_method: 'advance_50' as const }, 'Por favor, faça o upload do comprovativo de pagamento'],
  ])('%j → %s', (change, message) => {
    expect(consultationProblem({ ...form, ...change }, '2030-03-05')).toBe(message);
  });

  it('passes a complete form', () => {
    expect(consultationProblem(form, '2030-03-05')).toBeNull();
  });

  it('an advance paid with M-Pesa needs a Vodacom number instead of a receipt', () => {
    const advance = { ...form, payment_method: 'advance_50' as const };
    const message = 'Indique um número Vodacom M-Pesa (84 ou 85), por exemplo 84 123 4567.';
    expect(consultationProblem(advance, '2030-03-05', '')).toBe(message);
    expect(consultationProblem(advance, '2030-03-05', '86 123 4567')).toBe(message);
    expect(consultationErrors(advance, '2030-03-05', '86 123 4567')).toEqual({ mpesa_msisdn: message });
    expect(consultationProblem(advance, '2030-03-05', '+258 84 123 4567')).toBeNull();
    expect(consultationErrors(advance, '2030-03-05', '85 123 4567')).toEqual({});
    // At the clinic, no number is asked.
    expect(consultationProblem(form, '2030-03-05', '')).toBeNull();
  });
});

describe('micro-needling wizard steps', () => {
  const draft = {
    service_area: 'scalp' as const, package: null as number | null, appointment_date: '', appointment_time: '', full_name: '', email: '',
    phone: '', notes: '', payment_option: 'deposit' as const, receipt: null,
  };
  it('needs a package, then a date from today with a time, then name, e-mail and phone', () => {
    expect(stepValid(0, draft, '2030-03-05')).toBe(false);
    expect(stepValid(0, { ...draft, package: 3 }, '2030-03-05')).toBe(true);
    expect(stepValid(1, { ...draft, appointment_date: '2030-03-04', appointment_time: '10:00' }, '2030-03-05')).toBe(false);
    expect(stepValid(1, { ...draft, appointment_date: '2030-03-06', appointment_time: '10:00' }, '2030-03-05')).toBe(true);
    expect(stepValid(2, { ...draft, full_name: 'Ana', email: 'ana@x', phone: '841234567' }, '2030-03-05')).toBe(false);
    expect(stepValid(2, { ...draft, full_name: 'Ana', email: 'ana@x.mz', phone: '841234567' }, '2030-03-05')).toBe(true);
  });
});
