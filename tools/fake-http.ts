import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the local fakes of outside services (tools/fake-mpesa, fake-whatsapp, fake-mozesms) share: a JSON
 * body read without throwing, a JSON answer, a server on a loopback port that closes with its open
 * connections, the calls a fake makes in the background (delivery reports), and stopping the CLI on a signal.
 * Each fake keeps its own log of what it accepted under `/__fake/…`.
 */

/** The request's JSON body, or null when it is not JSON. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return null;
  }
}

/** Answers with a JSON body (nothing when the client already went away). */
export function sendJson(res: ServerResponse, status: number, body: unknown) {
  if (res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export interface FakeServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Serves `handle` on 127.0.0.1 (port 0: any free one). A handler that throws answers 500 with `failure`
 * (the service's own shape of an internal error), unless it already answered.
 */
export async function serveFake(
  handle: (req: IncomingMessage, res: ServerResponse, path: string) => unknown,
  options: { port?: number; host?: string; failure?: unknown } = {},
): Promise<FakeServer> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    Promise.resolve()
      .then(() => handle(req, res, path))
      .catch(() => {
        if (!res.headersSent) sendJson(res, 500, options.failure ?? { error: 'internal error' });
      });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Calls a fake makes on its own (a delivery report after an answer): `settled()` waits for those in flight. */
export function backgroundCalls() {
  const inFlight = new Set<Promise<unknown>>();
  return {
    add(call: Promise<unknown>) {
      inFlight.add(call);
      void call.finally(() => inFlight.delete(call));
    },
    settled: async () => void (await Promise.all([...inFlight])),
  };
}

/** A fake run from the command line stops cleanly on Ctrl-C or a kill. */
export function closeOnSignal(fake: { close(): Promise<void> }) {
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
