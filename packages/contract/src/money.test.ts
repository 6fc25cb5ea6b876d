import { describe, expect, it } from 'vitest';
import { centsToWire, formatMoney, formatWireMoney, wireToCents } from './money.ts';

/** Writes the expectation with plain spaces; the formatter's are no-break. */
const nb = (text: string) => text.replace(/ /g, '\u00a0');

describe('formatMoney', () => {
  it('prefixes MT, groups thousands with a space and uses a decimal comma', () => {
    expect(formatMoney(123450)).toBe(nb('MT 1 234,50'));
    expect(formatMoney(0)).toBe(nb('MT 0,00'));
    expect(formatMoney(5)).toBe(nb('MT 0,05'));
    expect(formatMoney(123456789)).toBe(nb('MT 1 234 567,89'));
    expect(formatMoney(-2500)).toBe(nb('-MT 25,00'));
  });
  it('never leaves a breakable space inside a price', () => {
    expect(formatMoney(123456789)).not.toMatch(/ /);
    expect(formatMoney(123456789)).toBe('MT\u00a01\u00a0234\u00a0567,89');
  });
  it('formats wire amounts', () => {
    expect(formatWireMoney('3600.00')).toBe(nb('MT 3 600,00'));
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
