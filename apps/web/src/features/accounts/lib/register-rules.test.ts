import { describe, expect, it } from 'vitest';
import { registerErrors, type RegisterDraft } from './register-rules.ts';

const ok: RegisterDraft = {
  first_name: 'Ana', last_name: 'Machava', email: 'ana@exemplo.co.mz', mobile: '84 123 4567', password: 'segredo-forte', password_confirmation: 'segredo-forte', accept_terms: true,
};

describe('registerErrors', () => {
  it('accepts a complete form', () => {
    expect(registerErrors(ok)).toEqual({});
  });

  it('reports every problem at once, each on its field', () => {
    const errors = registerErrors({ first_name: ' ', last_name: '', email: 'ana@', mobile: '12', password: 'curta', password_confirmation: 'outra', accept_terms: false });
    expect(Object.keys(errors).sort()).toEqual(['accept_terms', 'email', 'first_name', 'last_name', 'mobile', 'password', 'password_confirmation']);
    expect(errors.password).toContain('8 caracteres');
    expect(errors.accept_terms).toContain('Termos e Condições');
  });

  it('requires the terms even when all else is right, and a matching confirmation', () => {
    expect(registerErrors({ ...ok, accept_terms: false })).toEqual({ accept_terms: expect.any(String) });
    expect(registerErrors({ ...ok, password_confirmation: 'segredo-fraco' })).toEqual({ password_confirmation: 'As palavras-passe não coincidem.' });
  });
});
