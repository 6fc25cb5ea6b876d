import { describe, expect, it } from 'vitest';
import { codeMatches, generateCode, hashCode } from './codes.ts';

describe('one-time codes', () => {
  it('are six digits, leading zeros kept, and not all alike', () => {
    const codes = Array.from({ length: 200 }, generateCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('are stored salted: the same code hashes differently, and only the right code matches', () => {
    const a = hashCode('012345');
    const b = hashCode('012345');
    expect(a).not.toBe(b);
    expect(a).not.toContain('012345');
    expect(codeMatches('012345', a)).toBe(true);
    expect(codeMatches('12345', a)).toBe(false);
    expect(codeMatches('012346', a)).toBe(false);
    expect(codeMatches('012345', 'garbage')).toBe(false);
  });
});
