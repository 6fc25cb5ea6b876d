import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON_KEY, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
});
afterAll(() => t.close());

describe('one spelling of every path before any decision', () => {
  it('counts percent-encoded and doubled-slash spellings of the shop, functions and admin APIs against the flood limit', async () => {
    const spellings = [
      { method: 'POST' as const, urls: ['/%61pi/loja/currency', '/api/loja/%63urrency', '//api//loja/currency', '/%61%70%69/loja/currency'] },
      { method: 'GET' as const, urls: ['/%66unctions/v1/blog-api/categories', '/functions/v1/blog-api/categories', '/functions//v1/blog-api/categories', '/%66unctions/v1/blog-api/categories'] },
      { method: 'POST' as const, urls: ['/%61dmin-api/auth/me', '/admin-api/auth/me', '/admin-api//auth/me', '/%61dmin-api/auth/me'] },
    ];
    for (const [n, { method, urls }] of spellings.entries()) {
      const remoteAddress = `10.9.9.${n + 1}`;
      const statuses: number[] = [];
      for (const url of urls) {
        const res = await t.request({ method, url, remoteAddress, payload: method === 'POST' ? {} : undefined, headers: { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}` } });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 3), urls[0]).not.toContain(429);
      expect(statuses[3], urls[3]).toBe(429);
    }
  });

  it('routes an encoded spelling to the same call, and leaves encoded reserved characters alone', async () => {
    const res = await t.request({ method: 'POST', url: '/%61pi/loja/currency', payload: {}, remoteAddress: '10.9.8.1' });
    expect(res.json).toMatchObject({ status: 1, data: { code: 'MZN' } });
    const slash = await t.request({ method: 'POST', url: '/api%2Floja/currency', payload: {}, remoteAddress: '10.9.8.2' });
    expect(slash.status).toBe(404);
  });
});
