import { createRequire } from 'node:module';
import rateLimit, { normalizeIP, type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/errors.ts';
import type { FloodCount } from '../lib/front-door.ts';
import { appendRouteHook } from '../lib/route-hooks.ts';
import { isApiAnswer } from './security-headers.ts';
import { sharedFloodStore } from '../lib/redis.ts';

type FloodHook = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts the request against the flood limit (for not-found handlers, which no route hook reaches). */
    floodGuard: FloodHook;
    /** The same count for an answer written before Fastify (the front door's). */
    floodCount: FloodCount;
  }
}

const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (continueExceeding: boolean, exponentialBackoff: boolean) => FastifyRateLimitStore;

const WINDOW_MS = 60_000;
export const MESSAGE_RATE_LIMITED = 'Demasiados pedidos. Aguarde um momento e tente novamente.';

/** As @fastify/rate-limit keys a client (its address, an IPv6 one by its /64), without its IPv6 test for the usual IPv4. */
const clientKey = (ip: string) => (ip.includes(':') ? normalizeIP(ip) : ip);

/**
 * The flood limit: RATE_LIMIT_PER_MINUTE requests per client address and minute on the three APIs,
 * counted per process or, with REDIS_URL, shared by every instance. A refusal is a 429 in the APIs'
 * envelope with `Retry-After` and the `X-RateLimit-*` counters (decision 117: only on refusal).
 *
 * The same fixed window and stores as @fastify/rate-limit, in one callback hook instead of its async
 * chain per request (key generator, allow-list and store each awaited): decision 168. Calls with a
 * stricter limit of their own (`config.rateLimit`) keep the plugin's per-route hook, as before.
 */
async function floodGuard(app: FastifyInstance, options: { max: number; redis: Redis | null; nameSpace: string }) {
  const { max } = options;
  const Store = options.redis ? sharedFloodStore(options.redis, options.nameSpace) : null;
  const store: FastifyRateLimitStore = Store ? new Store({ continueExceeding: false, exponentialBackoff: false }) : new LocalStore(false, false);

  const count = (address: string, done: Parameters<FastifyRateLimitStore['incr']>[1]) => store.incr(clientKey(address), done, WINDOW_MS, max);
  const hook: FloodHook = (request, reply, done) => {
    count(request.ip, (err, result) => {
      if (err || !result) return done(err ?? undefined);
      if (result.current <= max) return done();
      const seconds = Math.ceil(result.ttl / 1000);
      reply.header('x-ratelimit-limit', max).header('x-ratelimit-remaining', 0).header('x-ratelimit-reset', seconds).header('retry-after', seconds);
      done(new AppError('RATE_LIMITED', MESSAGE_RATE_LIMITED));
    });
  };
  app.decorate('floodGuard', hook);
  // The front door's answers count too (decision 178); a client over the limit is handed to Fastify, which refuses it.
  const frontCount: FloodCount = (address, done) => count(address, (err, result) => done(!err && !!result && result.current > max));
  app.decorate('floodCount', frontCount);

  app.addHook('onRoute', (route) => {
    if (route.config?.rateLimit !== undefined || !isApiAnswer(route.url)) return;
    appendRouteHook(route, 'onRequest', hook);
  });

  // Only for calls with their own limit (`config.rateLimit`), which replaces the flood limit there.
  await app.register(rateLimit, {
    global: false,
    ...(Store ? { store: Store } : {}),
    errorResponseBuilder: () => new AppError('RATE_LIMITED', MESSAGE_RATE_LIMITED),
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
  });
}

export default fp(floodGuard, { name: 'flood-guard' });
