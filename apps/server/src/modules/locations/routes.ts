import type { FastifyInstance } from 'fastify';
import { cityListRequest, countryListRequest, stateListRequest } from '@shop/contract/locations';
import { shopRoute } from '../../lib/shop-route.ts';
import { listCities, listCountries, listStates } from './service.ts';

export async function locationShopRoutes(app: FastifyInstance) {
  shopRoute(app, '/country-list', { body: countryListRequest, auth: 'none', message: 'Lista de países.' }, ({ db }) => listCountries(db));
  shopRoute(app, '/state-list', { body: stateListRequest, auth: 'none', message: 'Lista de províncias.' }, ({ db, body }) =>
    listStates(db, body.country_id),
  );
  shopRoute(app, '/city-list', { body: cityListRequest, auth: 'none', message: 'Lista de cidades.' }, ({ db, body }) =>
    listCities(db, body.state_id),
  );
}
