import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../src/db/seed/demo-customer.ts';
import { testDriver } from './test-app.ts';

/**
 * The real server as a child process: first start seeds, SIGTERM lets an in-flight request
 * finish and closes the database cleanly (exit 0), and a restart reuses the data without seeding.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-shutdown-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface Running {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

async function startServer(): Promise<Running> {
  const port = await freePort();
  // node itself, with tsx as a loader: signals reach the server, not a wrapper that relays them.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      LOG_LEVEL: 'info',
      RATE_LIMIT_PER_MINUTE: '10000',
      SHUTDOWN_GRACE_MS: '20000',
      PASSWORD_HASH_COST: '10',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (chunk) => (out += chunk));
  child.stderr!.on('data', (chunk) => (out += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (i > 1200) throw new Error(`server did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, port, output: () => out, exited };
}

const shop = (port: number, call: string, body: unknown, token?: string) =>
  fetch(`http://127.0.0.1:${port}/api/loja${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

/**
 * A request whose body arrives in two parts, so it is still in flight when we want it to be;
 * with its end comes a second request on the same connection, which arrives while closing.
 */
function slowRequest(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let response = '';
  socket.on('data', (chunk) => (response += chunk));
  const done = new Promise<string>((resolve) => socket.on('close', () => resolve(response)));
  const body = '{"theme_id":"beauty"}';
  const head = (connection: string) =>
    `POST /api/loja/country-list HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: ${connection}\r\n\r\n`;
  socket.write(`${head('keep-alive')}${body.slice(0, 5)}`);
  return { finish: () => socket.write(`${body.slice(5)}${head('close')}${body}`), done };
}

// The child always runs the embedded database; once per run is enough.
// A first start runs initdb in WASM: minutes on a busy two-core machine.
describe.skipIf(testDriver === 'pg')('graceful shutdown', { timeout: 300_000 }, () => {
  let token = '';

  it('seeds on first start, finishes in-flight work on SIGTERM, refuses new work and exits 0', async () => {
    const server = await startServer();
    expect(server.output()).toContain('empty database: seeded reference data and the demo shop');

    const login = await shop(server.port, '/login', { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
    token = ((await login.json()) as { data: { token: string } }).data.token;
    expect(token).toBeTruthy();

    const inFlight = slowRequest(server.port);
    const arrived = () =>
      server
        .output()
        .split('\n')
        .some((l) => l.includes('incoming request') && l.includes('/api/loja/country-list'));
    for (let i = 0; !arrived() && i < 200; i++) await new Promise((r) => setTimeout(r, 50));
    expect(arrived()).toBe(true);
    server.child.kill('SIGTERM');
    for (let i = 0; !server.output().includes('shutting down') && i < 100; i++) await new Promise((r) => setTimeout(r, 50));
    expect(server.output()).toContain('shutting down');

    // New connections are no longer accepted while the old request is still being served.
    await expect(fetch(`http://127.0.0.1:${server.port}/healthz`)).rejects.toThrow();

    inFlight.finish();
    const response = await inFlight.done;
    expect(response).toMatch(/^HTTP\/1\.1 200/);
    expect(response).toContain('"status":1');
    // The request that came in after SIGTERM is turned away, in the shop's envelope.
    const late = response.slice(response.indexOf('HTTP/1.1', 10));
    expect(late).toMatch(/^HTTP\/1\.1 503/);
    expect(late).toContain('"code":"UNAVAILABLE"');
    expect(late).toContain('"status":0');
    expect(await server.exited).toBe(0);
  });

  it('starts again on the same data without reseeding, and the session still works', async () => {
    const server = await startServer();
    try {
      expect(server.output()).not.toContain('empty database: seeded');
      const me = await shop(server.port, '/user-detail', {}, token);
      expect(me.status).toBe(200);
      expect(((await me.json()) as { data: { email: string } }).data.email).toBe(DEMO_CUSTOMER.email);
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
  });
});
