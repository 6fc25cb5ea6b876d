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
});
