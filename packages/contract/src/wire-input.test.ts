import { describe, expect, it } from 'vitest';
import { idFromText, idInput, integer, INT32_MAX, isSafeText } from './wire-input.ts';

describe('integers from the wire', () => {
  it('takes JSON numbers and plain decimal strings', () => {
    expect(idInput().parse(7)).toBe(7);
    expect(idInput().parse('7')).toBe(7);
    expect(idInput().parse(INT32_MAX)).toBe(INT32_MAX);
    expect(integer({ min: -5, max: 5 }).parse('-5')).toBe(-5);
  });

  it('refuses every coercion Number() would make', () => {
    for (const value of [true, false, '0x10', '1e2', 1e2 + 0.5, [2], ' 3 ', '3 ', '', '+3', '3.0', null, {}, 'Infinity', Number.NaN]) {
      const result = idInput('Produto inválido.').safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Produto inválido.');
    }
  });

  it('refuses ids past int32, 30-digit strings and non-positive ids', () => {
    for (const value of [INT32_MAX + 1, '2147483648', '123456789012345678901234567890', 1e30, 0, -1, '-1']) {
      expect(idInput().safeParse(value).success, String(value)).toBe(false);
    }
  });

  it('reads ids written in paths and references', () => {
    expect(idFromText('42')).toBe(42);
    for (const text of ['0', '042x', '2147483648', '123456789012345678901234567890', ' 4', 'cabelo']) expect(idFromText(text), text).toBeNull();
  });
});

describe('text a column can keep', () => {
  it('refuses NUL and lone surrogates, keeps pairs', () => {
    expect(isSafeText('Óleo de rícino 💇🏾‍♀️')).toBe(true);
    for (const text of ['a\u0000', '\uD800', 'x\uDC00y', 'fim\uD83D']) expect(isSafeText(text), JSON.stringify(text)).toBe(false);
  });
});
