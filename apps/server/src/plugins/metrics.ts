import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { queryRows } from '../db/client.ts';
import { sql } from 'drizzle-orm';
import { AppError } from '../lib/errors.ts';
import { safeEqual } from '../lib/tokens.ts';
import type { ObserveAnswer } from '../lib/front-door.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Records an answer written before Fastify (the front door's); absent when metrics are off. */
    observeAnswer?: ObserveAnswer;
  }
}

/**
 * `GET /metrics` in Prometheus' text format, for a bearer token (METRICS_TOKEN; unset: no endpoint).
 * Request durations come from this process; the shop's figures (outbox, proofs, orders) are read from
 * the database at each scrape, so every instance reports the same totals: aggregate them with max().
 */
async function metrics(app: FastifyInstance) {
  const token = app.config.METRICS_TOKEN;
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern and status.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const observe: ObserveAnswer = (method, route, statusCode, seconds) => durations.observe({ method, route, status_code: String(statusCode) }, seconds);
  // The route's pattern, never the raw URL, so ids and probes do not make new series.
  app.addHook('onResponse', async (request, reply) => observe(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000));
  app.decorate('observeAnswer', observe);

  const client = (app.db as unknown as { $client?: unknown }).$client;
  const pool = client instanceof pg.Pool ? client : null;
  new Gauge({
    name: 'shop_db_pool_connections',
    help: 'PostgreSQL pool connections by state (absent on the embedded database).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });

  interface ShopFigures {
    up: number;
    outbox_pending: number;
    outbox_oldest_age: number;
    proofs_waiting: number;
    orders_placed: number;
    orders_paid: number;
  }
  let figures: Promise<ShopFigures> | null = null;
  let scrapeLog = app.log;
  // One round of queries per scrape, shared by the gauges below.
  const readFigures = () =>
    (figures ??= queryRows<Omit<ShopFigures, 'up'>>(
      app.db,
      sql`select
        (select count(*)::int from mail_outbox where status in ('pending', 'sending')) as outbox_pending,
        coalesce((select extract(epoch from now() - min(created_at))::float8 from mail_outbox where status in ('pending', 'sending')), 0) as outbox_oldest_age,
        (select count(*)::int from orders where payment_status = 'under_review' and status <> 5)
          + (select count(*)::int from bookings where payment_status = 'under_review' and status in ('pending', 'awaiting_receipt_review')) as proofs_waiting,
        (select count(*)::int from orders) as orders_placed,
        (select count(*)::int from orders where paid_cents > 0) as orders_paid`,
    )
      .then(([row]) => ({ up: 1, ...row! }))
      .catch((err: unknown) => {
        scrapeLog.error({ err }, 'metrics: database figures unavailable');
        return { up: 0, outbox_pending: 0, outbox_oldest_age: 0, proofs_waiting: 0, orders_placed: 0, orders_paid: 0 };
      }));

  const fromDatabase = (name: string, help: string, key: keyof ShopFigures) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(Number((await readFigures())[key]));
      },
    });
  fromDatabase('shop_db_up', 'Whether the database answered this scrape (1) or not (0).', 'up');
  fromDatabase('shop_mail_outbox_pending', 'Mail and texts waiting to be delivered.', 'outbox_pending');
  fromDatabase('shop_mail_outbox_oldest_age_seconds', 'Age of the oldest undelivered message (0 when none).', 'outbox_oldest_age');
  fromDatabase('shop_payment_proofs_waiting', 'Payment proofs and booking receipts waiting for a staff decision.', 'proofs_waiting');
  const totalFromDatabase = (name: string, help: string, key: keyof ShopFigures) =>
    new Counter({
      name,
      help,
      registers: [registry],
      async collect() {
        this.reset();
        this.inc(Number((await readFigures())[key]));
      },
    });
  totalFromDatabase('shop_orders_placed_total', 'Orders ever placed.', 'orders_placed');
  totalFromDatabase('shop_orders_paid_total', 'Orders whose payment was confirmed (refunded ones included).', 'orders_paid');

  app.get('/metrics', { config: { rateLimit: false } }, async (request, reply) => {
    const sent = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!sent || !safeEqual(sent, token)) throw new AppError('UNAUTHENTICATED', 'Acesso não autorizado.');
    figures = null;
    scrapeLog = request.log;
    const body = await registry.metrics();
    return reply.header('Cache-Control', 'no-store').type(registry.contentType).send(body);
  });
}

export default fp(metrics, { name: 'metrics' });
