/** Socket errors that mean the database cannot be reached. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * SQLSTATEs of a database that is away or overloaded rather than of a wrong statement:
 * class 08 (connection exception), 53300 too many connections, 57014 cancelled (the statement
 * timeout), 57P01–57P03 shutting down or starting, 25P03 idle-in-transaction timeout.
 */
const UNAVAILABLE_SQLSTATES = new Set(['53300', '57014', '57P01', '57P02', '57P03', '25P03']);

/** node-postgres reports these as plain errors with no code. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^timeout expired/,
  /^Query read timeout/,
  /is not queryable/,
  /^Cannot use a pool after calling end/,
];

/** True when an error (or what it wraps) says the database is unreachable, not that the request was wrong. */
export function isDatabaseUnavailable(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; current && depth < 6; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof e.code === 'string') {
      if (NETWORK_CODES.has(e.code) || UNAVAILABLE_SQLSTATES.has(e.code) || /^08[0-9A-Z]{3}$/.test(e.code)) return true;
    }
    if (typeof e.message === 'string' && DRIVER_MESSAGES.some((m) => m.test(e.message as string))) return true;
    current = e.cause;
  }
  return false;
}
