import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config/env.ts';
import { ANON_KEY, createTestDatabase } from './test-app.ts';
import type { FastifyInstance } from 'fastify';

const REDIS_URL = 'redis://127.0.0.1:6379';

/** Whether the local Redis answers; where none runs, the shared-limit test is skipped (the per-process limit is tested elsewhere). */
const redisUp = await new Promise<boolean>((resolve) => {
  const socket = net.connect({ host: '127.0.0.1', port: 6379, timeout: 1000 });
  socket.once('connect', () => {
    socket.end();
    resolve(true);
  });
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => {
    socket.destroy();
    resolve(false);
  });
});

describe.skipIf(!redisUp)('the flood limit shared through Redis', () => {
  const instances: FastifyInstance[] = [];
  // A store slug of its own, so this run's counters never meet another run's.
  const slug = `t${randomBytes(4).toString('hex')}`;
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const config = testConfig({ ANON_KEY, STORE_SLUG: slug, REDIS_URL, RATE_LIMIT_PER_MINUTE: '6' });
      instances.push(await buildApp({ config, database: await createTestDatabase(), serveWeb: false, startWorkers: false }));
    }
    await Promise.all(instances.map((app) => app.ready()));
  });
  afterAll(() => Promise.all(instances.map((app) => app.close())));

  const call = (app: FastifyInstance, ip: string) => app.inject({ method: 'POST', url: `/api/${slug}/country-list`, payload: {}, remoteAddress: ip });

  it('counts one client across two instances: the seventh request is refused whichever instance gets it', async () => {
    const ip = `10.77.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await call(instances[i % 2]!, ip)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    const refused = await call(instances[0]!, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 0, code: 'RATE_LIMITED' });
    expect((await call(instances[1]!, ip)).statusCode).toBe(429);
    // Another client is not affected.
    expect((await call(instances[1]!, '10.78.0.1')).statusCode).toBe(200);
  });
});
