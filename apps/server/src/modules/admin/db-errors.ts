/** The PostgreSQL error behind a failed statement (drizzle may wrap it), on either driver. */
export function pgError(err: unknown): { code?: string; constraint?: string } {
  let current: unknown = err;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      return { code: e.code, constraint: typeof e.constraint === 'string' ? e.constraint : undefined };
    }
    current = e.cause;
  }
  return {};
}

export const isUniqueViolation = (err: unknown, constraint?: string) => {
  const e = pgError(err);
  return e.code === '23505' && (!constraint || e.constraint === constraint);
};
export const isForeignKeyViolation = (err: unknown) => pgError(err).code === '23503';
export const isCheckViolation = (err: unknown, constraint?: string) => {
  const e = pgError(err);
  return e.code === '23514' && (!constraint || e.constraint === constraint);
};
