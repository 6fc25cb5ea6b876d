import compress from '@fastify/compress';
import { STORE_PROFILE } from '@shop/contract/store';
import { checkStoreProfile } from '@shop/contract/store-profile';
import proxyAddr from '@fastify/proxy-addr';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type onSendHookHandler, type RouteOptions } from 'fastify';
import type { Config } from './config/env.ts';
import type { Database } from './db/client.ts';
import { safeError } from './lib/log-redaction.ts';
import { configurePasswordCost } from './lib/passwords.ts';
import { normalizeRequestPath } from './lib/public-urls.ts';
import { refuseUnsafeText } from './lib/validation.ts';
import { avatarFileRoutes } from './modules/accounts/avatar.ts';
import { accountShopRoutes } from './modules/accounts/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { adminOpsRoutes } from './modules/admin/ops/routes.ts';
import { adminClientRoutes } from './modules/admin/clients/routes.ts';
import { adminSearchRoutes } from './modules/admin/search-routes.ts';
import { mediaRoutes } from './modules/admin/catalogue/media-routes.ts';
import { bookingFunctionsRoutes, bookingShopRoutes } from './modules/bookings/routes.ts';
import { cartShopRoutes } from './modules/cart/routes.ts';
import { catalogueShopRoutes, stockAlertPageRoutes } from './modules/catalogue/routes.ts';
import { catalogueChangedHere, configureCatalogue, mayChangeCatalogue } from './modules/catalogue/catalogue-version.ts';
import { contactFunctionsRoutes, contactShopRoutes, newsletterPageRoutes } from './modules/contact/routes.ts';
import { contentFunctionsRoutes, servicesCatalogueRoute } from './modules/content/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { locationShopRoutes } from './modules/locations/routes.ts';
import { adminApi } from './plugins/admin-api.ts';
import { orderShopRoutes } from './modules/orders/routes.ts';
import { startMpesaRecheckWorker } from './modules/payments/mpesa/mpesa-payments.ts';
import { mpesaContextFor, mpesaShopRoutes } from './modules/payments/mpesa/routes.ts';
import { messagingWebhookRoutes } from './modules/messaging/webhook-routes.ts';
import { catalogueHeads } from './modules/catalogue/page-heads.ts';
import { contentHeads } from './modules/content/page-heads.ts';
import { catalogueSeoRoutes } from './modules/catalogue/seo-routes.ts';
import { storeShopRoutes } from './modules/store/routes.ts';
import { wishlistShopRoutes } from './modules/wishlist/routes.ts';
import auth from './plugins/auth.ts';
import { installErrorHandler, sendError } from './plugins/error-handler.ts';
import { functionsApi } from './plugins/functions-api.ts';
import { shopApi } from './plugins/shop-api.ts';
import { webApp } from './plugins/web-app.ts';
import { AppError } from './lib/errors.ts';
import { startOutboxWorker } from './lib/mail/outbox-worker.ts';
import { startReminderWorker } from './modules/bookings/reminders.ts';
import { mailTransportFor } from './lib/mail/transport.ts';
import { apiDocsRoutes } from './modules/dev/api-docs-routes.ts';
import { devMailboxRoutes } from './modules/dev/mailbox-routes.ts';
import { connectRedis } from './lib/redis.ts';
import floodGuard from './plugins/flood-guard.ts';
import metrics from './plugins/metrics.ts';
import { lazyChildLoggerFactory } from './lib/request-logger.ts';
import { appendRouteHook } from './lib/route-hooks.ts';
import { securityHeaderSets, securityHeadersFor } from './plugins/security-headers.ts';
import { FrontDoor } from './lib/front-door.ts';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Serve the web build (off in API tests). */
  serveWeb?: boolean;
  /** Run background workers such as the mail outbox (off in API tests, which drive them directly). */
  startWorkers?: boolean;
  /** Where logs go (standard output by default; tests capture them). */
  logStream?: LogStream;
  /** Told of every route as it is registered (tests walk them all). */
  onRoute?: (route: RouteOptions) => void;
}

export interface LogStream {
  write(line: string): void;
}

