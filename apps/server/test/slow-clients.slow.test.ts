import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config/env.ts';
import { createTestDatabase, SLUG } from './test-app.ts';

/**
 * Clients that send a byte at a time, or nothing at all, are cut off (decision 094). A real server
 * on loopback with short timeouts; each client is bounded: it stops after a fixed number of bytes,
 * and the test asserts the server closed the socket before the client ran out of bytes to send.
 */

let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  const config = testConfig({ REQUEST_TIMEOUT_MS: '1500', CONNECTION_TIMEOUT_MS: '1000', KEEP_ALIVE_TIMEOUT_MS: '1000' });
  app = await buildApp({ config, database: await createTestDatabase(), serveWeb: false, startWorkers: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

interface Outcome {
  closed: boolean;
  answer: string;
  bytesSent: number;
}

/** Opens a socket, writes `head`, then one byte of `trickle` every `everyMs` until the server closes it or the bytes run out. */
function slowClient(head: string, trickle: string, everyMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let bytesSent = 0;
    let closed = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = () => {
      clearInterval(timer);
      resolve({ closed, answer, bytesSent });
    };
    socket.on('data', (d) => (answer += d.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      closed = true;
      finish();
    });
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (closed) return;
        if (bytesSent >= trickle.length) {
          socket.destroy();
          closed = false;
          clearInterval(timer);
          resolve({ closed: false, answer, bytesSent });
          return;
        }
        socket.write(trickle[bytesSent++]!);
      }, everyMs);
    });
  });
}

describe('slow clients', () => {
  it('cuts off a request body sent a byte at a time (kept alive by each byte) with a 408', async () => {
    const body = JSON.stringify({ padding: 'x'.repeat(200) });
    const head = `POST /api/${SLUG}/currency HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    // One byte every 100 ms never leaves the socket idle for the 1 s connection timeout; the whole
    // body would take over 20 s, far past the 1.5 s request timeout.
    const outcome = await slowClient(head, body, 100);
    expect(outcome.closed).toBe(true);
    expect(outcome.bytesSent).toBeLessThan(body.length);
    expect(outcome.answer).not.toMatch(/^HTTP\/1\.1 200/);
    if (outcome.answer) expect(outcome.answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts off headers sent a byte at a time', async () => {
    const head = `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n`;
    const endless = 'X-Slow: ' + 'a'.repeat(400);
    const outcome = await slowClient(head, endless, 100);
    expect(outcome.closed).toBe(true);
    expect(outcome.bytesSent).toBeLessThan(endless.length);
  });

  it('closes a connection that sends nothing after opening', async () => {
    const outcome = await slowClient('', ' '.repeat(3), 60_000 / 3);
    expect(outcome.closed).toBe(true);
    expect(outcome.bytesSent).toBe(0);
  });

  it('still answers a normal request', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/${SLUG}/currency`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(200);
  });
});
