import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number.ts';

describe('formatNumber', () => {
  it('writes numbers as Mozambique writes them: a space between thousands, a comma before decimals', () => {
    expect(formatNumber(12345)).toBe('12\u00a0345');
    expect(formatNumber(1234567.891)).toBe('1\u00a0234\u00a0567,891');
    expect(formatNumber(1234)).toBe('1234');
  });

  it('keeps as many decimals as asked', () => {
    expect(formatNumber(4.25, { max: 1 })).toBe('4,3');
    expect(formatNumber(4, { max: 1 })).toBe('4');
    expect(formatNumber(2, { min: 1, max: 1 })).toBe('2,0');
    expect(formatNumber(0.5)).toBe('0,5');
  });
});
