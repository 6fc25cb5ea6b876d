import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { shopCalls, type ShopPath, type ShopSpec, type RequestSchema } from '@shop/contract/api';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { customerToken } from '../../plugins/auth.ts';
import type { FrontAnswer } from '../../lib/front-door.ts';
import { jsonWithAbsoluteImageUrls, publicOrigin } from '../../lib/public-urls.ts';
import { claimsAnIdentity, JSON_ANSWER_TYPE, shopRoute, ShopRawAnswer, type ShopAnswer, type ShopRouteOptions } from '../../lib/shop-route.ts';
import { catalogueCachingOn, catalogueVersion, markCatalogueRead, VersionedCache } from './catalogue-version.ts';

/**
 * A guest's catalogue answer may be kept by browsers and shared caches (a CDN in front): always
 * revalidated by the browser (ETag, 304), served by a shared cache for a few seconds and, while it
 * fetches a fresh one, for up to a minute more.
 */
export const GUEST_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60';
export const CUSTOMER_CACHE_CONTROL = 'private, no-store';
const GUEST_VARY = 'Authorization, X-Customer-Token, Accept-Encoding';
const ANSWER_ENTRIES = 2_000;
/** Fields longer than this (as JSON) are kept under their validated form, so what is kept stays small. */
const MAX_RAW_KEY_CHARS = 1_000;
/** As @fastify/compress: smaller answers are sent as they are. */
const COMPRESS_FROM_BYTES = 1_024;

/** True when one of the If-None-Match entity tags is this one (weak comparison, as for GET). */
export function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return String(header)
    .split(',')
    .some((t) => t.trim() === '*' || t.trim().replace(/^W\//, '') === bare);
}

/** The compression a request accepts that answers are kept in (Brotli first), or null for none. */
export function acceptedEncoding(headers: IncomingHttpHeaders): 'br' | 'gzip' | null {
  const header = headers['accept-encoding'];
  if (!header || headers['x-no-compression'] !== undefined) return null;
  const accepted = new Set<string>();
  for (const part of String(header).toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') || accepted.has('*') ? 'gzip' : null;
}

/**
 * A guest's answer as it is sent, kept per catalogue version: its bytes, its entity tag, and the
 * same bytes compressed once per encoding the first time a client asks for it.
 */
export class GuestAnswer {
  readonly body: Buffer;
  private readonly encoded = new Map<'br' | 'gzip', Buffer>();

  constructor(
    json: string,
    readonly etag: string,
  ) {
    this.body = Buffer.from(json);
  }

  bytes(encoding: 'br' | 'gzip' | null): { body: Buffer; encoding?: 'br' | 'gzip' } {
    if (!encoding || this.body.length < COMPRESS_FROM_BYTES) return { body: this.body };
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(this.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: this.body.length } })
          : gzipSync(this.body, { level: 9 });
      this.encoded.set(encoding, body);
    }
    return { body, encoding };
  }
}

const kept = new WeakMap<Db, VersionedCache<GuestAnswer>>();
function guestAnswers(db: Db) {
  let cache = kept.get(db);
  if (!cache) {
    cache = new VersionedCache<GuestAnswer>(ANSWER_ENTRIES);
    kept.set(db, cache);
  }
  return cache;
}

/** The catalogue reads: shop calls a guest may make (their `auth` is `none` or `optional`). */
export type CataloguePath = { [P in ShopPath]: ShopSpec<P>['auth'] extends 'required' ? never : P }[ShopPath];

export interface CatalogueLoadContext<B> {
  db: Db;
  body: B;
  /** Null for guests; a customer's answer adds in_cart, in_whishlist (and reviewed_by_me). */
  customerId: number | null;
  request: FastifyRequest;
}

const rawFields = (request: FastifyRequest) => ({ ...(request.query as object), ...(request.body as object) });
const tagFor = (version: number, key: string) => `W/"${version.toString(36)}-${createHash('sha1').update(key).digest('base64url').slice(0, 20)}"`;

const guestHeaders = (etag: string) => ({ etag, 'cache-control': GUEST_CACHE_CONTROL, vary: GUEST_VARY });

/** What a kept answer sends to a request with these headers: 304 when its tag matches, else its bytes in an accepted encoding. */
function keptReply(headers: IncomingHttpHeaders, answer: GuestAnswer): { status: 304 } | { status: 200; body: Buffer; encoding?: 'br' | 'gzip' } {
  if (etagMatches(headers['if-none-match'], answer.etag)) return { status: 304 };
  return { status: 200, ...answer.bytes(acceptedEncoding(headers)) };
}

function sendKept(request: FastifyRequest, reply: FastifyReply, answer: GuestAnswer): ShopRawAnswer {
  reply.headers(guestHeaders(answer.etag));
  const sent = keptReply(request.headers, answer);
  return sent.status === 304 ? new ShopRawAnswer('', 304) : new ShopRawAnswer(sent.body, 200, sent.encoding);
}