/** Request logs carry method, path and status only: no query strings, bodies, tokens or personal data. */
function loggerOptions(config: Config, stream?: LogStream): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent') return false;
  return {
    level: config.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    redact: { paths: ['req.headers.authorization', 'req.headers.apikey', 'req.headers.cookie', '*.password', '*.token', '*.email'], remove: true },
    serializers: {
      req: (req) => ({ method: req.method, path: String(req.url).split('?')[0], id: req.id }),
      res: (res) => ({ statusCode: res.statusCode }),
      err: safeError,
    },
  };
}

const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-forwarded-proto', 'x-forwarded-host', 'x-real-ip'];

/**
 * Production with TRUST_PROXY unset: a request that came through a proxy would be seen with the
 * proxy's address (one rate-limit bucket for every customer) or, trusted blindly, with an address the
 * client wrote. Refuse it and say what to set; an instance exposed directly sets TRUST_PROXY=false.
 */
function refuseProxiedRequests(app: FastifyInstance) {
  let lastLogged = 0;
  app.addHook('onRequest', async (request) => {
    const header = PROXY_HEADERS.find((h) => request.headers[h] !== undefined);
    if (!header) return;
    if (Date.now() - lastLogged > 60_000) {
      lastLogged = Date.now();
      request.log.error({ header }, 'TRUST_PROXY is not set but requests arrive through a proxy: set TRUST_PROXY to the proxies to trust (or TRUST_PROXY=false when none); refusing them until then');
    }
    throw new AppError('UNAVAILABLE', 'O serviço está temporariamente indisponível.');
  });
}

const hopsTrust = (hops: number) => (_address: string, index: number) => index < hops;

/** The client's address as Fastify's `request.ip` works it out with the same trust (its getter, for a request it never sees). */
function clientAddressWith(trust: false | string | ((address: string, index: number) => boolean)): (request: IncomingMessage) => string | undefined {
  if (trust === false) return (request) => request.socket.remoteAddress;
  const trusted = typeof trust === 'function' ? trust : proxyAddr.compile(trust.split(',').map((entry) => entry.trim()));
  return (request) => proxyAddr.all(request, trusted).at(-1);
}

/** A proxy's X-Request-Id is kept when it looks like one (so its logs and ours line up); otherwise a new UUID. */
function requestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && /^[A-Za-z0-9._:-]{8,128}$/.test(incoming) ? incoming : randomUUID();
}

