import type { FastifyInstance } from 'fastify';
import { STORE_CURRENCY, STORE_PROFILE } from '@shop/contract/store';
import { shopRoute } from '../../lib/shop-route.ts';

/** The base call (`/`) and `/currency` that the spec's client names (spec 1 §7): who the store is and what it counts in. */
export async function storeShopRoutes(app: FastifyInstance) {
  const info = () => ({
    store_slug: app.config.STORE_SLUG,
    name: STORE_PROFILE.name,
    tagline: STORE_PROFILE.tagline,
    currency: STORE_CURRENCY.code,
    currency_symbol: STORE_CURRENCY.symbol,
    phones: STORE_PROFILE.phones,
    whatsapp: STORE_PROFILE.whatsapp,
    emails: STORE_PROFILE.emails,
    address: STORE_PROFILE.address,
    hours: STORE_PROFILE.hours,
  });
  // With the scope's prefix, '/' answers both /api/{slug} and /api/{slug}/.
  shopRoute(app, '/', { message: 'Loja.' }, async () => info());
  shopRoute(app, '/currency', { message: 'Moeda da loja.' }, async () => STORE_CURRENCY);
}
