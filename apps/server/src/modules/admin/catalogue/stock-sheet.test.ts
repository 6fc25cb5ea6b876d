import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/errors.ts';
import {
  csvRecords, diffStockSheet, expectedOf, parseSheetMoney, readStockSheet, sheetCatalogue, staleLines, stockSheetCsv, type StockRow,
} from './stock-sheet.ts';

const HEADER = 'ID produto;ID variante;SKU;Produto;Variante;Preço (MT);Stock';
const file = (...lines: string[]) => Buffer.from(lines.join('\r\n') + '\r\n', 'utf8');

const simple: StockRow = { productId: 1, variantId: null, sku: null, productName: 'Óleo de Rícino', variantName: null, priceCents: 120_000, salePriceCents: null, stock: 10 };
const small: StockRow = { productId: 2, variantId: 21, sku: 'CHAMP-250', productName: 'Champô', variantName: '250 ml', priceCents: 85_000, salePriceCents: 80_000, stock: 4 };
const large: StockRow = { productId: 2, variantId: 22, sku: '-LARGE', productName: 'Champô', variantName: '500 ml', priceCents: 150_000, salePriceCents: null, stock: 0 };
const catalogue = sheetCatalogue([simple, small, large], new Map([[1, 'Óleo de Rícino'], [2, 'Champô']]));

