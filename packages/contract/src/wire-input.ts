import { z } from 'zod';

/**
 * How numbers and text arrive from outside, parsed in one place (decision 092). Every id, quantity,
 * page and count in a request schema is built here, so no schema coerces with `Number()` (which
 * takes `true`, `"0x10"`, `"1e2"`, `[2]`, `" 3 "` and `""` as numbers).
 */

/** PostgreSQL's `integer`: the largest id or count a column holds. */
export const INT32_MAX = 2_147_483_647;

const MESSAGE_INVALID_NUMBER = 'Número inválido.';
const MESSAGE_INVALID_ID = 'Identificador inválido.';
export const MESSAGE_INVALID_TEXT = 'O texto enviado contém caracteres inválidos.';

const DECIMAL_INTEGER = /^-?\d{1,16}$/;

/**
 * A JSON number, or a string of decimal digits (forms and query strings send those). Anything else
 * is left as it came, for the number schema to refuse: booleans, arrays, hex, exponents, decimals,
 * blanks and padded strings.
 */
function strictNumber(value: unknown): unknown {
  if (typeof value === 'string' && DECIMAL_INTEGER.test(value)) return Number(value);
  if (typeof value === 'string' && /^-?\d{17,}$/.test(value)) return Number.POSITIVE_INFINITY;
  return value;
}

interface IntegerOptions {
  min?: number;
  max?: number;
  /** Said for anything that is not a whole number in range, unless minMessage/maxMessage say better. */
  message?: string;
  minMessage?: string;
  maxMessage?: string;
}

/** A whole number in [min, max] (max at most INT32_MAX): see strictNumber for what is accepted. */
export function integer({ min = -INT32_MAX, max = INT32_MAX, message = MESSAGE_INVALID_NUMBER, minMessage, maxMessage }: IntegerOptions = {}) {
  return z.preprocess(
    strictNumber,
    z
      .number({ error: message })
      .int(message)
      .min(min, minMessage ?? message)
      .max(Math.min(max, INT32_MAX), maxMessage ?? message),
  );
}

/** A row id: a positive int32. */
export const idInput = (message = MESSAGE_INVALID_ID) => integer({ min: 1, message });

/** NUL (which PostgreSQL refuses in text) or a UTF-16 half without its other half (not text at all). */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isSafeText = (text: string) => !UNSAFE_TEXT.test(text);

/** An id written as text (a path segment, a reference that may be an id or a slug): the id, or null when it is not one. */
export function idFromText(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= INT32_MAX ? id : null;
}
