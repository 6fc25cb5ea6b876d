import http, { type IncomingHttpHeaders, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger, RawServerDefault } from 'fastify';
import { parse as parseQuery } from 'fast-querystring';

/** A request as a front route sees it: its fields (query and JSON body, as Fastify would merge them), headers and public origin. */
export interface FrontRequest {
  fields: Record<string, unknown>;
  headers: IncomingHttpHeaders;
  origin: string;
}

/** A whole answer, already encoded; its security headers and request id are added by the front door. */
export interface FrontAnswer {
  status: 200 | 304;
  headers: Record<string, string | number>;
  body?: Buffer;
}

/** Answers a request from what the process keeps, or null to let Fastify take it (never computes). */
export type FrontRoute = (request: FrontRequest) => Promise<FrontAnswer | null>;

export interface FrontDoorOptions {
  /** PUBLIC_URL as configured: the origin every answer is written for. Unset, the Host header's. */
  publicUrl: string | undefined;
  /** The request id an answer carries (the one Fastify's `genReqId` would give). */
  requestId: (request: IncomingMessage) => string;
  /** The security headers of an API answer (decision 176). */
  apiHeaders: Record<string, string>;
  /** The client's address, as Fastify's `request.ip` sees it with the same proxy trust. */
  clientAddress: (request: IncomingMessage) => string | undefined;
  /** Production without TRUST_PROXY: a proxied request is refused, by Fastify. */
  refuseProxied: boolean;
}

/** Counts a request against the flood limit: `over` when the client has passed it (Fastify then refuses it). */
export type FloodCount = (clientAddress: string, done: (over: boolean) => void) => void;
/** Records an answer's duration under its route pattern (the metrics' histogram). */
export type ObserveAnswer = (method: string, routeUrl: string, statusCode: number, seconds: number) => void;

/** What Fastify passes a server factory and would have set on its own server. */
interface ServerOptions {
  http?: http.ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
}

/** JSON bodies of catalogue reads are a few fields; anything longer goes to Fastify unread. */
const MAX_BODY_BYTES = 1_024;
const JSON_TYPE = /^application\/json\s*(;|$)/i;
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-forwarded-proto', 'x-forwarded-host', 'x-real-ip'];
const READ_BODY = Symbol('body read by the front door');

type ReadRequest = IncomingMessage & { [READ_BODY]?: Buffer };

/**
 * The front door (decision 178): answers kept in memory (a guest's catalogue read the catalogue
 * version still holds) are written straight to the socket, before Fastify's routing, hooks, parsing
 * and reply. Anything else, and any request it cannot answer exactly as Fastify would, goes to
 * Fastify untouched; a JSON body it has already read is handed back through `replayBody`.
 *
 * What every answer carries is carried here too: the request id, the API's security headers, the
 * flood count, the request log lines and the metrics' duration. Fastify's own 503 while closing and
 * its refusal of proxied requests without TRUST_PROXY are left to Fastify (the door steps aside).
 */
export class FrontDoor {
  private readonly routes = new Map<string, { routeUrl: string; answer: FrontRoute }>();
  private readonly routeUrls = new Set<string>();
  private closing = false;
  floodCount: FloodCount | undefined;
  observe: ObserveAnswer | undefined;
  log: FastifyBaseLogger | undefined;
  /** Answers written here since start (tests and logs tell the door's answers from Fastify's by it). */
  answered = 0;

  private readonly fixedOrigin: string | undefined;

  constructor(private readonly options: FrontDoorOptions) {
    this.fixedOrigin = options.publicUrl?.replace(/\/+$/, '');
  }

  /**
   * Answers `path` (a concrete path such as `/api/loja/product-detail`, matched exactly as sent)
   * from `answer` when it can; `routeUrl` is the Fastify route's pattern, for the metrics and for
   * `replayBody`.
   */
  route(path: string, routeUrl: string, answer: FrontRoute) {
    this.routes.set(path, { routeUrl, answer });
    this.routeUrls.add(routeUrl);
  }

  /** True for a Fastify route pattern a front route stands before: it needs `replayBody`. */
  standsBefore(routeUrl: string) {
    return this.routeUrls.has(routeUrl);
  }

  /** From the app's preClose: from now on every request goes to Fastify (which answers 503). */
  close() {
    this.closing = true;
  }

