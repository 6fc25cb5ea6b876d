import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('csv', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
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

  it('writes a BOM, a header and CRLF rows', () => {
    expect(toCsv(['e-mail', 'estado'], [['a@b.co', 'subscrito']])).toBe('\uFEFFe-mail,estado\r\na@b.co,subscrito\r\n');
  });
});
