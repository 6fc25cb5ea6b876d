import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseOrThrow } from './validation.ts';

const schema = z.object({ mobile: z.string().min(9, 'Indique um número de telemóvel válido'), email: z.string().email('Indique um e-mail válido.') });

describe('validation errors', () => {
  it('read as a sentence without field names, and carry each message on its field', () => {
    try {
      parseOrThrow(schema, { mobile: '12', email: 'x' });
      expect.unreachable();
    } catch (err: any) {
      expect(err.code).toBe('VALIDATION_FAILED');
      expect(err.message).toBe('Indique um número de telemóvel válido.');
      expect(err.message).not.toMatch(/campo|mobile|«/);
      expect(err.details).toEqual({ mobile: ['Indique um número de telemóvel válido'], email: ['Indique um e-mail válido.'] });
    }
  });

  it("answer the spec's quoted messages to the letter when asked, with the same per-field map", () => {
    const privacy = z.object({ privacy_accepted: z.literal(true, 'Por favor, aceite a Política de Privacidade'), email: z.string().email('Indique um e-mail válido.') });
    try {
      parseOrThrow(privacy, { privacy_accepted: false, email: 'x' }, { quoted: true });
      expect.unreachable();
    } catch (err: any) {
      expect(err.code).toBe('VALIDATION_FAILED');
      expect(err.message).toBe('Por favor, aceite a Política de Privacidade');
      expect(err.details).toEqual({ privacy_accepted: ['Por favor, aceite a Política de Privacidade'], email: ['Indique um e-mail válido.'] });
    }
    expect(() => parseOrThrow(privacy, { privacy_accepted: false, email: 'a@b.co' })).toThrow('Por favor, aceite a Política de Privacidade.');
  });

  it('refuse text no column can keep before any rule, quoted or not', () => {
    expect(() => parseOrThrow(schema, { mobile: 'a\u0000b', email: 'a@b.co' }, { quoted: true })).toThrow(expect.objectContaining({ code: 'VALIDATION_FAILED' }));
  });
});
