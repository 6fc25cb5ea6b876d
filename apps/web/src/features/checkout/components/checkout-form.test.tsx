import { beforeEach, describe, expect, it } from 'vitest';
import { emptyDraft, idempotencyKeyFor, loadDraft, saveDraft } from '../api/checkout-draft.ts';
import { toOrderBody, validateCheckout } from './checkout-form.tsx';
import { checkProofFile, formatKb } from './proof-upload.tsx';

const user = { first_name: 'Neusa', last_name: 'Cossa', email: 'neusa@exemplo.co.mz', mobile: '258841110000' };

beforeEach(() => sessionStorage.clear());

describe('checkout validation', () => {
  it('quotes the spec messages for the address, the location and the transfer proof', () => {
    const draft = { ...emptyDraft(user), country_id: 150, state_id: null };
    const errors = validateCheckout(draft, { methodsExist: true, proofBusy: false });
    expect(errors.address).toBe('Por favor, preencha o endereço de cobrança');
    expect(errors.location).toBe('Por favor, preencha o endereço de cobrança completamente');
    expect(errors.proof).toBe('Por favor, faça o upload do comprovativo de transferência');
    expect(errors.method).toBe('Escolha o método de entrega.');
    expect(errors.first_name).toBeUndefined();
  });

  it('does not ask a wallet payment for a proof up front, and waits for an upload in progress', () => {
    const draft = { ...emptyDraft(user), payment_type: 'mobile_wallet' as const, address: 'Rua 1', state_id: 1, city_id: 4689, method_id: 3 };
    expect(validateCheckout(draft, { methodsExist: true, proofBusy: false })).toEqual({});
    expect(validateCheckout(draft, { methodsExist: true, proofBusy: true }).proof).toMatch(/Aguarde/);
  });

  it('builds the body with the summary total as price', () => {
    const draft = { ...emptyDraft(user), address: ' Rua 1 ', state_id: 1, city_id: 4689, method_id: 3, proof: { id: 'p', name: 'a.pdf', size: 10 } };
    expect(toOrderBody(draft, '1080.00')).toMatchObject({ price: '1080.00', address: 'Rua 1', proof_id: 'p', phone: '+258841110000', country_id: 150, payment_type: 'bank_transfer' });
  });
});

describe('checkout draft', () => {
  it('survives a reload through sessionStorage', () => {
    saveDraft({ ...emptyDraft(user), address: 'Av. 24 de Julho' });
    expect(loadDraft(emptyDraft(null)).address).toBe('Av. 24 de Julho');
  });

  it('keeps one Idempotency-Key while the body is the same and changes it with the body', () => {
    const a = idempotencyKeyFor({ x: 1 });
    expect(idempotencyKeyFor({ x: 1 })).toBe(a);
    expect(idempotencyKeyFor({ x: 2 })).not.toBe(a);
  });
});

describe('proof file', () => {
  it('accepts png, jpg, jpeg and pdf up to 5 MB with the spec messages otherwise', () => {
    const file = (name: string, size: number, type = '') => new File([new Uint8Array(size)], name, { type });
    expect(checkProofFile(file('a.pdf', 10))).toBeNull();
    expect(checkProofFile(file('a.JPEG', 10))).toBeNull();
    expect(checkProofFile(file('a.svg', 10, 'image/svg+xml'))).toBe('Apenas imagens PNG, JPG ou PDF são permitidos');
    expect(checkProofFile(file('a.png', 5 * 1024 * 1024 + 1))).toBe('O arquivo deve ter no máximo 5MB');
    expect(formatKb(2048)).toBe('2,0 KB');
  });
});
