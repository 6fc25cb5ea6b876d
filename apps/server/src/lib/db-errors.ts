/** The PostgreSQL error behind a failed statement (drizzle may wrap it), on either driver. */
export function pgError(err: unknown): { code?: string; constraint?: string } {
  let current: unknown = err;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      // A driver that does not set `constraint` still names it in the message.
      const constraint = typeof e.constraint === 'string' ? e.constraint : /constraint "([^"]+)"/.exec(String(e.message))?.[1];
      return { code: e.code, constraint };
    }
    current = e.cause;
  }
  return {};
}

export const isUniqueViolation = (err: unknown, constraint?: string) => {
  const e = pgError(err);
  return e.code === '23505' && (!constraint || e.constraint === constraint);
};
/** The unique constraint a failed statement violated ('unknown' when the database does not say), or null. */
export const violatedUniqueConstraint = (err: unknown): string | null => {
  const e = pgError(err);
  return e.code === '23505' ? (e.constraint ?? 'unknown') : null;
};
export const isForeignKeyViolation = (err: unknown) => pgError(err).code === '23503';
export const isCheckViolation = (err: unknown, constraint?: string) => {
  const e = pgError(err);
  return e.code === '23514' && (!constraint || e.constraint === constraint);
};
