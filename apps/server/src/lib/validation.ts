import { z } from 'zod';
import { isSafeText, MESSAGE_INVALID_TEXT } from '@shop/contract/wire-input';
import { AppError } from './errors.ts';

z.config(z.locales.pt());

const sentence = (text: string) => {
  const trimmed = text.trim();
  if (!trimmed) return 'Verifique os dados enviados.';
  const capital = trimmed[0]!.toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
};

/**
 * Turns zod issues into a sentence a person reads (the first problem, never a field's name) plus a
 * per-field map, `details`, keyed by the field so forms put each message beside its field. `quoted` keeps
 * the first problem exactly as the schema writes it: the calls whose messages the spec quotes (bookings,
 * contact) answer them to the letter, without the full stop a sentence gets.
 */
export function validationError(error: z.ZodError, { quoted = false }: ParseOptions = {}): AppError {
  const details: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (details[key] ??= []).push(issue.message);
  }
  const first = error.issues[0]?.message;
  const message = first && quoted ? first : sentence(first ?? '');
  return new AppError('VALIDATION_FAILED', message, { details });
}

export interface ParseOptions {
  /** Answer the schema's first message as written (the spec's messages), not made a sentence. */
  quoted?: boolean;
}

export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, options?: ParseOptions): z.infer<S> {
  refuseUnsafeText(input);
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error, options);
  return result.data;
}

/**
 * The first string (value or key, at any depth) that no text column can keep, or null. File bytes
 * in a parsed multipart body are not text and are skipped.
 */
export function findUnsafeText(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return isSafeText(value) ? null : value;
  if (depth > 64 || value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return null;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (!isSafeText(key)) return key;
    const found = findUnsafeText(item, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** NUL bytes and lone surrogates anywhere in a request's text: one Portuguese 400, before any rule runs. */
export function refuseUnsafeText(...parts: unknown[]) {
  for (const part of parts) {
    if (findUnsafeText(part) !== null) throw new AppError('VALIDATION_FAILED', MESSAGE_INVALID_TEXT);
  }
}
