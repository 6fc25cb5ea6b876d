import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { jsonWithAbsoluteImageUrls, publicOrigin } from '../../lib/public-urls.ts';
import { shopRoute, ShopRawAnswer, type ShopRouteOptions } from '../../lib/shop-route.ts';
import { catalogueCachingOn, catalogueVersion, VersionedCache } from './catalogue-version.ts';

/**
 * A guest's catalogue answer may be kept by browsers and shared caches (a CDN in front): always
 * revalidated by the browser (ETag, 304), served by a shared cache for a few seconds and, while it
 * fetches a fresh one, for up to a minute more.
 */
export const GUEST_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60';
export const CUSTOMER_CACHE_CONTROL = 'private, no-store';
const SERIALISED_ENTRIES = 2_000;

const serialised = new WeakMap<Db, VersionedCache<string>>();
function serialisedCache(db: Db) {
  let cache = serialised.get(db);
  if (!cache) {
    cache = new VersionedCache<string>(SERIALISED_ENTRIES);
    serialised.set(db, cache);
  }
  return cache;
}

/** True when one of the If-None-Match entity tags is this one (weak comparison, as for GET). */
export function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return String(header)
    .split(',')
    .some((t) => t.trim() === '*' || t.trim().replace(/^W\//, '') === bare);
}

export interface CatalogueLoadContext<B> {
  db: Db;
  body: B;
  /** Null for guests; a customer's answer adds in_cart, in_whishlist (and reviewed_by_me). */
  customerId: number | null;
  request: FastifyRequest;
}

/**
 * A catalogue read (decision 111), by POST as the spec calls it and by GET with the same fields in
 * the query. A guest's answer is serialised once per catalogue version, request and origin, and
 * carries an ETag built from the version: an unchanged answer is a 304 without touching the
 * database beyond the version. A signed-in customer's answer is never shared.
 */
export function catalogueRoute<S extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  options: ShopRouteOptions<S, 'optional' | 'none'> & { message: string },
  load: (ctx: CatalogueLoadContext<z.infer<S>>) => Promise<unknown>,
) {
  shopRoute(
    app,
    path,
    options,
    async ({ db, body, customer, request, reply }) => {
      const origin = publicOrigin(app.config.PUBLIC_URL, request);
      const serialise = (data: unknown) => jsonWithAbsoluteImageUrls({ status: 1, message: options.message, data }, origin);
      if (customer && options.auth === 'optional') {
        reply.header('Cache-Control', CUSTOMER_CACHE_CONTROL);
        return new ShopRawAnswer(serialise(await load({ db, body, customerId: customer.customerId, request })));
      }
      const version = await catalogueVersion(db);
      const key = JSON.stringify([path, body, origin]);
      const etag = `W/"${version.toString(36)}-${createHash('sha1').update(key).digest('base64url').slice(0, 20)}"`;
      reply.header('ETag', etag).header('Cache-Control', GUEST_CACHE_CONTROL).header('Vary', 'Authorization, X-Customer-Token');
      if (etagMatches(request.headers['if-none-match'], etag)) return new ShopRawAnswer('', 304);
      const compute = async () => serialise(await load({ db, body, customerId: null, request }));
      return new ShopRawAnswer(catalogueCachingOn() ? await serialisedCache(db).get(version, key, compute) : await compute());
    },
    ['POST', 'GET'],
  );
}
