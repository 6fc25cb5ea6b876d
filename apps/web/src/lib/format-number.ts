import { LOCALE } from './locale.ts';

/**
 * Every number a person reads that is not money (counts, points, a rating, a file's size), in the locale of
 * the dates (decision 107): pt-MZ, pt-PT where a browser has no pt-MZ data. Money is `formatMoney`'s
 * (`@shop/contract/money`). "12 345", "4,5", "2,0".
 */
const formats = new Map<string, Intl.NumberFormat>();

export function formatNumber(value: number, decimals: { min?: number; max?: number } = {}): string {
  const min = decimals.min ?? 0;
  const max = Math.max(min, decimals.max ?? 3);
  const key = `${min}:${max}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: min, maximumFractionDigits: max })));
  return format.format(value);
}
