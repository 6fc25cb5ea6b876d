import { describe, expect, it } from 'vitest';
import { addressErrors } from './address-rules.ts';

describe('addressErrors', () => {
  it('names every missing part at once, the location from the first level still to choose', () => {
    expect(addressErrors({ countryId: 150, stateId: null, cityId: null, bairro: ' ', address: '' })).toEqual({
      state_id: 'Escolha a província.',
      bairro: 'Indique o bairro.',
      address: 'Indique a rua e o número.',
    });
  });

  it('is empty for a complete address', () => {
    expect(addressErrors({ countryId: 150, stateId: 1, cityId: 2, bairro: 'Polana', address: 'Av. 24 de Julho, 10' })).toEqual({});
  });
});
