import { describe, expect, it } from 'vitest';
import { orderReference } from './order-reference.ts';

describe('orderReference', () => {
  it('is CM plus 6 unambiguous characters', () => {
    for (const id of [1, 2, 99, 123_456]) expect(orderReference(id)).toMatch(/^CM[2-9A-HJKMNP-Z]{6}$/);
  });

  it('gives distinct references to distinct ids and is stable', () => {
    const seen = new Set<string>();
    for (let id = 1; id <= 50_000; id += 1) seen.add(orderReference(id));
    expect(seen.size).toBe(50_000);
    expect(orderReference(42)).toBe(orderReference(42));
  });

  it('does not count up visibly', () => {
    expect(orderReference(1).slice(0, 5)).not.toBe(orderReference(2).slice(0, 5));
  });

  it('refuses ids it cannot encode', () => {
    expect(() => orderReference(0)).toThrow();
    expect(() => orderReference(1.5)).toThrow();
  });
});
