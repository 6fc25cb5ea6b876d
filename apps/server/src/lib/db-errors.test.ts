import { describe, expect, it } from 'vitest';
import { isCheckViolation, isForeignKeyViolation, isUniqueViolation, violatedUniqueConstraint } from './db-errors.ts';

const refusal = (code: string, fields: Record<string, unknown> = {}, message = 'refused') => Object.assign(new Error(message), { code, ...fields });
/** How drizzle hands a driver's error on. */
const wrapped = (cause: Error) => Object.assign(new Error('Failed query: insert into …'), { cause });

describe('database refusals', () => {
  it('finds the PostgreSQL refusal behind a wrapped error, with its constraint', () => {
    const taken = wrapped(refusal('23505', { constraint: 'coupons_code_uq' }));
    expect(isUniqueViolation(taken)).toBe(true);
    expect(isUniqueViolation(taken, 'coupons_code_uq')).toBe(true);
    expect(isUniqueViolation(taken, 'products_slug_uq')).toBe(false);
    expect(violatedUniqueConstraint(taken)).toBe('coupons_code_uq');
    expect(isCheckViolation(wrapped(refusal('23514', { constraint: 'products_stock_nonneg' })), 'products_stock_nonneg')).toBe(true);
    expect(isForeignKeyViolation(wrapped(refusal('23503')))).toBe(true);
  });

  it('reads the constraint from the message when the driver does not set it', () => {
    const taken = refusal('23505', {}, 'duplicate key value violates unique constraint "bookings_slot_uq"');
    expect(violatedUniqueConstraint(taken)).toBe('bookings_slot_uq');
    expect(violatedUniqueConstraint(refusal('23505'))).toBe('unknown');
  });

  it('says nothing of errors that are not refusals', () => {
    expect(isUniqueViolation(new Error('timeout'))).toBe(false);
    expect(violatedUniqueConstraint(wrapped(refusal('23514')))).toBeNull();
    expect(violatedUniqueConstraint(Object.assign(new Error('x'), { code: 'ECONNRESET' }))).toBeNull();
  });
});
