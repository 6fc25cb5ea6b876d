import { describe, expect, it } from 'vitest';
import { csvCell, csvDateTime, csvMoney, toCsv } from './csv.ts';

describe('csv', () => {
  it('quotes semicolons, quotes and line breaks; a decimal comma stays a plain number', () => {
    expect(csvCell('a,b')).toBe('a,b');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('diz "olá"')).toBe('"diz ""olá"""');
    expect(csvCell('linha\nnova')).toBe('"linha\nnova"');
    expect(csvCell('simples@x.co.mz')).toBe('simples@x.co.mz');
    expect(csvCell(null)).toBe('');
  });

  it('keeps formulas as text', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+258841234567')).toBe("'+258841234567");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
  });

  it('writes a BOM, a header and CRLF rows separated by semicolons', () => {
    expect(toCsv(['e-mail', 'estado'], [['a@b.co', 'subscrito']])).toBe('\uFEFFe-mail;estado\r\na@b.co;subscrito\r\n');
    expect(csvCell('a;b')).toBe('"a;b"');
  });

  it('writes money with a decimal comma and instants in Maputo time', () => {
    expect(csvMoney(123_450)).toBe('1234,50');
    expect(csvMoney(5)).toBe('0,05');
    expect(csvMoney(0)).toBe('0,00');
    expect(csvDateTime(new Date('2026-11-26T22:30:00Z'))).toBe('27/11/2026 00:30');
  });
});
