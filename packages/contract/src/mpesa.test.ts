import { describe, expect, it } from 'vitest';
import { mpesaMsisdn } from './mpesa.ts';

describe('mpesaMsisdn', () => {
  it.each([
    ['84 123 4567', '258841234567'],
    ['+258 85 123 4567', '258851234567'],
    ['00258841234567', '258841234567'],
    ['258-84-123-4567', '258841234567'],
    ['(85) 123 45 67', '258851234567'],
  ])('%s is the Vodacom number %s', (typed, msisdn) => expect(mpesaMsisdn(typed)).toBe(msisdn));

  it.each([
    ['86 123 4567', 'Movitel'],
    ['87 123 4567', 'Movitel'],
    ['82 123 4567', 'Tmcel'],
    ['21 49 0000', 'a landline'],
    ['84 123 456', 'too short'],
    ['84 123 45678', 'too long'],
    ['+27 84 123 4567', 'not Mozambican'],
    ['', 'empty'],
  ])('%s is refused (%s)', (typed) => expect(mpesaMsisdn(typed)).toBeNull());
});