  /** Fastify's `serverFactory`: Node's HTTP server as Fastify would build it, with the door in front. */
  serverFactory = (handler: RequestListener, options: ServerOptions): RawServerDefault => {
    const server = http.createServer(options.http ?? {}, (req, res) => {
      if (!this.tryAnswer(req, res, handler)) handler(req, res);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    return server;
  };

  /** A preParsing hook for the routes the door stands before: the body it read, as the stream Fastify parses. */
  replayBody = (
    request: { raw: IncomingMessage },
    _reply: unknown,
    payload: Readable,
    done: (err: Error | null, stream?: Readable) => void,
  ) => {
    const body = (request.raw as ReadRequest)[READ_BODY];
    if (!body) return done(null, payload);
    const stream = Readable.from([body], { objectMode: false }) as Readable & { receivedEncodedLength?: number };
    stream.receivedEncodedLength = body.length;
    done(null, stream);
  };

  /** Takes the request (true) when it may be answered here; Fastify gets it otherwise, now or once its body is read. */
  private tryAnswer(req: IncomingMessage, res: ServerResponse, fastify: RequestListener): boolean {
    const method = req.method;
    if ((method !== 'GET' && method !== 'POST') || this.closing) return false;
    const url = req.url ?? '';
    const q = url.indexOf('?');
    const route = this.routes.get(q === -1 ? url : url.slice(0, q));
    if (!route) return false;
    const headers = req.headers;
    // A customer's answer is never kept; and proxied requests are Fastify's to refuse.
    if (headers.authorization !== undefined || (this.options.refuseProxied && PROXY_HEADERS.some((h) => headers[h] !== undefined)))
      return false;
    const origin = this.originOf(headers);
    if (origin === null) return false;
    const query = q === -1 || q === url.length - 1 ? {} : (parseQuery(url.slice(q + 1)) as Record<string, unknown>);
    const length = headers['content-length'];
    if (method === 'GET' || ((length === undefined || length === '0') && headers['transfer-encoding'] === undefined)) {
      this.answer(req, res, fastify, route, { fields: query, headers, origin });
      return true;
    }
    if (!JSON_TYPE.test(headers['content-type'] ?? '') || headers['transfer-encoding'] !== undefined || !(Number(length) <= MAX_BODY_BYTES))
      return false;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => {
      const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      (req as ReadRequest)[READ_BODY] = body;
      const fields = jsonObject(body);
      if (!fields) return fastify(req, res);
      this.answer(req, res, fastify, route, { fields: { ...query, ...fields }, headers, origin });
    });
    return true;
  }

  /** As `publicOrigin`: PUBLIC_URL, or the Host header's when unset (null when it would depend on proxy headers). */
  private originOf(headers: IncomingHttpHeaders): string | null {
    if (this.fixedOrigin) return this.fixedOrigin;
    if (!headers.host || PROXY_HEADERS.some((h) => headers[h] !== undefined)) return null;
    return `http://${headers.host}`;
  }

  private answer(
    req: IncomingMessage,
    res: ServerResponse,
    fastify: RequestListener,
    route: { routeUrl: string; answer: FrontRoute },
    request: FrontRequest,
  ) {
    const started = performance.now();
    route.answer(request).then(
      (answer) => {
        if (!answer || this.closing) return fastify(req, res);
        const address = this.options.clientAddress(req);
        if (!this.floodCount || address === undefined) return this.write(req, res, route.routeUrl, answer, started);
        this.floodCount(address, (over) => (over ? fastify(req, res) : this.write(req, res, route.routeUrl, answer, started)));
      },
      () => fastify(req, res),
    );
  }

  private write(req: IncomingMessage, res: ServerResponse, routeUrl: string, answer: FrontAnswer, started: number) {
    if (res.headersSent || res.destroyed) return;
    const id = this.options.requestId(req);
    const log = this.log;
    if (log) log.info({ reqId: id, req: { method: req.method, url: req.url, id } }, 'incoming request');
    const headers: Record<string, string | number> = { 'x-request-id': id, ...this.options.apiHeaders, ...answer.headers };
    if (answer.body) headers['content-length'] = answer.body.length;
    res.writeHead(answer.status, headers);
    res.end(answer.body);
    this.answered++;
    const ms = performance.now() - started;
    if (log) log.info({ reqId: id, res: { statusCode: answer.status }, responseTime: ms }, 'request completed');
    this.observe?.(req.method!, routeUrl, answer.status, ms / 1000);
  }
}

/** The body as the shop API's parser takes it (lib/json-object-body.ts): an object, {} when empty; null otherwise (Fastify answers the error). */
function jsonObject(body: Buffer): Record<string, unknown> | null {
  const source = body.toString('utf8');
  if (source.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(source);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
