import { z } from 'zod';
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
 * per-field map, `details`, keyed by the field so forms put each message beside its field.
 */
export function validationError(error: z.ZodError): AppError {
  const details: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (details[key] ??= []).push(issue.message);
  }
  const first = error.issues[0];
  const message = first ? sentence(first.message) : 'Verifique os dados enviados.';
  return new AppError('VALIDATION_FAILED', message, { details });
}

export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
