import { formatDateTime } from '../../../lib/maputo-time.ts';

/**
 * CSV for spreadsheets opened in a Portuguese locale: semicolon separator (the comma is the decimal
 * mark there), RFC 4180 quoting, CRLF rows, a UTF-8 BOM, and cells that a spreadsheet would run as a
 * formula (starting with = + - @, or a tab or carriage return) prefixed with a quote so they stay text.
 * Amounts go out with `csvMoney` (decimal comma, no grouping) and instants with `csvDateTime`
 * (Maputo local time), so they are read as numbers and dates, not text.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /["\r\n;]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export const CSV_SEPARATOR = ';';

export const csvRow = (cells: (string | number | boolean | null | undefined)[]) => cells.map(csvCell).join(CSV_SEPARATOR);

/** A UTF-8 byte-order mark first, so Excel reads the accents. */
export const toCsv = (header: string[], rows: (string | number | boolean | null | undefined)[][]) =>
  `\uFEFF${[csvRow(header), ...rows.map(csvRow)].join('\r\n')}\r\n`;

/**
 * Cents as a spreadsheet number with a decimal comma: 123450 → "1234,50". Exported amounts are never
 * negative (a refund is its own row), which matters: csvCell turns a leading minus into text.
 */
export function csvMoney(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** An instant as Maputo local time, "26/11/2026 14:05". */
export const csvDateTime = (instant: Date) => formatDateTime(instant).replace(',', '');
