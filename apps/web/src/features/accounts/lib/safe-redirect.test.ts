import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it('keeps paths of this site, with their query', () => {
    expect(safeRedirect('/checkout')).toBe('/checkout');
    expect(safeRedirect('/products?page=2')).toBe('/products?page=2');
  });
  it.each(['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '', null, undefined, 42, '/login', '/login?from=/x'])(
    'falls back for %s',
    (from) => expect(safeRedirect(from)).toBe('/'),
  );
});
