import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  proxied = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(async () => {
  await t.close();
  await proxied.close();
});

describe('the development mailbox', () => {
  it('answers the machine itself', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await t.request({ method: 'GET', url: '/dev/mailbox.json', remoteAddress });
      expect(res.status, remoteAddress).toBe(200);
      expect(res.json.messages).toEqual(expect.any(Array));
    }
  });

  it('is not there for anyone on the network, in JSON or HTML', async () => {
    for (const url of ['/dev/mailbox.json', '/dev/mailbox']) {
      const res = await t.request({ method: 'GET', url, remoteAddress: '192.168.1.23' });
      expect(res.status, url).toBe(404);
      expect(res.body).not.toContain('messages');
    }
  });

  it('does not believe a forwarded header claiming loopback, nor a loopback proxy forwarding a network client', async () => {
    const spoofed = await proxied.request({ method: 'GET', url: '/dev/mailbox.json', remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(spoofed.status).toBe(404);
    const forwarded = await proxied.request({ method: 'GET', url: '/dev/mailbox.json', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(forwarded.status).toBe(404);
  });
});

describe('X-Forwarded-For with TRUST_PROXY=1', () => {
  it('takes the address the proxy saw, not one the client wrote, so per-address limits hold', async () => {
    const limited = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        // The client writes a new left-most address each time; the proxy appends the real one.
        const res = await limited.request({ method: 'POST', url: '/api/loja/currency', payload: {}, remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': `198.51.100.${i + 1}, 203.0.113.77` } });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([200, 200, 429]);
      // A different client behind the same proxy has its own count.
      const other = await limited.request({ method: 'POST', url: '/api/loja/currency', payload: {}, remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': '203.0.113.78' } });
      expect(other.status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
