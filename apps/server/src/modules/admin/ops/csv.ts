/**
 * CSV for spreadsheets: RFC 4180 quoting, CRLF rows, and cells that a spreadsheet would run as a
 * formula (starting with = + - @, or a tab or carriage return) prefixed with a quote so they stay text.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (cells: (string | number | boolean | null | undefined)[]) => cells.map(csvCell).join(',');

/** A UTF-8 byte-order mark first, so Excel reads the accents. */
export const toCsv = (header: string[], rows: (string | number | boolean | null | undefined)[][]) =>
  `\uFEFF${[csvRow(header), ...rows.map(csvRow)].join('\r\n')}\r\n`;
