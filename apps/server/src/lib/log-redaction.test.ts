import { describe, expect, it } from 'vitest';
import { safeError } from './log-redaction.ts';

describe('safeError', () => {
  it('drops query parameters and PostgreSQL details, keeps what helps to debug', () => {
    const pgError = Object.assign(new Error('duplicate key value violates unique constraint "customers_email_uq"'), {
      code: '23505',
      constraint: 'customers_email_uq',
      detail: 'Key (email)=(ana@exemplo.co.mz) already exists.',
    });
    const queryError = new Error(
      'Failed query: insert into customers (email, password_hash) values ($1, $2)\nparams: ana@exemplo.co.mz,scrypt$abc',
      {
        cause: pgError,
      },
    );
    const safe = safeError(queryError);
    const text = JSON.stringify(safe);
    expect(text).not.toContain('ana@exemplo.co.mz');
    expect(text).not.toContain('scrypt$abc');
    expect(safe.message).toBe('Failed query: insert into customers (email, password_hash) values ($1, $2)\nparams: [redacted]');
    expect(safe.cause).toMatchObject({ code: '23505', constraint: 'customers_email_uq' });
    expect(safe.stack).toContain('params: [redacted]');
  });

  it('describes things that are not errors', () => {
    expect(safeError('falhou')).toMatchObject({ type: 'string', message: 'falhou' });
  });
});
