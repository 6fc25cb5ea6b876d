import { describe, expect, it } from 'vitest';
import { matchingCategories, nameMatches } from './search-suggestions.ts';

describe('search suggestions', () => {
  it('matches when every typed word starts a word of the name', () => {
    expect(nameMatches('Máscaras Capilares', 'masc')).toBe(true);
    expect(nameMatches('Máscaras Capilares', 'cap mas')).toBe(true);
    expect(nameMatches('Máscaras Capilares', 'caras')).toBe(false);
    expect(nameMatches('Máscaras Capilares', 'masc óleo')).toBe(false);
    expect(nameMatches('Máscaras Capilares', '  ')).toBe(false);
  });

  it('keeps the catalogue order and at most three categories', () => {
    const cats = ['Shampoos', 'Séruns', 'Sprays', 'Sabonetes', 'Óleos'].map((name, id) => ({ id, name }));
    expect(matchingCategories(cats, 's').map((c) => c.name)).toEqual(['Shampoos', 'Séruns', 'Sprays']);
    expect(matchingCategories(cats, 'oleo')).toEqual([{ id: 4, name: 'Óleos' }]);
  });
});
