import { describe, expect, it } from 'vitest';
import { foldText, holdsTyped } from './fold-text.ts';

describe('folded text', () => {
  it('folds accents and case', () => {
    expect(foldText('Óleos & Séruns')).toBe('oleos & seruns');
  });

  it('finds the typed text in any field, accents and case aside', () => {
    expect(holdsTyped('oleos', 'Óleos Capilares')).toBe(true);
    expect(holdsTyped('JOAO', 'Ana', 'João Mavie')).toBe(true);
    expect(holdsTyped('mascara', 'Óleos', null, undefined)).toBe(false);
    expect(holdsTyped('  ', 'Óleos')).toBe(true);
  });
});
