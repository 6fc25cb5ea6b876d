import { formatMoney, wireToCents } from '@shop/contract/money';

/** "1500.00" → "MT 1 500,00". */
export const formatWire = (value: string | null | undefined) => (value ? formatMoney(wireToCents(value)) : '—');

/** What staff type ("1 200,50", "1200.5", "1200") → the wire format, or null when it is not money. */
export function moneyInputToWire(text: string): string | null {
  const cleaned = text.replace(/\s|MT/gi, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [units, fraction = ''] = cleaned.split('.');
  return `${Number(units)}.${fraction.padEnd(2, '0')}`;
}

/** A wire amount as staff edit it: "1500.00" → "1500,00". */
export const wireToInput = (value: string | null | undefined) => (value ? value.replace('.', ',') : '');

/** An ISO instant as the value of <input type="datetime-local"> in the browser's zone. */
export function isoToLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
export const localInputToIso = (value: string) => (value ? new Date(value).toISOString() : null);

/** Image URL for a thumbnail: uploaded images have a small WebP; bundled ones are used as they are. */
export const thumbnailUrl = (url: string) => (/^\/media\/[0-9a-f-]{36}$/.test(url) ? `${url}/320.webp` : url);

export const ROLE_LABEL = { owner: 'Proprietário(a)', staff: 'Equipa' } as const;
