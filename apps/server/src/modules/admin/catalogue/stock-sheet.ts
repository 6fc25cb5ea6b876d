import { STOCK_SHEET_MAX_BYTES, STOCK_SHEET_MAX_LINES, type StockSheetChange, type StockSheetLineError } from '@shop/contract/admin-catalogue';
import { centsToWire, formatMoney } from '@shop/contract/money';
import { INT32_MAX } from '@shop/contract/wire-input';
import { AppError } from '../../../lib/errors.ts';
import { csvMoney, toCsv } from '../ops/csv.ts';

/**
 * The stock and price spreadsheet (decision 146): what the export writes, how an uploaded one is
 * read line by line, and what it would change. Pure: the catalogue comes in, nothing is written.
 */

export const STOCK_SHEET_HEADER = ['ID produto', 'ID variante', 'SKU', 'Produto', 'Variante', 'Preço (MT)', 'Stock'];
export const STOCK_MAX = 1_000_000;

/** One sellable row of the catalogue: a variant, or a product without variants. */
export interface StockRow {
  productId: number;
  variantId: number | null;
  sku: string | null;
  productName: string;
  variantName: string | null;
  priceCents: number;
  salePriceCents: number | null;
  stock: number;
}

/** A line of the file once its cells are read; null where the cell is empty (nothing to change). */
export interface SheetLine {
  line: number;
  productId: number | null;
  variantId: number | null;
  sku: string | null;
  priceCents: number | null;
  stock: number | null;
}

export interface SheetChange {
  line: number;
  row: StockRow;
  /** the new value, or null when the line leaves it as it is */
  priceCents: number | null;
  stock: number | null;
}

export function stockSheetCsv(rows: StockRow[]): string {
  return toCsv(
    STOCK_SHEET_HEADER,
    rows.map((r) => [r.productId, r.variantId, r.sku, r.productName, r.variantName, csvMoney(r.priceCents), r.stock]),
  );
}

type Column = 'product' | 'variant' | 'sku' | 'price' | 'stock';
const COLUMNS: Record<string, Column> = { idproduto: 'product', idvariante: 'variant', sku: 'sku', precomt: 'price', preco: 'price', stock: 'stock' };
const headerKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const refuse = (message: string) => new AppError('UNSUPPORTED_FILE', message);
const MESSAGE_SAVE_AS_CSV = 'No Excel, use «Guardar como» › «CSV UTF-8 (delimitado por vírgulas)».';

/** The file as text, or a refusal saying what it is instead. */
export function sheetText(bytes: Buffer): string {
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', 'O ficheiro está vazio.');
  if (bytes.length > STOCK_SHEET_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', `O ficheiro tem mais de ${STOCK_SHEET_MAX_BYTES / 1024 / 1024} MB. Divida-o em partes.`);
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) throw refuse(`Este ficheiro é uma folha do Excel, não um CSV. ${MESSAGE_SAVE_AS_CSV}`);
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) throw refuse(`O ficheiro está em UTF-16. ${MESSAGE_SAVE_AS_CSV}`);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw refuse(`O ficheiro não está em UTF-8 (os acentos perder-se-iam). ${MESSAGE_SAVE_AS_CSV}`);
  }
  // eslint-disable-next-line no-control-regex -- control characters are what marks a file that is not text
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)) throw refuse('Este ficheiro não é um CSV (tem conteúdo binário).');
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}

/** Splits CSV text into records (RFC 4180 quoting), each with the line it starts on. */
export function csvRecords(text: string, separator: string): { records: { line: number; cells: string[] }[]; unclosedAt: number | null } {
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let cellStarted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) line++;
        cell += c;
      }
    } else if (c === '"' && !cellStarted) {
      quoted = true;
      cellStarted = true;
    } else if (c === separator) {
      cells.push(cell);
      cell = '';
      cellStarted = false;
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      cells.push(cell);
      records.push({ line: start, cells });
      cells = [];
      cell = '';
      cellStarted = false;
      line++;
      start = line;
    } else {
      cell += c;
      cellStarted = true;
    }
  }
  if (quoted) return { records, unclosedAt: start };
  if (cellStarted || cells.length) {
    cells.push(cell);
    records.push({ line: start, cells });
  }
  return { records, unclosedAt: null };
}

/**
 * A price as a person or a spreadsheet writes it in meticais: "1250,00", "1250", "1 250,50",
 * "1.250,50", "MT 1 250,00", or with a decimal point ("1250.5"). Null when it is none of those:
 * "12,345" is refused rather than read as twelve thousand (a comma groups thousands only in English).
 */
