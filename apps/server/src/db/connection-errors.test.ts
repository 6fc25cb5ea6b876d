import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './connection-errors.ts';

const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });

describe('isDatabaseUnavailable', () => {
  it('recognises a database that is away, also inside the query wrapper', () => {
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('timeout exceeded when trying to connect')))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('Query read timeout')))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('terminating connection'), { code: '57P01' })))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' })))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('connection failure'), { code: '08006' }))).toBe(true);
  });

  it('leaves the request’s own errors alone', () => {
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('duplicate key'), { code: '23505' })))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('invalid input syntax'), { code: '22P02' })))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
