import type { FastifyInstance } from 'fastify';
import { shopRoute } from '../../lib/shop-route.ts';
import { listCities, listCountries, listStates } from './service.ts';

export async function locationShopRoutes(app: FastifyInstance) {
  shopRoute(app, '/country-list', { message: 'Lista de países.' }, ({ db }) => listCountries(db));
  shopRoute(app, '/state-list', { message: 'Lista de províncias.' }, ({ db, body }) =>
    listStates(db, body.country_id),
  );
  shopRoute(app, '/city-list', { message: 'Lista de cidades.' }, ({ db, body }) =>
    listCities(db, body.state_id),
  );
}