export function parseSheetMoney(text: string): number | null {
  const t = text.replace(/[\s\u00a0\u202f]/g, '').replace(/^MT|MT$/i, '');
  const match =
    /^(\d+)(?:[,.](\d{1,2}))?$/.exec(t) ?? /^(\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?$/.exec(t);
  if (!match) return null;
  const units = match[1]!.replace(/[.,]/g, '');
  const cents = Number(units) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

const ID = /^\d{1,9}$/;
/** The export keeps a cell that looks like a formula as text with a leading quote: read it back without. */
const unquoteFormula = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

/**
 * Reads an uploaded sheet: a refusal for a file that is not a readable CSV of this shape, else its
 * lines with the problems of each (numbers that are not numbers), by line number.
 */
export function readStockSheet(bytes: Buffer): { lines: SheetLine[]; errors: StockSheetLineError[] } {
  const text = sheetText(bytes);
  const firstLine = text.slice(0, text.search(/\r|\n|$/));
  const separator = firstLine.includes(';') ? ';' : ',';
  const { records, unclosedAt } = csvRecords(text, separator);
  const header = records[0]?.cells.map((h) => COLUMNS[headerKey(h)] ?? null) ?? [];
  const at = (column: Column) => header.indexOf(column);
  const titles = `«${STOCK_SHEET_HEADER.join(separator)}»`;
  if (at('product') < 0 && at('variant') < 0 && at('sku') < 0) {
    throw new AppError('UNPROCESSABLE', `A primeira linha deve ter os títulos das colunas, como no ficheiro exportado: ${titles}. Falta «ID produto», «ID variante» ou «SKU».`);
  }
  if (at('price') < 0 && at('stock') < 0) throw new AppError('UNPROCESSABLE', `Falta a coluna «Preço (MT)» ou «Stock» na primeira linha (${titles}).`);

  const rows = records.slice(1).filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (rows.length > STOCK_SHEET_MAX_LINES) throw new AppError('PAYLOAD_TOO_LARGE', `O ficheiro tem ${rows.length} linhas; o máximo é ${STOCK_SHEET_MAX_LINES}. Divida-o em partes.`);
  const errors: StockSheetLineError[] = [];
  if (unclosedAt !== null) errors.push({ line: unclosedAt, message: `Linha ${unclosedAt}: há aspas (") por fechar; o resto do ficheiro não pôde ser lido.` });
  if (rows.length === 0 && unclosedAt === null) throw new AppError('UNPROCESSABLE', 'O ficheiro não tem linhas de produtos depois dos títulos.');

  const lines: SheetLine[] = [];
  for (const { line, cells } of rows) {
    const problems: string[] = [];
    const cell = (column: Column) => (at(column) < 0 ? '' : (cells[at(column)] ?? '').trim());
    const extra = cells.slice(header.length).filter((c) => c.trim() !== '');
    if (extra.length) {
      problems.push(
        separator === ','
          ? `tem mais colunas do que os títulos (um preço com vírgula num ficheiro separado por vírgulas tem de estar entre aspas)`
          : `tem mais colunas do que os títulos`,
      );
    }
    const id = (column: Column, label: string) => {
      const text = cell(column);
      if (!text) return null;
      if (!ID.test(text) || Number(text) === 0) {
        problems.push(`o ${label} «${text}» não é um número inteiro válido`);
        return null;
      }
      return Number(text);
    };
    const productId = id('product', 'ID do produto');
    const variantId = id('variant', 'ID da variante');
    const sku = unquoteFormula(cell('sku')) || null;
    let priceCents: number | null = null;
    const priceText = cell('price');
    if (priceText) {
      if (/^'?-/.test(priceText.replace(/\s/g, ''))) problems.push(`o preço não pode ser negativo («${priceText}»)`);
      else {
        priceCents = parseSheetMoney(priceText);
        if (priceCents === null) problems.push(`o preço «${priceText}» não é válido: escreva por exemplo 1250,00`);
        else if (priceCents > INT32_MAX) {
          problems.push(`o preço «${priceText}» é demasiado alto`);
          priceCents = null;
        }
      }
    }
    let stock: number | null = null;
    const stockText = unquoteFormula(cell('stock'));
    if (stockText) {
      if (/^\d+$/.test(stockText) && Number(stockText) <= STOCK_MAX) stock = Number(stockText);
      else if (/^-\d+$/.test(stockText)) problems.push(`o stock não pode ser negativo («${stockText}»)`);
      else problems.push(`o stock «${stockText}» não é válido: escreva um número inteiro de 0 a 1 000 000`);
    }
    if (problems.length) errors.push({ line, message: `Linha ${line}: ${problems.join('; ')}.` });
    else lines.push({ line, productId, variantId, sku, priceCents, stock });
  }
  return { lines, errors };
}

/** What a sheet refers to, looked up in the catalogue. */
export interface SheetCatalogue {
  variants: Map<number, StockRow>;
  /** by SKU in lower case */
  skus: Map<string, StockRow>;
  /** every product the sheet names, with its row when it has no variants */
  products: Map<number, { name: string; row: StockRow | null }>;
}

export function sheetCatalogue(rows: StockRow[], productNames: Map<number, string>): SheetCatalogue {
  const catalogue: SheetCatalogue = { variants: new Map(), skus: new Map(), products: new Map() };
  for (const [id, name] of productNames) catalogue.products.set(id, { name, row: null });
  for (const row of rows) {
    if (row.variantId === null) catalogue.products.set(row.productId, { name: row.productName, row });
    else {
      catalogue.variants.set(row.variantId, row);
      if (row.sku) catalogue.skus.set(row.sku.toLowerCase(), row);
    }
  }
  return catalogue;
}

const rowName = (row: StockRow) => (row.variantName ? `«${row.productName} — ${row.variantName}»` : `«${row.productName}»`);

/** Finds the catalogue row a line names, or says why it cannot. */
function resolve(line: SheetLine, catalogue: SheetCatalogue): StockRow | string {
  if (line.variantId !== null) {
    const row = catalogue.variants.get(line.variantId);
    if (!row) return `a variante ${line.variantId} não existe`;
    if (line.productId !== null && row.productId !== line.productId) return `a variante ${line.variantId} não pertence ao produto ${line.productId}`;
    if (line.sku !== null && line.sku.toLowerCase() !== row.sku?.toLowerCase()) return `o SKU «${line.sku}» não é o da variante ${line.variantId} («${row.sku}»)`;
    return row;
  }
  if (line.sku !== null) {
    const row = catalogue.skus.get(line.sku.toLowerCase());
    if (!row) return `o SKU «${line.sku}» não existe`;
    if (line.productId !== null && row.productId !== line.productId) return `o SKU «${line.sku}» não pertence ao produto ${line.productId}`;
    return row;
  }
  if (line.productId === null) return 'indique o ID do produto, o ID da variante ou o SKU';
  const product = catalogue.products.get(line.productId);
  if (!product) return `o produto ${line.productId} não existe`;
  if (!product.row) return `o produto «${product.name}» tem variantes: indique o ID da variante ou o SKU`;
  return product.row;
}

/** Every line checked against the catalogue: what would change, how many lines change nothing, and the errors. */
export function diffStockSheet(lines: SheetLine[], catalogue: SheetCatalogue): { changes: SheetChange[]; unchanged: number; errors: StockSheetLineError[] } {
  const changes: SheetChange[] = [];
  const errors: StockSheetLineError[] = [];
  const seen = new Map<string, number>();
  let unchanged = 0;
  for (const line of lines) {
    const row = resolve(line, catalogue);
    if (typeof row === 'string') {
      errors.push({ line: line.line, message: `Linha ${line.line}: ${row}.` });
      continue;
    }
    const key = row.variantId === null ? `p${row.productId}` : `v${row.variantId}`;
    const first = seen.get(key);
    if (first !== undefined) {
      errors.push({ line: line.line, message: `Linha ${line.line}: ${rowName(row)} já aparece na linha ${first}.` });
      continue;
    }
    seen.set(key, line.line);
    const price = line.priceCents !== null && line.priceCents !== row.priceCents ? line.priceCents : null;
    const stock = line.stock !== null && line.stock !== row.stock ? line.stock : null;
    if (price !== null && row.salePriceCents !== null && price <= row.salePriceCents) {
      errors.push({ line: line.line, message: `Linha ${line.line}: o preço de ${rowName(row)} (${formatMoney(price)}) tem de ser superior ao preço promocional (${formatMoney(row.salePriceCents)}).` });
      continue;
    }
    if (price === null && stock === null) unchanged++;
    else changes.push({ line: line.line, row, priceCents: price, stock });
  }
  errors.sort((a, b) => a.line - b.line);
  return { changes, unchanged, errors };
}

/**
 * What the changes start from, one entry per line: the apply sends it back and is refused when the
 * catalogue no longer gives the same (a sale, another edit, another import in between).
 */
export function expectedOf(changes: SheetChange[]): string {
  return changes
    .map((c) => `${c.line}:${c.row.variantId ?? `p${c.row.productId}`}:${c.priceCents === null ? '' : c.row.priceCents}:${c.stock === null ? '' : c.row.stock}`)
    .join('|');
}

/** The lines whose entry differs between two `expectedOf` (present in one only, or starting elsewhere). */
export function staleLines(expected: string, fresh: string): number[] {
  const entries = (text: string) => new Map(text.split('|').filter(Boolean).map((e) => [Number(e.split(':')[0]), e] as const));
  const a = entries(expected);
  const b = entries(fresh);
  const lines = new Set<number>();
  for (const [line, entry] of a) if (b.get(line) !== entry) lines.add(line);
  for (const [line, entry] of b) if (a.get(line) !== entry) lines.add(line);
  return [...lines].filter(Number.isFinite).sort((x, y) => x - y);
}

export function changeOnWire(c: SheetChange): StockSheetChange {
  return {
    line: c.line,
    product_id: c.row.productId,
    variant_id: c.row.variantId,
    sku: c.row.sku,
    product_name: c.row.productName,
    variant_name: c.row.variantName,
    price_from: centsToWire(c.row.priceCents),
    price_to: centsToWire(c.priceCents ?? c.row.priceCents),
    stock_from: c.row.stock,
    stock_to: c.stock ?? c.row.stock,
  };
}