/** The same answer written by the front door, with the headers `sendKept` and `shopRoute`'s raw send give it. */
function frontKept(headers: IncomingHttpHeaders, answer: GuestAnswer): FrontAnswer {
  const sent = keptReply(headers, answer);
  if (sent.status === 304) return { status: 304, headers: guestHeaders(answer.etag) };
  const sentHeaders: FrontAnswer['headers'] = { ...guestHeaders(answer.etag), 'content-type': JSON_ANSWER_TYPE };
  if (sent.encoding) sentHeaders['content-encoding'] = sent.encoding;
  return { status: 200, headers: sentHeaders, body: sent.body };
}

/**
 * A catalogue read (decision 111), by POST as the spec calls it and by GET with the same fields in
 * the query. A guest's answer is kept per catalogue version, request fields and origin as the bytes
 * sent (decision 113): a repeated request is answered from them before its fields are validated
 * (only fields that passed validation have an answer kept), with no query but the shared read of
 * the version. It carries an ETag built from the version: an unchanged answer is a 304. A
 * signed-in customer's answer is never shared.
 */
export function catalogueRoute<P extends CataloguePath>(
  app: FastifyInstance,
  path: P,
  options: Pick<ShopRouteOptions<P, never>, 'rateLimit'> & { message: string },
  load: (ctx: CatalogueLoadContext<z.output<RequestSchema<ShopSpec<P>>>>) => Promise<ShopAnswer<P>>,
) {
  const auth: 'optional' | 'none' = shopCalls[path].auth;
  const keyFor = (fields: unknown, origin: string) => JSON.stringify([path, fields, origin]);
  const keyOf = (fields: unknown, request: FastifyRequest) => keyFor(fields, publicOrigin(app.config.PUBLIC_URL, request));
  /** The answer kept for a guest's request with these fields, if any (never computes). */
  const keptFor = async (fields: Record<string, unknown>, origin: string): Promise<GuestAnswer | undefined> => {
    if (!catalogueCachingOn() || claimsAnIdentity(fields)) return undefined;
    const key = keyFor(fields, origin);
    if (key.length > MAX_RAW_KEY_CHARS) return undefined;
    const kept = guestAnswers(app.db).peek(await catalogueVersion(app.db), key);
    return kept && (await kept);
  };
  // A guest's repeated read is answered before Fastify when it can be (decision 178); the shop API's
  // one slug is the only path it answers, as the scope's slug check would allow no other. With the
  // cache off nothing is kept, and the door would only read bodies to hand them on.
  const frontPath = `${app.prefix}${path}`.replace('/:slug/', `/${app.config.STORE_SLUG}/`);
  if (app.config.CATALOGUE_CACHE === 'on' && !options.rateLimit && !frontPath.includes(':')) {
    app.frontDoor.route(frontPath, `${app.prefix}${path}`, async ({ fields, headers, origin }) => {
      const answer = await keptFor(fields, origin);
      return answer ? frontKept(headers, answer) : null;
    });
  }
  markCatalogueRead(`${app.prefix}${path}`);

  shopRoute(
    app,
    path,
    {
      ...options,
      early: async (request, reply, raw) => {
        if (auth === 'optional' && customerToken(request)) return null;
        const answer = await keptFor(raw, publicOrigin(app.config.PUBLIC_URL, request));
        return answer ? sendKept(request, reply, answer) : null;
      },
    },
    async ({ db, body, customer, request, reply }) => {
      const origin = publicOrigin(app.config.PUBLIC_URL, request);
      const serialise = (data: unknown) => jsonWithAbsoluteImageUrls({ status: 1, message: options.message, data }, origin);
      if (customer && auth === 'optional') {
        reply.header('Cache-Control', CUSTOMER_CACHE_CONTROL);
        return new ShopRawAnswer(serialise(await load({ db, body, customerId: customer.customerId, request })));
      }
      const version = await catalogueVersion(db);
      const rawKey = keyOf(rawFields(request), request);
      const key = rawKey.length <= MAX_RAW_KEY_CHARS ? rawKey : keyOf(body, request);
      const etag = tagFor(version, key);
      reply.headers(guestHeaders(etag));
      if (etagMatches(request.headers['if-none-match'], etag)) return new ShopRawAnswer('', 304);
      const compute = async () => serialise(await load({ db, body, customerId: null, request }));
      if (!catalogueCachingOn()) return new ShopRawAnswer(await compute());
      const answer = await guestAnswers(db).get(version, key, async () => new GuestAnswer(await compute(), etag));
      const sent = answer.bytes(acceptedEncoding(request.headers));
      return new ShopRawAnswer(sent.body, 200, sent.encoding);
    },
    ['POST', 'GET'],
  );
}
