import { createRequire } from 'node:module';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

type Store = FastifyRateLimitStore & { child(routeOptions: FastifyRateLimitOptions): Store };
type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type StoreClass<A extends unknown[]> = new (continueExceeding: boolean | undefined, exponentialBackoff: boolean | undefined, ...rest: A) => Store;

// The plugin's own two stores (CommonJS files it does not re-export); the shared store composes them.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreClass<[Redis, string]>;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreClass<[]>;

/**
 * The Redis connection behind the shared flood limit. It never holds a request up: commands fail
 * at once while Redis is away (no offline queue) and the client reconnects on its own. Errors are
 * logged at most once a minute. Start-up waits up to two seconds for it, so the first requests
 * are already counted with the other instances'.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, { connectTimeout: 2_000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  let lastLogged = 0;
  redis.on('error', (err) => {
    if (Date.now() - lastLogged < 60_000) return;
    lastLogged = Date.now();
    log.warn({ err }, 'redis unavailable: the flood limit counts per process until it is back');
  });
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 2_000);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return redis;
}

/**
 * A `@fastify/rate-limit` store that counts in Redis, shared by every instance, and in this
 * process's memory whenever Redis is not ready (starting, restarting, unreachable): a flood is
 * still shed, per instance, as it was before Redis was configured.
 */
export function sharedFloodStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  return class SharedFloodStore implements Store {
    private readonly shared: Store;
    private readonly local: Store;

    constructor(params: FastifyRateLimitOptions & RateLimitOptions, stores?: { shared: Store; local: Store }) {
      this.shared = stores?.shared ?? new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace);
      this.local = stores?.local ?? new LocalStore(params.continueExceeding, params.exponentialBackoff);
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      if (redis.status !== 'ready') return this.local.incr(key, callback, timeWindow, max);
      this.shared.incr(key, (err, result) => (err ? this.local.incr(key, callback, timeWindow, max) : callback(null, result)), timeWindow, max);
    }

    child(routeOptions: FastifyRateLimitOptions & RateLimitOptions): Store {
      return new SharedFloodStore(routeOptions, { shared: this.shared.child(routeOptions), local: this.local.child(routeOptions) });
    }
  };
}