function refusal(fn: () => unknown): AppError {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('the stock sheet', () => {
  it('exports one line per variant or simple product, prices with a decimal comma, and reads its own export back unchanged', () => {
    const csv = stockSheetCsv([simple, small, large]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain(`${HEADER}\r\n1;;;Óleo de Rícino;;1200,00;10\r\n2;21;CHAMP-250;Champô;250 ml;850,00;4\r\n2;22;'-LARGE;Champô;500 ml;1500,00;0\r\n`);
    const read = readStockSheet(Buffer.from(csv, 'utf8'));
    expect(read.errors).toEqual([]);
    expect(read.lines.map((l) => [l.line, l.productId, l.variantId, l.sku, l.priceCents, l.stock])).toEqual([
      [2, 1, null, null, 120_000, 10],
      [3, 2, 21, 'CHAMP-250', 85_000, 4],
      [4, 2, 22, '-LARGE', 150_000, 0],
    ]);
    const diff = diffStockSheet(read.lines, catalogue);
    expect(diff).toEqual({ changes: [], unchanged: 3, errors: [] });
  });

  it('reads prices as they are written in Mozambique, and refuses the rest', () => {
    expect(parseSheetMoney('1250,00')).toBe(125_000);
    expect(parseSheetMoney('1250')).toBe(125_000);
    expect(parseSheetMoney('1250,5')).toBe(125_050);
    expect(parseSheetMoney('1 250,50')).toBe(125_050);
    expect(parseSheetMoney('1\u00a0250,50')).toBe(125_050);
    expect(parseSheetMoney('1.250,50')).toBe(125_050);
    expect(parseSheetMoney('1.250')).toBe(125_000);
    expect(parseSheetMoney('MT 1 250,00')).toBe(125_000);
    expect(parseSheetMoney('1250.75')).toBe(125_075);
    for (const bad of ['12,345', '1,250.75', 'abc', '1e3', '12,3,4', '', '1.25.0', '--5']) expect(parseSheetMoney(bad), bad).toBeNull();
  });

  it('gives every bad line its own numbered Portuguese error, and keeps reading', () => {
    const read = readStockSheet(file(HEADER, '1;;;Óleo;;12,345;10', '2;21;;Champô;250 ml;850,00;muitos', '2;22;;Champô;500 ml;-5;3', 'x1;;;;;10;1', '', '2;22;;Champô;500 ml;1500;-2'));
    expect(read.lines).toEqual([]);
    expect(read.errors.map((e) => e.message)).toEqual([
      'Linha 2: o preço «12,345» não é válido: escreva por exemplo 1250,00.',
      'Linha 3: o stock «muitos» não é válido: escreva um número inteiro de 0 a 1 000 000.',
      'Linha 4: o preço não pode ser negativo («-5»).',
      'Linha 5: o ID do produto «x1» não é um número inteiro válido.',
      'Linha 7: o stock não pode ser negativo («-2»).',
    ]);
  });

  it('names unknown SKUs and ids, variants of another product, a product that has variants, and repeated lines', () => {
    const read = readStockSheet(file(HEADER, ';;NAO-EXISTE;;;100;1', '9;;;;;100;1', '1;21;;;;100;1', '2;;;Champô;;100;1', '2;99;;;;100;1', '2;21;;;;900;5', ';;champ-250;;;900;5', ';;;;;;3'));
    expect(read.errors).toEqual([]);
    const diff = diffStockSheet(read.lines, catalogue);
    expect(diff.errors.map((e) => e.message)).toEqual([
      'Linha 2: o SKU «NAO-EXISTE» não existe.',
      'Linha 3: o produto 9 não existe.',
      'Linha 4: a variante 21 não pertence ao produto 1.',
      'Linha 5: o produto «Champô» tem variantes: indique o ID da variante ou o SKU.',
      'Linha 6: a variante 99 não existe.',
      'Linha 8: «Champô — 250 ml» já aparece na linha 7.',
      'Linha 9: indique o ID do produto, o ID da variante ou o SKU.',
    ]);
    expect(diff.changes.map((c) => [c.line, c.priceCents, c.stock])).toEqual([[7, 90_000, 5]]);
  });

  it('refuses a price at or below the sale price, and reports what changes from what', () => {
    const read = readStockSheet(file(HEADER, '2;21;;;;800,00;4', '1;;;;;1300;10', '2;22;;;;;7'));
    const diff = diffStockSheet(read.lines, catalogue);
    expect(diff.errors.map((e) => e.message)).toEqual(['Linha 2: o preço de «Champô — 250 ml» (MT\u00a0800,00) tem de ser superior ao preço promocional (MT\u00a0800,00).']);
    expect(diff.changes.map((c) => [c.line, c.row.priceCents, c.priceCents, c.row.stock, c.stock])).toEqual([
      [3, 120_000, 130_000, 10, null],
      [4, 150_000, null, 0, 7],
    ]);
    expect(diff.unchanged).toBe(0);
  });

  it('takes a BOM or none, `;` or `,`, LF or CRLF, quoted cells, and only the columns it needs', () => {
    const comma = 'ID produto,Preço (MT),Stock\n1,"1 300,00",12\n';
    const read = readStockSheet(Buffer.from(comma, 'utf8'));
    expect(read.lines.map((l) => [l.productId, l.priceCents, l.stock])).toEqual([[1, 130_000, 12]]);
    const withBom = readStockSheet(Buffer.from(`\uFEFFsku;stock\r\nCHAMP-250;9\r\n`, 'utf8'));
    expect(withBom.lines.map((l) => [l.sku, l.priceCents, l.stock])).toEqual([['CHAMP-250', null, 9]]);
    const quoted = csvRecords('a;"b;c";"diz ""olá""\nduas linhas"\r\nd;e;f', ';');
    expect(quoted.records).toEqual([
      { line: 1, cells: ['a', 'b;c', 'diz "olá"\nduas linhas'] },
      { line: 3, cells: ['d', 'e', 'f'] },
    ]);
  });

  it('says when a comma file carries an unquoted decimal comma', () => {
    const read = readStockSheet(Buffer.from('ID produto,Preço (MT),Stock\n1,1300,00,12\n', 'utf8'));
    expect(read.errors.map((e) => e.message)).toEqual(['Linha 2: tem mais colunas do que os títulos (um preço com vírgula num ficheiro separado por vírgulas tem de estar entre aspas).']);
  });

  it('refuses what is not a UTF-8 CSV of this shape, by its content', () => {
    expect(refusal(() => readStockSheet(Buffer.alloc(0))).message).toBe('O ficheiro está vazio.');
    expect(refusal(() => readStockSheet(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0]))).message).toMatch(/folha do Excel, não um CSV/);
    expect(refusal(() => readStockSheet(Buffer.from('\uFEFFsku;stock', 'utf16le'))).message).toMatch(/UTF-16/);
    expect(refusal(() => readStockSheet(Buffer.from('sku;stock\r\nÓLEO;3\r\n', 'latin1'))).message).toMatch(/não está em UTF-8/);
    expect(refusal(() => readStockSheet(Buffer.from('%PDF-1.4\n\u0001\u0002binário', 'utf8'))).code).toBe('UNSUPPORTED_FILE');
    expect(refusal(() => readStockSheet(Buffer.from('nome;valor\r\nx;1\r\n'))).message).toMatch(/^A primeira linha deve ter os títulos das colunas/);
    expect(refusal(() => readStockSheet(Buffer.from('sku;produto\r\nx;y\r\n'))).message).toMatch(/Falta a coluna «Preço \(MT\)» ou «Stock»/);
    expect(refusal(() => readStockSheet(Buffer.from(`${HEADER}\r\n\r\n`))).message).toMatch(/não tem linhas de produtos/);
    expect(refusal(() => readStockSheet(Buffer.alloc(1024 * 1024 + 1, 'a'))).code).toBe('PAYLOAD_TOO_LARGE');
    const many = [HEADER, ...Array.from({ length: 5001 }, (_, i) => `1;;;;;;${i}`)].join('\n');
    expect(refusal(() => readStockSheet(Buffer.from(many))).message).toMatch(/5001 linhas; o máximo é 5000/);
  });

  it('reports an unclosed quote at the line it starts on', () => {
    const read = readStockSheet(file(HEADER, '1;;;"Óleo;;1200;10'));
    expect(read.errors.map((e) => e.message)).toEqual(['Linha 2: há aspas (") por fechar; o resto do ficheiro não pôde ser lido.']);
  });

  it('knows which lines a stale preview no longer matches', () => {
    const read = readStockSheet(file(HEADER, '1;;;;;1300;', '2;22;;;;;7'));
    const before = expectedOf(diffStockSheet(read.lines, catalogue).changes);
    const sold = sheetCatalogue([simple, small, { ...large, stock: 1 }], new Map([[1, 'x'], [2, 'y']]));
    const after = expectedOf(diffStockSheet(read.lines, sold).changes);
    expect(after).not.toBe(before);
    expect(staleLines(before, after)).toEqual([3]);
    // A sale of a row whose stock the line leaves alone does not make the preview stale.
    const soldSimple = sheetCatalogue([{ ...simple, stock: 9 }, small, large], new Map([[1, 'x'], [2, 'y']]));
    expect(expectedOf(diffStockSheet(read.lines, soldSimple).changes)).toBe(before);
  });
});
