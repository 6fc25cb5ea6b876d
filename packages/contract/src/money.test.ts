import { describe, expect, it } from 'vitest';
import { centsToWire, formatMoney, formatWireMoney, wireToCents } from './money.ts';

describe('formatMoney', () => {
  it('prefixes MT, groups thousands with a space and uses a decimal comma', () => {
    expect(formatMoney(123450)).toBe('MT 1 234,50');
    expect(formatMoney(0)).toBe('MT 0,00');
    expect(formatMoney(5)).toBe('MT 0,05');
    expect(formatMoney(123456789)).toBe('MT 1 234 567,89');
    expect(formatMoney(-2500)).toBe('-MT 25,00');
  });
  it('formats wire amounts', () => {
    expect(formatWireMoney('3600.00')).toBe('MT 3 600,00');
  });
});

describe('wire money', () => {
  it('round-trips cents through the two-decimal wire format', () => {
    for (const cents of [0, 1, 99, 100, 150000, 123456]) expect(wireToCents(centsToWire(cents))).toBe(cents);
    expect(centsToWire(150000)).toBe('1500.00');
  });
  it('accepts numbers and short decimals but refuses junk', () => {
    expect(wireToCents('1500')).toBe(150000);
    expect(wireToCents('12.5')).toBe(1250);
    expect(wireToCents(19.99)).toBe(1999);
    expect(() => wireToCents('12,50')).toThrow();
    expect(() => wireToCents('1e5')).toThrow();
    expect(() => centsToWire(1.5)).toThrow();
  });
});
