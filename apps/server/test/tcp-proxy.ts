import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Drops the network: bytes on open connections are discarded and new connections hang. */
  cut(): void;
  /** Brings the network back; connections that lived through the cut are reset. */
  heal(): void;
  close(): Promise<void>;
}

/** A TCP proxy on a free loopback port in front of `target`, for fault tests. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let cut = false;
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket | null; sawCut: boolean }>();

  const connect = (pair: { client: net.Socket; upstream: net.Socket | null; sawCut: boolean }) => {
    const upstream = net.connect(target.port, target.host);
    pair.upstream = upstream;
    upstream.on('data', (chunk) => {
      if (!cut) pair.client.write(chunk);
    });
    upstream.on('error', () => pair.client.destroy());
    upstream.on('close', () => pair.client.destroy());
  };

  const server = net.createServer((client) => {
    const pair = { client, upstream: null as net.Socket | null, sawCut: cut };
    pairs.add(pair);
    client.on('data', (chunk) => {
      if (!cut && pair.upstream) pair.upstream.write(chunk);
    });
    client.on('error', () => pair.upstream?.destroy());
    client.on('close', () => {
      pair.upstream?.destroy();
      pairs.delete(pair);
    });
    if (!cut) connect(pair);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    port,
    cut() {
      cut = true;
      for (const pair of pairs) pair.sawCut = true;
    },
    heal() {
      cut = false;
      for (const pair of pairs) {
        if (!pair.sawCut) continue;
        pair.client.resetAndDestroy();
        pair.upstream?.destroy();
      }
    },
    async close() {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream?.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
