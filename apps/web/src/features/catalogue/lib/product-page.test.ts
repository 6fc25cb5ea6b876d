import { describe, expect, it } from 'vitest';
import { inStockFirst, opensWithHeading } from './product-page.ts';

describe('inStockFirst', () => {
  it('puts the options in stock first and keeps the order within each part', () => {
    const options = [
      { id: 1, in_stock: false },
      { id: 2, in_stock: true },
      { id: 3, in_stock: false },
      { id: 4, in_stock: true },
    ];
    expect(inStockFirst(options).map((o) => o.id)).toEqual([2, 4, 1, 3]);
    expect(options.map((o) => o.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('opensWithHeading', () => {
  it('sees the product text open with its own "Como usar" heading', () => {
    expect(opensWithHeading('<h3>Como usar</h3><p>Aplique…</p>', 'Como usar')).toBe(true);
    expect(opensWithHeading('  <h2 class="x"><strong>COMO USAR:</strong></h2>', 'Como usar')).toBe(true);
  });
  it('does not when the heading is another or comes later', () => {
    expect(opensWithHeading('<p>Aplique…</p><h3>Como usar</h3>', 'Como usar')).toBe(false);
    expect(opensWithHeading('<h3>Benefícios</h3>', 'Como usar')).toBe(false);
    expect(opensWithHeading('', 'Como usar')).toBe(false);
  });
});
