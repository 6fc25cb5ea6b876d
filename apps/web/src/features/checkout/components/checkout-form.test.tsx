import { beforeEach, describe, expect, it } from 'vitest';
import type { Address } from '@shop/contract/accounts';
import { contactFromProfile, emptyDraft, idempotencyKeyFor, initialAddressChoice, loadDraft, saveDraft } from '../api/checkout-draft.ts';
import { toOrderBody, validateCheckout } from './checkout-form.tsx';

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
    expect(toOrderBody(draft, '1080.00')).toMatchObject({ price: '1080.00', address: 'Rua 1', proof_id: 'p', phone: '+258 84 111 0000', country_id: 150, payment_type: 'bank_transfer' });
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

describe('saved addresses at checkout', () => {
  const address = (id: number, default_address: boolean): Address => ({
    id, title: id === 1 ? 'Casa' : 'Trabalho', country_id: 150, country_name: 'Moçambique', state_id: 7, state_name: 'Sofala', city_id: 90, city_name: 'Beira',
    bairro: 'Ponta Gêa', address: `Rua ${id}`, landmark: 'Perto do mercado', postcode: '', default_address,
  });

  it('preselects the default address over the first one and fills the delivery fields from it', () => {
    const patch = initialAddressChoice(emptyDraft(user), [address(1, false), address(2, true)]);
    expect(patch).toMatchObject({ address_id: 2, state_id: 7, city_id: 90, address: 'Rua 2', bairro: 'Ponta Gêa', reference_point: 'Perto do mercado' });
  });

  it('keeps what the shopper typed, and a choice already made while it exists', () => {
    expect(initialAddressChoice({ ...emptyDraft(user), address: 'Av. 24 de Julho' }, [address(2, true)])).toEqual({ address_id: 'new' });
    expect(initialAddressChoice({ ...emptyDraft(user), address_id: 2 }, [address(2, true)])).toBeNull();
    expect(initialAddressChoice({ ...emptyDraft(user), address_id: 3 }, [address(2, true)])).toEqual({ address_id: 'new' });
    expect(initialAddressChoice(emptyDraft(user), [])).toEqual({ address_id: 'new' });
  });

  it('asks for the bairro only when the typed address is to be saved', () => {
    const draft = { ...emptyDraft(user), payment_type: 'mobile_wallet' as const, address: 'Rua 1', state_id: 1, city_id: 4689, method_id: 3, address_id: 'new' as const };
    expect(validateCheckout(draft, { methodsExist: true, proofBusy: false }).bairro).toBeUndefined();
    expect(validateCheckout({ ...draft, save_address: true }, { methodsExist: true, proofBusy: false }).bairro).toBe('Indique o bairro para guardar a morada.');
  });

  it('fills only the blank contact fields from the profile', () => {
    const draft = { ...emptyDraft(null), first_name: 'Ana' };
    expect(contactFromProfile(draft, { first_name: 'Neusa', last_name: 'Cossa', email: 'n@exemplo.co.mz', mobile: '258841110000' })).toEqual({
      last_name: 'Cossa', email: 'n@exemplo.co.mz', phone: '+258 84 111 0000',
    });
  });
});