export async function buildApp({ config, database, serveWeb = true, startWorkers = true, logStream, onRoute }: BuildAppOptions): Promise<FastifyInstance> {
  configurePasswordCost(config.PASSWORD_HASH_COST);
  checkStoreProfile(STORE_PROFILE);
  // A hop count as proxy-addr's trust function (Fastify's own number form trusts nothing): the
  // socket's peer and the next hops-1 addresses are proxies, the one before them is the client.
  const trustProxy = typeof config.TRUST_PROXY === 'number' ? hopsTrust(config.TRUST_PROXY) : config.TRUST_PROXY;
  // Answers kept in memory are written before Fastify (decision 178); the rest goes on to it.
  const frontDoor = new FrontDoor({
    publicUrl: config.PUBLIC_URL,
    requestId,
    apiHeaders: securityHeaderSets(config.publicUrl).apiAnswer,
    clientAddress: clientAddressWith(trustProxy),
    refuseProxied: config.isProduction && !config.proxyTrustSet,
  });
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    trustProxy,
    serverFactory: frontDoor.serverFactory,
    genReqId: requestId,
    ...(config.LOG_LEVEL === 'silent' ? {} : { childLoggerFactory: lazyChildLoggerFactory }),
    rewriteUrl: (req) => normalizeRequestPath(req.url ?? '/'),
    bodyLimit: 1024 * 1024,
    // Slow clients are cut off (decision 094); Node checks its timers every connectionsCheckingInterval.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    http: {
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      headersTimeout: Math.min(config.REQUEST_TIMEOUT_MS, 20_000),
      connectionsCheckingInterval: Math.max(250, Math.min(30_000, Math.floor(config.REQUEST_TIMEOUT_MS / 4))),
    },
    // Our own 503 while closing (below), in the APIs' envelopes rather than Fastify's English one.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
  });

  if (onRoute) app.addHook('onRoute', onRoute);
  app.decorate('config', config);
  app.decorate('database', database);
  database.useLogger(app.log);
  app.decorate('db', database.db);
  app.decorate('frontDoor', frontDoor);
  installErrorHandler(app);

  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    frontDoor.close();
  });
  // What every answer carries, in one hook: each hook a request passes costs it a few µs (decision 176).
  // Hooks every request runs are written with `done` rather than async: no promise per request (decision 117).
  const setSecurityHeaders = securityHeadersFor(config.publicUrl);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    setSecurityHeaders(request, reply);
    if (!closing) return done();
    reply.header('Connection', 'close');
    done(new AppError('UNAVAILABLE', 'O servidor está a reiniciar. Tente novamente dentro de momentos.'));
  });
  if (config.isProduction && !config.proxyTrustSet) refuseProxiedRequests(app);
  // Every route, with or without a schema: text no column can keep is refused before any rule runs.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      refuseUnsafeText(request.params, request.query, request.body);
    } catch (err) {
      return done(err as Error);
    }
    done();
  });

  await app.register(metrics);
  frontDoor.observe = app.observeAnswer;
  if (['info', 'debug', 'trace'].includes(config.LOG_LEVEL)) frontDoor.log = app.log;
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  // With REDIS_URL the counters are shared by every instance; without, or while Redis is away, per process.
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL, app.log) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  await app.register(floodGuard, { max: config.RATE_LIMIT_PER_MINUTE, redis, nameSpace: `${config.STORE_SLUG}:rate-limit:` });
  frontDoor.floodCount = app.floodCount;
  await app.register(auth);

  // A call that may change what the catalogue shows (anything but a GET or a catalogue read) makes this
  // instance's next request read the version afresh; decided once per route, so the reads never run it.
  const catalogueMayHaveChanged: onSendHookHandler = (_request, _reply, payload, done) => {
    catalogueChangedHere(app.db);
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().some((method) => mayChangeCatalogue(method, route.url))) appendRouteHook(route, 'onSend', catalogueMayHaveChanged);
    // A body the front door read and could not answer is parsed from what it read.
    if (frontDoor.standsBefore(route.url)) appendRouteHook(route, 'preParsing', frontDoor.replayBody);
  });

  await app.register(healthRoutes);
  await app.register(avatarFileRoutes);
  await app.register(catalogueSeoRoutes);
  await app.register(shopApi([
      locationShopRoutes,
      catalogueShopRoutes,
      accountShopRoutes,
      bookingShopRoutes,
      contactShopRoutes,
      cartShopRoutes,
      orderShopRoutes,
      mpesaShopRoutes,
      wishlistShopRoutes,
      storeShopRoutes,
    ]), { prefix: '/api/:slug' });
  await app.register(functionsApi([
      bookingFunctionsRoutes,
      contentFunctionsRoutes,
      contactFunctionsRoutes,
    ]), { prefix: '/functions/v1' });
  // A change made through this instance (staff's, or an order that sells out a product) is seen by
  // its next request at once; others' within CATALOGUE_VERSION_MAX_AGE_MS (decision 106).
  configureCatalogue({ versionMaxAgeMs: config.CATALOGUE_VERSION_MAX_AGE_MS, cache: config.CATALOGUE_CACHE === 'on' });
  await app.register(adminApi([
      adminRoutes,
      adminOpsRoutes,
      adminClientRoutes,
      adminSearchRoutes,
    ]), { prefix: '/admin-api' });
  await app.register(mediaRoutes);
  await app.register(servicesCatalogueRoute);
  await app.register(newsletterPageRoutes);
  await app.register(stockAlertPageRoutes);
  await app.register(messagingWebhookRoutes);

  if (!config.isProduction) await app.register(apiDocsRoutes);
  // The development mailbox exists only when mail is not really sent, and never in production.
  if (config.mailTransport === 'dev-mailbox') await app.register(devMailboxRoutes);

  if (serveWeb) await app.register(webApp, { heads: [catalogueHeads(app), contentHeads(app)] });
  else app.setNotFoundHandler((request, reply) => sendError(request, reply, new AppError('NOT_FOUND', 'Não encontrado.')));

  const mpesa = mpesaContextFor(app);
  const workers = startWorkers
    ? [
        startOutboxWorker(database.db, mailTransportFor(config, database.db, app.log), app.log),
        startReminderWorker(database.db, { publicUrl: config.publicUrl }, app.log),
        ...(mpesa ? [startMpesaRecheckWorker(database.db, mpesa)] : []),
      ]
    : [];

  app.addHook('onClose', async () => {
    await Promise.all(workers.map((w) => w.stop()));
    await database.close();
  });
  return app;
}
