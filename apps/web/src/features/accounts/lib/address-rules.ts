import { stateLabel } from '@shop/contract/location-rules';
import type { FieldErrors } from '../../../lib/form-errors.ts';

export interface AddressDraftCheck {
  countryId: number | null;
  stateId: number | null;
  cityId: number | null;
  bairro: string;
  address: string;
}

export type AddressField = 'country_id' | 'state_id' | 'city_id' | 'bairro' | 'address';

/** What an address still needs before it can be saved, each on its field (keys as the API names them). */
export function addressErrors(d: AddressDraftCheck): FieldErrors<AddressField> {
  const errors: FieldErrors<AddressField> = {};
  if (d.countryId === null) errors.country_id = 'Escolha o país.';
  else if (d.stateId === null) errors.state_id = stateLabel(d.countryId) === 'Província' ? 'Escolha a província.' : 'Escolha o distrito.';
  else if (d.cityId === null) errors.city_id = 'Escolha a cidade.';
  if (!d.bairro.trim()) errors.bairro = 'Indique o bairro.';
  if (!d.address.trim()) errors.address = 'Indique a rua e o número.';
  return errors;
}
