import { describe, expect, it } from 'vitest';
import { toIso } from './product-view.ts';

describe('toIso', () => {
  it('writes what a Date writes, for PostgreSQL UTC text with any fraction and for anything else', () => {
    const texts = [
      '2026-10-18 16:48:06+00',
      '2026-10-18 16:48:06.9+00',
      '2026-10-18 16:48:06.94+00',
      '2026-10-18 16:48:06.942+00',
      '2026-10-18 16:48:06.9429+00',
      '2026-12-31 23:59:59.999999+00',
      '2026-10-18 16:48:06.123456+02',
      '2026-10-18T16:48:06.123Z',
    ];
    for (let i = 0; i < 200; i++) {
      const iso = new Date(Date.UTC(2000, 0, 1) + Math.floor(Math.random() * 40 * 365 * 86_400_000)).toISOString();
      const fraction = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0').slice(0, 1 + (i % 6));
      texts.push(`${iso.slice(0, 10)} ${iso.slice(11, 19)}${i % 7 ? `.${fraction}` : ''}+00`);
    }
    for (const text of texts) expect(toIso(text), text).toBe(new Date(text).toISOString());
    const date = new Date('2026-10-18T16:48:06.123Z');
    expect(toIso(date)).toBe(date.toISOString());
  });
});
