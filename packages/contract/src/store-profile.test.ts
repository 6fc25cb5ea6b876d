import { describe, expect, it } from 'vitest';
import { STORE_PROFILE } from './store.ts';
import { checkStoreProfile } from './store-profile.ts';

describe('the store profile printed on invoices and receipts', () => {
  it('holds a legal name, an address, a NUIT and an IVA rate', () => {
    expect(() => checkStoreProfile(STORE_PROFILE)).not.toThrow();
  });
  it('refuses a NUIT that is not 9 digits, a missing legal name and a rate that is not a percentage, naming each', () => {
    const bad = { ...STORE_PROFILE, legalName: ' ', tax: { nuit: '40012345', vatRatePercent: 16.5 } };
    expect(() => checkStoreProfile(bad)).toThrow(/legalName.*tax\.nuit: NUIT: são 9 algarismos.*tax\.vatRatePercent/s);
  });
  it('keeps its phones in the one display format, so pages can print them as they are', () => {
    expect(() => checkStoreProfile({ ...STORE_PROFILE, phones: ['+258841234567'] })).toThrow(/phones\.0: Telefone: use o formato \+258 84 123 4567/);
    expect(() => checkStoreProfile({ ...STORE_PROFILE, phones: ['+258 84 123 4567', '+258 21 49 0000'] })).not.toThrow();
  });
});
