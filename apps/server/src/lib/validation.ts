import { z } from 'zod';
import { AppError } from './errors.ts';

z.config(z.locales.pt());

/** Turns zod issues into one readable Portuguese sentence plus a per-field map. */
export function validationError(error: z.ZodError): AppError {
  const details: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (details[key] ??= []).push(issue.message);
  }
  const first = error.issues[0];
  const where = first && first.path.length ? ` (campo «${first.path.join('.')}»)` : '';
  const message = `Dados inválidos${where}: ${first?.message ?? 'verifique o pedido.'}`;
  return new AppError('VALIDATION_FAILED', message, { details });
}

export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
