import { describe, expect, it } from 'vitest';
import { nextFreeSlug, slugify } from './slug.ts';

describe('slugify', () => {
  it('drops accents, case and punctuation', () => {
    expect(slugify('Máscara Nutrição 500 ml')).toBe('mascara-nutricao-500-ml');
    expect(slugify('  Óleos & Séruns!! ')).toBe('oleos-seruns');
    expect(slugify('Çà')).toBe('ca');
  });
  it('never answers an empty slug', () => {
    expect(slugify('★★★')).toBe('item');
  });
  it('caps the length without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(79)} b`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('nextFreeSlug', () => {
  it('numbers duplicates from 2', () => {
    expect(nextFreeSlug('oleo', [])).toBe('oleo');
    expect(nextFreeSlug('oleo', ['oleo'])).toBe('oleo-2');
    expect(nextFreeSlug('oleo', ['oleo', 'oleo-2', 'oleo-3'])).toBe('oleo-4');
  });
});
