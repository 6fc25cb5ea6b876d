import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  proxied = await createTestApp({ TRUST_PROXY: 'true' });
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
