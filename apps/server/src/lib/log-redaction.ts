/**
 * Errors are logged without the personal data they may carry: a failed query's parameters
 * (e-mails, names, password hashes), PostgreSQL's `detail` ("Key (email)=(...) already exists")
 * and anything else not on the allow-list below.
 */
const scrub = (text: string) => text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '\nparams: [redacted]');

export interface SafeError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function safeError(err: unknown, depth = 0): SafeError {
  if (!(err instanceof Error)) return { type: typeof err, message: scrub(String(err)), stack: '' };
  const e = err as Error & Record<string, unknown>;
  const out: SafeError = { type: e.constructor?.name ?? 'Error', message: scrub(e.message), stack: e.stack ? scrub(e.stack) : '' };
  for (const key of ['code', 'statusCode', 'constraint', 'table', 'column', 'routine', 'severity'] as const) {
    if (e[key] !== undefined) out[key] = e[key];
  }
  if (e.cause !== undefined && depth < 3) out.cause = safeError(e.cause, depth + 1);
  return out;
}
