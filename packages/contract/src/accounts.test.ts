import { describe, expect, it } from 'vitest';
import { registerRequest } from './accounts.ts';
import { addressLine, normalizeMobile, normalizeMozMobile } from './accounts-rules.ts';

describe('normalizeMozMobile', () => {
  it.each([
    ['84 123 4567', '258841234567'],
    ['+258 84 123 4567', '258841234567'],
    ['00258841234567', '258841234567'],
    ['258-82-123-4567', '258821234567'],
    ['(87) 000 0000', '258870000000'],
  ])('reads %s', (input, expected) => expect(normalizeMozMobile(input)).toBe(expected));

  it.each(['21 49 0000', '88 123 4567', '84 123 456', '+351 912 345 678', 'abc', ''])('refuses %s', (input) =>
    expect(normalizeMozMobile(input)).toBeNull(),
  );
});

describe('normalizeMobile', () => {
  it('keeps international numbers written with + and refuses bare foreign digits', () => {
    expect(normalizeMobile('+351 912 345 678')).toBe('351912345678');
    expect(normalizeMobile('912345678')).toBeNull();
    expect(normalizeMobile('84 123 4567')).toBe('258841234567');
  });
});

describe('registerRequest', () => {
  it('says which required field is missing, in Portuguese', () => {
    const result = registerRequest.safeParse({});
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({ first_name: 'Indique o nome.', email: 'Indique o seu e-mail.', mobile: 'Indique o número de telemóvel.' });
  });
});

describe('addressLine', () => {
  it('joins the parts that are present', () => {
    expect(addressLine({ address: 'Rua A 1', bairro: '', city_name: 'Maputo', state_name: 'Maputo Cidade' })).toBe('Rua A 1, Maputo, Maputo Cidade');
  });
});
