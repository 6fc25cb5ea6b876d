/** Money is integer cents (minor units) everywhere inside; the wire carries "1500.00". */
export type Cents = number;

export function centsToWire(cents: Cents): string {
  if (!Number.isInteger(cents)) throw new Error(`cents must be an integer, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Parses "1500.00", "1500", 1500 or 1500.5 into cents; refuses anything else. */
export function wireToCents(value: string | number): Cents {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`not a money value: ${String(value)}`);
  const [, minus, units, fraction = ''] = match;
  const cents = Number(units) * 100 + Number(fraction.padEnd(2, '0'));
  return minus ? -cents : cents;
}

/** A no-break space: a price never wraps between "MT" and its digits, nor inside the number. */
const NBSP = '\u00a0';
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);

/** The one money formatter: `MT 1 234,50`, its spaces no-break. Accepts cents. */
export function formatMoney(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}MT${NBSP}${groupThousands(String(Math.floor(abs / 100)))},${String(abs % 100).padStart(2, '0')}`;
}

/** Formats a wire amount ("1234.50") for display. */
export function formatWireMoney(value: string | number): string {
  return formatMoney(wireToCents(value));
}
